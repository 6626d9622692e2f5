import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { delay, getResponse, http, HttpResponse } from 'msw';
import { callsOf, overrideHandlers } from './helpers/backend';
import { openCheckout, type CheckoutScene } from './helpers/checkout';
import { exampleConfig } from './helpers/config';
import { typeInto } from './helpers/shop';

const MAY_EXIST =
  'We could not confirm your order, so it may have been placed. Please check your orders in the portal before trying again.';
const PROXY_PAGE = '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The money path when the answer is lost (docs/spec.md §8, §9): the network
 * drops, a proxy answers 502 with its HTML page, the answer is unreadable or
 * never comes. The order may exist, so the shopper is told where to check, cart
 * and orders are reloaded before another click is possible, nothing is resent
 * by itself, and the same request sent again carries the same Idempotency-Key.
 */
describe('checkout when the answer is lost', () => {
  let scene: CheckoutScene | null = null;
  afterEach(() => {
    scene?.shop.cleanup();
    scene = null;
    localStorage.clear();
  });

  const field = (label: RegExp) => scene!.view.getByLabelText(label) as HTMLInputElement;
  const button = () => scene!.view.getByRole('button', { name: /^(Pay €[\d.,]+|Still working…)$/ }) as HTMLButtonElement;
  const accept = () => (scene!.view.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }) as HTMLInputElement).click();
  const keys: string[] = [];

  /** Checkout with `answer` in place of the server's; the order is placed by the real demo backend when `place` is set. */
  async function placeWith(
    answer: (placed: Response | undefined) => Promise<Response> | Response,
    { place = false, config = exampleConfig() } = {},
  ) {
    scene = await openCheckout([{ code: 'TEE-2027' }], { config });
    const backend = scene.backend;
    keys.length = 0;
    overrideHandlers(
      http.post('/api/checkout-cart', async ({ request }) => {
        keys.push(request.headers.get('idempotency-key') ?? '');
        const placed = place ? await getResponse(backend.handlers, request.clone()) : undefined;
        return answer(placed);
      }),
    );
    await waitFor(() => expect(button().disabled || button().hasAttribute('aria-busy')).to.equal(false));
    typeInto(field(/^Address line 2/), 'Flat 3');
    accept();
    button().click();
    button().click();
  }

  for (const [name, answer] of [
    ['a dropped connection', () => HttpResponse.error()],
    [
      "a proxy's 502 HTML page",
      () => new HttpResponse(PROXY_PAGE, { status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' } }),
    ],
    ['a 2xx answer without its order', () => HttpResponse.json({ data: null })],
    ['a 2xx answer that is not JSON', () => new HttpResponse(PROXY_PAGE, { status: 200, headers: { 'Content-Type': 'text/html' } })],
  ] as const) {
    it(`${name}: the order may exist; cart and orders reloaded before another click; values kept; sent once`, async () => {
      await placeWith(answer);
      const before = { data: callsOf(scene!.backend, 'get-data').length, cart: callsOf(scene!.backend, 'get-cart').length };
      expect(await scene!.view.findByText(MAY_EXIST)).to.exist;
      // The button is back only once the cart and the orders have been asked for again.
      await waitFor(() => expect(button().disabled || button().hasAttribute('aria-busy')).to.equal(false));
      expect(callsOf(scene!.backend, 'get-data').length).to.be.above(before.data);
      expect(callsOf(scene!.backend, 'get-cart').length).to.be.above(before.cart);
      expect(field(/^Address line 2/).value).to.equal('Flat 3');
      // Where to check, beside the button that would place another order.
      expect(scene!.view.getByRole('link', { name: 'View your orders' }).getAttribute('href')).to.equal('#/portal');
      await new Promise((r) => setTimeout(r, 300));
      expect(keys).to.have.length(1);
      expect(keys[0]).to.match(UUID);
      expect(localStorage.getItem('cart')).to.not.equal(null);
      expect(scene!.left).to.deep.equal([]);
    });
  }

  it('the same request sent again on a new click carries the same Idempotency-Key; a changed one a new key', async () => {
    await placeWith(() => HttpResponse.error());
    expect(await scene!.view.findByText(MAY_EXIST)).to.exist;
    await waitFor(() => expect(button().disabled || button().hasAttribute('aria-busy')).to.equal(false));
    button().click();
    await waitFor(() => expect(keys).to.have.length(2), { timeout: 5000 });
    expect(keys[1]).to.equal(keys[0]);
    expect(await scene!.view.findByText(MAY_EXIST)).to.exist;
    await waitFor(() => expect(button().disabled || button().hasAttribute('aria-busy')).to.equal(false), { timeout: 5000 });
    typeInto(field(/^Address line 2/), 'Flat 4');
    // The changed value re-renders the form: press the button once it is there again.
    await waitFor(() => expect(button().disabled || button().hasAttribute('aria-busy')).to.equal(false));
    button().click();
    await waitFor(() => expect(keys).to.have.length(3), { timeout: 5000 });
    expect(keys[2]).to.match(UUID);
    expect(keys[2]).to.not.equal(keys[0]);
  });

  it('placed although the proxy answered 502: the cart is gone without "expired", and the way to the orders is shown', async () => {
    await placeWith(() => new HttpResponse(PROXY_PAGE, { status: 502, headers: { 'Content-Type': 'text/html' } }), { place: true });
    expect(await scene!.view.findByText(MAY_EXIST)).to.exist;
    // The reload finds the cart gone: the empty checkout keeps the message and the way to the orders.
    await waitFor(() => expect(localStorage.getItem('cart')).to.equal(null));
    expect(await scene!.view.findByText('Your Cart is empty.')).to.exist;
    expect(scene!.view.getByText(MAY_EXIST)).to.exist;
    expect(scene!.view.getByRole('link', { name: 'View your orders' })).to.exist;
    expect(within(scene!.shop.overlay()).queryByText('Your cart has expired and its items were released.')).to.equal(null);
    expect(callsOf(scene!.backend, 'checkout-cart')).to.have.length(1);
  });

  it("slow is not failed: after 10 s the busy button says 'Still working…', and the answer is shown when it comes", async function () {
    this.timeout(25_000);
    await placeWith(async () => (await delay(11_000), HttpResponse.json({ message: 'Sold out meanwhile.' }, { status: 409 })));
    expect(await scene!.view.findByRole('button', { name: 'Still working…' }, { timeout: 10_800 })).to.exist;
    expect(await scene!.view.findByText('Sold out meanwhile.', {}, { timeout: 3000 })).to.exist;
    expect(scene!.view.getByRole('button', { name: /^Pay €/ })).to.exist;
    expect(keys).to.have.length(1);
  });

  it("slow is not failed: no timeout by default; the site owner's requestTimeoutMs gives up and says the order may exist", async function () {
    this.timeout(10_000);
    await placeWith(async () => (await delay('infinite'), HttpResponse.json({})), {
      config: { ...exampleConfig(), requestTimeoutMs: 400 },
    });
    expect(await scene!.view.findByText(MAY_EXIST, {}, { timeout: 3000 })).to.exist;
    expect(field(/^Address line 2/).value).to.equal('Flat 3');
    await new Promise((r) => setTimeout(r, 500));
    expect(keys).to.have.length(1);
    expect(scene!.left).to.deep.equal([]);
  });
});
