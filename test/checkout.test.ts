import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { sendKeys } from './helpers/commands';
import { delay, getResponse, http, HttpResponse } from 'msw';
import { callsOf, overrideHandlers, startBackend } from './helpers/backend';
import { seedCart } from './helpers/cart';
import { openCheckout, nextFrame, PAY, type CheckoutScene } from './helpers/checkout';
import { exampleConfig } from './helpers/config';
import { choose, currentRoute, mountShop, typeInto } from './helpers/shop';
import { startAsDemo, TOKEN } from './helpers/api';
import { addToCart } from '../src/stores/cart/actions';
import { cartState } from '../src/stores/cart/state';
import { shopData } from '../src/stores/shop-data';

/** Checkout (docs/spec.md §2, §4, §5, §7, §8): the rules, the messages and a single safe order. */
describe('checkout', () => {
  let scene: CheckoutScene | null = null;
  afterEach(() => {
    scene?.shop.cleanup();
    scene = null;
  });

  const field = (label: RegExp) => scene!.view.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
  const button = () => scene!.view.getByRole('button', { name: PAY }) as HTMLButtonElement;
  const summary = () => within(scene!.view.getByRole('complementary', { name: 'Your order' }));
  const accept = () => (scene!.view.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }) as HTMLInputElement).click();
  const enabled = () => waitFor(() => expect(button().disabled, 'pay action enabled').to.equal(false));

  it('sends a visitor to log in first and back to checkout after', async () => {
    const backend = await startBackend();
    seedCart(backend, [{ code: 'BOTTLE' }]);
    const shop = await mountShop({ config: exampleConfig(), parts: ['view', 'cart'], hash: '#/tickets' });
    (await within(shop.part('cart')).findByRole('button', { name: 'Checkout' })).click();
    await waitFor(() => expect(currentRoute()).to.equal('/login?from=%2Fcheckout'));
    const view = within(shop.part('view'));
    await nextFrame();
    typeInto(await view.findByLabelText(/Email/), 'demo@festival.example');
    typeInto(view.getByLabelText(/Password/), 'festival2026');
    view.getByRole('button', { name: 'Login' }).click();
    await waitFor(() => expect(currentRoute()).to.equal('/checkout'));
    await view.findByRole('heading', { level: 1, name: 'Checkout' });
    shop.cleanup();
  });

  it('prefills the country, shows the invoice with tax per rate, chooses card and asks for the terms', async () => {
    scene = await openCheckout([{ code: 'WEEKEND', holder: 'Ann Lee' }]);
    expect(field(/^Country/).value).to.equal('IE');
    await enabled();
    // 200.00 incl. 9 % tax: 16.51 of it.
    await waitFor(() =>
      expect(summary().getByRole('rowheader', { name: 'Tax 9% (included)' }).nextElementSibling?.textContent).to.equal('€16.51'),
    );
    expect(summary().getByRole('rowheader', { name: 'Total' }).nextElementSibling?.textContent).to.equal('€200.00');
    expect(scene.view.getByText('Payment method: Credit card')).to.exist;
    button().click();
    expect(await scene.view.findByText('Please accept the Terms and Conditions.')).to.exist;
    expect(callsOf(scene.backend, 'checkout-cart')).to.have.length(0);
    choose(field(/^Country/), '');
    await waitFor(() => expect(button().disabled, 'disabled without a country').to.equal(true));
    await expect(scene.shop.part('view')).to.be.accessible();
  });

  it('with merchandise: shipping country, address lines, cannot-ship and no-country messages', async () => {
    scene = await openCheckout([{ code: 'TEE-2027' }]);
    expect(field(/^Shipping country/).value).to.equal('IE');
    await waitFor(() =>
      expect(summary().getByRole('rowheader', { name: 'Standard delivery (Ireland)' }).nextElementSibling?.textContent).to.equal('€5.00'),
    );
    choose(field(/^Shipping country/), 'US');
    expect(await scene.view.findByText('We are currently unable to ship to your country.')).to.exist;
    await waitFor(() => expect(button().disabled, 'disabled when it cannot ship').to.equal(true));
    choose(field(/^Shipping country/), '');
    expect(await scene.view.findByText('Please select your country to see your shipping rates.')).to.exist;
    choose(field(/^Shipping country/), 'NL');
    await waitFor(() =>
      expect(summary().getByRole('rowheader', { name: 'International delivery' }).nextElementSibling?.textContent).to.equal('€12.50'),
    );
    typeInto(field(/^Address line 1/), '');
    typeInto(field(/^Town \/ City/), ' ');
    accept();
    await enabled();
    button().click();
    expect(await scene.view.findByText('Please fill out the following fields: Address line 1, Town / City.')).to.exist;
    expect(callsOf(scene.backend, 'checkout-cart')).to.have.length(0);
  });

  it('vouchers: empty, invalid, partial with the amount to pay, and one worth more than the order (paid by voucher)', async () => {
    scene = await openCheckout([{ code: 'BOTTLE' }]);
    const voucherField = () => scene!.view.getByLabelText('Voucher code') as HTMLInputElement;
    const apply = () => scene!.view.getByRole('button', { name: 'Apply' }).click();
    await enabled();
    apply();
    expect(await scene.view.findByText('Please enter a voucher code.')).to.exist;
    typeInto(voucherField(), 'SUMMER25');
    apply();
    expect(await scene.view.findByText('Invalid or expired voucher code.')).to.exist;
    expect(voucherField().value).to.equal('SUMMER25');
    typeInto(voucherField(), 'TENOFF');
    apply();
    await waitFor(() => expect(summary().getByRole('rowheader', { name: 'To pay' }).nextElementSibling?.textContent).to.equal('€5.30'));
    expect(summary().getByRole('rowheader', { name: 'Voucher TENOFF' }).nextElementSibling?.textContent).to.equal('-€10.00');
    expect(scene.view.getByText('Payment method: Credit card')).to.exist;
    scene.view.getByRole('button', { name: 'Remove voucher' }).click();
    await nextFrame();
    typeInto(voucherField(), 'FULLPASS');
    apply();
    expect(
      await scene.view.findByText(
        'Warning: Your discount code is more than the value of your order. Any left-over value in the discount code will be lost.',
      ),
    ).to.exist;
    expect(scene.view.getByText('Payment method: Voucher')).to.exist;
    accept();
    button().click();
    await waitFor(() => expect(callsOf(scene!.backend, 'checkout-cart')).to.have.length(1));
    const sent = callsOf(scene.backend, 'checkout-cart')[0].body as { voucher_code: string; order: { payment_method: string } };
    expect(sent.voucher_code).to.equal('FULLPASS');
    expect(sent.order.payment_method).to.equal('voucher');
  });

  it('an order answered after the shop was unmounted moves the page nowhere (the host page has moved on)', async () => {
    scene = await openCheckout([{ code: 'HARBOUR', holder: 'Ann Lee' }]);
    await enabled();
    const backend = scene.backend;
    let asked = false;
    overrideHandlers(
      http.post(
        '/api/checkout-cart',
        async ({ request }) => {
          asked = true;
          await delay(300);
          return (await getResponse(backend.handlers, request))!;
        },
        { once: true },
      ),
    );
    accept();
    button().click();
    await waitFor(() => expect(asked, 'order sent').to.equal(true));
    scene.shop.cleanup();
    scene = null;
    const before = location.hash;
    await waitFor(() => expect(callsOf(backend, 'checkout-cart'), 'order answered').to.have.length(1));
    await new Promise((r) => setTimeout(r, 200));
    expect(location.hash, 'no route of the unmounted shop').to.equal(before);
  });

  it('payment method of a transfer-only event: bank transfer, and none for a country outside its list', async () => {
    scene = await openCheckout([{ code: 'HARBOUR', holder: 'Ann Lee' }]);
    await waitFor(() => expect(scene!.view.getByText('Payment method: Bank transfer')).to.exist);
    choose(field(/^Country/), 'US');
    expect(await scene.view.findByText('No valid payment methods found.')).to.exist;
    await waitFor(() => expect(button().disabled, 'disabled without a method').to.equal(true));
  });

  it('payment method of a card-only event: card, whatever the country', async () => {
    scene = await openCheckout([{ code: 'WINTER-NIGHT', holder: 'Ann Lee' }]);
    await waitFor(() => expect(scene!.view.getByText('Payment method: Credit card')).to.exist);
    choose(field(/^Country/), 'US');
    // The invoice is calculated again for the new country; the method stays card.
    await waitFor(() => expect(scene!.view.getByText('Payment method: Credit card')).to.exist);
  });

  it("'Invalid or expired voucher code.' whenever /validate-voucher gives no voucher or refuses without words (a text key)", async () => {
    const config = exampleConfig();
    config.texts = { ...config.texts, 'checkout.voucherInvalid': 'Gutschein ungültig.' };
    scene = await openCheckout([{ code: 'BOTTLE' }], { config });
    const voucherField = () => scene!.view.getByLabelText('Voucher code') as HTMLInputElement;
    await enabled();
    for (const answer of [
      () => HttpResponse.json({ voucher: null }),
      () => new HttpResponse(null, { status: 422 }),
      () => new HttpResponse('<h1>Error</h1>', { status: 500 }),
    ]) {
      overrideHandlers(http.post('/api/validate-voucher', answer, { once: true }));
      typeInto(voucherField(), 'SUMMER25');
      scene.view.getByRole('button', { name: 'Apply' }).click();
      expect(await scene.view.findByText('Gutschein ungültig.')).to.exist;
      expect(scene.view.queryByRole('rowheader', { name: /^Voucher/ })).to.equal(null);
      await waitFor(() => expect(scene!.view.getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).to.equal(false));
    }
  });

  it('a voucher never outlives its cart: it goes when the lines change', async () => {
    scene = await openCheckout([{ code: 'BOTTLE' }]);
    await enabled();
    typeInto(scene.view.getByLabelText('Voucher code'), 'TENOFF');
    scene.view.getByRole('button', { name: 'Apply' }).click();
    expect(await summary().findByRole('rowheader', { name: 'Voucher TENOFF' })).to.exist;
    const item = shopData.data.merchandise.find((m) => m.externalCode === 'TEE-2027');
    if (!item) throw new Error('no TEE-2027 in the seed');
    expect((await addToCart(item)).ok).to.equal(true);
    await waitFor(() => expect(summary().queryByRole('rowheader', { name: 'Voucher TENOFF' })).to.equal(null));
    expect(cartState.voucher).to.equal(null);
    expect(scene.view.getByLabelText('Voucher code')).to.exist;
  });

  it('is closed while the shop is inactive (docs/spec.md §1)', async () => {
    const config = exampleConfig();
    config.shopActive = false;
    const backend = await startAsDemo();
    seedCart(backend, [{ code: 'BOTTLE' }]);
    localStorage.setItem('token', TOKEN);
    const shop = await mountShop({ config, parts: ['view'], hash: '#/checkout' });
    try {
      await waitFor(() => expect(currentRoute()).to.equal('/'));
      expect(within(shop.part('view')).queryByRole('button', { name: PAY })).to.equal(null);
    } finally {
      shop.cleanup();
    }
  });

  it('offers no voucher for a payment-plan cart and sends voucher_code null', async () => {
    scene = await openCheckout([{ code: 'WEEKEND-PLAN', holder: 'Ann Lee' }]);
    await enabled();
    expect(scene.view.queryByLabelText('Voucher code') === null, 'no voucher entry').to.equal(true);
    accept();
    button().click();
    await waitFor(() => expect(callsOf(scene!.backend, 'checkout-cart')).to.have.length(1));
    expect(callsOf(scene.backend, 'checkout-cart')[0].body.voucher_code).to.equal(null);
  });

  it('a double click sends one order; card goes to the provider, the cart, its code and voucher are gone', async () => {
    scene = await openCheckout([{ code: 'WEEKEND', holder: 'Ann Lee' }]);
    const code = localStorage.getItem('cart');
    await enabled();
    accept();
    await nextFrame();
    button().click();
    button().click();
    scene.view.getByRole('form', { name: 'Checkout' }).dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await waitFor(() => expect(scene!.left).to.have.length(1));
    expect(callsOf(scene.backend, 'checkout-cart')).to.have.length(1);
    const body = callsOf(scene.backend, 'checkout-cart')[0].body as Record<string, unknown>;
    expect(body.cart).to.equal(code);
    expect(body.customer).to.include({ email: 'demo@festival.example', country: 'IE' });
    expect(body.order).to.deep.equal({
      payment_method: 'credit_card',
      shipping_name: null,
      shipping_country: null,
      shipping_address: null,
    });
    const target = scene.left[0];
    expect(target.kind === 'assign' && target.url).to.match(/\/demo\/provider\.html\?session=/);
    expect(localStorage.getItem('cart')).to.equal(null);
    expect(await scene.view.findByText('Please wait')).to.exist;
  });

  it('without a payment (bank transfer) goes to the order confirmation', async () => {
    scene = await openCheckout([{ code: 'HARBOUR', holder: 'Ann Lee' }]);
    const seen: string[] = [];
    const onHash = () => seen.push(currentRoute());
    window.addEventListener('popstate', onHash);
    const original = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      original(...args);
      seen.push(currentRoute());
    };
    try {
      await enabled();
      accept();
      button().click();
      await waitFor(() =>
        expect(
          seen.some((r) => /^\/portal\/orders\/[A-Z0-9]+\/confirmation$/.test(r)),
          seen.join(' '),
        ).to.equal(true),
      );
    } finally {
      history.pushState = original;
      window.removeEventListener('popstate', onHash);
    }
    expect(scene.left).to.have.length(0);
    expect(localStorage.getItem('cart')).to.equal(null);
  });

  it('refuses a javascript: payment url; the order exists, so the shopper lands on it, told why, with a way to pay', async () => {
    scene = await openCheckout([{ code: 'WEEKEND', holder: 'Ann Lee' }]);
    const backend = scene.backend;
    overrideHandlers(
      http.post(
        '/api/checkout-cart',
        async ({ request }) => {
          const placed = (await (await getResponse(backend.handlers, request))!.json()) as {
            order: { code: string };
            data: { orders: Array<{ payment_instruction?: unknown }> };
          };
          // A backend without the order's optional payment_instruction: the terms form is the way to pay.
          for (const order of [placed.order, ...placed.data.orders] as Array<{ payment_instruction?: unknown }>)
            delete order.payment_instruction;
          return HttpResponse.json({ ...placed, payment: { action: 'redirect', url: 'javascript:alert(1)' } });
        },
        { once: true },
      ),
    );
    await enabled();
    accept();
    button().click();
    expect(await within(scene.shop.overlay()).findByText('The payment could not be started safely. Please contact us.')).to.exist;
    const code = backend.db.state.orders[backend.db.state.orders.length - 1].code;
    await waitFor(() => expect(currentRoute()).to.equal(`/portal/orders/${code}`));
    expect(
      await scene.view.findByText(
        `Your order ${code} has been placed, but the payment page could not be opened. You can pay for it below.`,
      ),
    ).to.exist;
    expect(scene.view.getByRole('button', { name: 'Proceed to payment' })).to.exist;
    expect(scene.left).to.have.length(0);
  });

  it('follows a submit instruction with a hidden POST form (top-level) of its params', async () => {
    scene = await openCheckout([{ code: 'WEEKEND', holder: 'Ann Lee' }]);
    overrideHandlers(
      http.post(
        '/api/checkout-cart',
        () =>
          HttpResponse.json({
            order: { code: 'FORM0001' },
            payment: { action: 'submit', url: 'https://pay.example/start', params: { order: 'FORM0001', amount: '200.00' } },
            data: {},
          }),
        { once: true },
      ),
    );
    await enabled();
    accept();
    button().click();
    await waitFor(() => expect(scene!.left).to.have.length(1));
    const left = scene.left[0];
    if (left.kind !== 'submit') throw new Error('expected a form');
    expect(left.form.method).to.equal('post');
    expect(left.form.action).to.equal('https://pay.example/start');
    expect(left.form.target).to.equal('_top');
    expect(Array.from(left.form.querySelectorAll('input')).map((i) => [i.type, i.name, i.value])).to.deep.equal([
      ['hidden', 'order', 'FORM0001'],
      ['hidden', 'amount', '200.00'],
    ]);
    expect(document.body.contains(left.form), 'the form leaves the host page').to.equal(false);
  });

  it("a refused order keeps every value and says the server's words; nothing is sent twice", async () => {
    scene = await openCheckout([{ code: 'TEE-2027' }]);
    let sent = 0;
    overrideHandlers(
      http.post('/api/checkout-cart', () => {
        sent += 1;
        return HttpResponse.json({ message: 'Your cart changed. Please check it.' }, { status: 409 });
      }),
    );
    await enabled();
    typeInto(field(/^Address line 2/), 'Flat 3');
    accept();
    button().click();
    expect(await scene.view.findByText('Your cart changed. Please check it.')).to.exist;
    expect(field(/^Address line 2/).value).to.equal('Flat 3');
    expect((scene.view.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }) as HTMLInputElement).checked).to.equal(true);
    expect(sent).to.equal(1);
    expect(localStorage.getItem('cart')).to.not.equal(null);
  });

  it('works by keyboard alone: Tab to the terms, Space, Tab past the voucher entry to the pay action, Enter', async () => {
    scene = await openCheckout([{ code: 'WINTER-NIGHT', holder: 'Ann Lee' }]);
    await enabled();
    field(/^Country/).focus();
    const active = () => (scene!.shop.part('view').getRootNode() as ShadowRoot).activeElement;
    await sendKeys({ press: 'Tab' });
    expect(active() === scene.view.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }), 'terms focused').to.equal(true);
    await sendKeys({ press: ' ' });
    await sendKeys({ press: 'Tab' });
    expect(active() === scene.view.getByRole('button', { name: 'Read the Terms and Conditions' }), 'terms link focused').to.equal(true);
    // The summary's voucher entry stands above the pay action.
    const stops: string[] = [];
    while (active() !== button() && stops.length < 5) {
      await sendKeys({ press: 'Tab' });
      const el = active() as HTMLInputElement | null;
      stops.push(el?.labels?.[0]?.textContent ?? el?.textContent ?? '');
    }
    expect(stops.slice(-3)).to.deep.equal(['Voucher code', 'Apply', 'Pay €37.50']);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(scene!.left).to.have.length(1));
    expect(callsOf(scene.backend, 'checkout-cart')).to.have.length(1);
  });

  it('sends nothing while another tab of the site is placing the order for the same cart', async () => {
    scene = await openCheckout([{ code: 'WINTER-NIGHT', holder: 'Ann Lee' }]);
    await enabled();
    accept();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The other tab: it holds the cart's checkout lock while its order is under way.
    const other = navigator.locks.request(`event-shop-checkout-${localStorage.getItem('cart')}`, () => held);
    await nextFrame();
    button().click();
    expect(await scene.view.findByText('This order is being placed in another tab or window.')).to.exist;
    expect(callsOf(scene.backend, 'checkout-cart')).to.have.length(0);
    release();
    await other;
  });

  it("without Web Locks (a page on plain http), a note in storage stands in: another tab's holds this one back, its own goes when done", async () => {
    // An own property hides the prototype's getter, as an insecure context has none.
    Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
    try {
      scene = await openCheckout([{ code: 'WINTER-NIGHT', holder: 'Ann Lee' }]);
      await enabled();
      accept();
      const note = `event-shop-checkout-${localStorage.getItem('cart')}`;
      // The other tab's note, written as it started placing the order.
      localStorage.setItem(note, String(Date.now()));
      button().click();
      expect(await scene.view.findByText('This order is being placed in another tab or window.')).to.exist;
      expect(callsOf(scene.backend, 'checkout-cart')).to.have.length(0);
      // The other tab is done: this one places the order, and its own note goes with it.
      localStorage.removeItem(note);
      await enabled();
      button().click();
      await waitFor(() => expect(scene!.left).to.have.length(1));
      expect(callsOf(scene.backend, 'checkout-cart')).to.have.length(1);
      expect(localStorage.getItem(note)).to.equal(null);
    } finally {
      delete (navigator as { locks?: unknown }).locks;
    }
  });

  it('opens the terms in a modal from the checkbox link, closed by Escape', async () => {
    scene = await openCheckout([{ code: 'WINTER-NIGHT', holder: 'Ann Lee' }]);
    scene.view.getByRole('button', { name: 'Read the Terms and Conditions' }).click();
    const dialog = await within(scene.shop.overlay().getRootNode() as unknown as HTMLElement).findByRole('dialog', {
      name: 'Terms and Conditions',
    });
    expect(dialog.textContent).to.contain('Tickets are personal.');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(dialog.isConnected).to.equal(false));
  });
});
