import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import { delay, http, HttpResponse } from 'msw';
import { timeouts } from '../src/api/client';
import { overrideHandlers } from './helpers/backend';
import { openCheckout, type CheckoutScene } from './helpers/checkout';
import { typeInto } from './helpers/shop';

/** Issue 12 point 3: the network drops, or the answer never comes, while the order is being placed. */
describe('checkout when the network fails mid-order', () => {
  let scene: CheckoutScene | null = null;
  const saved = { ...timeouts };
  afterEach(() => {
    scene?.shop.cleanup();
    scene = null;
    Object.assign(timeouts, saved);
    localStorage.clear();
  });

  const field = (label: RegExp) => scene!.view.getByLabelText(label) as HTMLInputElement;
  const button = () => scene!.view.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement;
  const accept = () => (scene!.view.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }) as HTMLInputElement).click();

  async function placeWith(answer: () => Promise<Response> | Response) {
    scene = await openCheckout([{ code: 'TEE-2027' }]);
    let sent = 0;
    overrideHandlers(
      http.post('/api/checkout-cart', () => {
        sent += 1;
        return answer();
      }),
    );
    await waitFor(() => expect(button().disabled).to.equal(false));
    typeInto(field(/^Address line 2/), 'Flat 3');
    accept();
    button().click();
    button().click();
    return () => sent;
  }

  it('a dropped connection says so, keeps every value and the cart, and sends once', async () => {
    const sent = await placeWith(() => HttpResponse.error());
    expect(await scene!.view.findByText('The server could not be reached. Please check your connection and try again.')).to.exist;
    expect(field(/^Address line 2/).value).to.equal('Flat 3');
    expect(sent()).to.equal(1);
    expect(localStorage.getItem('cart')).to.not.equal(null);
    expect(scene!.left).to.deep.equal([]);
  });

  it('an answer that never comes: told to check the portal before trying again, nothing resent', async function () {
    this.timeout(10_000);
    timeouts.payment = 400;
    const sent = await placeWith(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    expect(await scene!.view.findByText('We did not hear back in time, so your order may have been placed. Please check your orders in the portal before trying again.', {}, { timeout: 3000 })).to.exist;
    expect(field(/^Address line 2/).value).to.equal('Flat 3');
    await new Promise((r) => setTimeout(r, 500));
    expect(sent()).to.equal(1);
    expect(scene!.left).to.deep.equal([]);
  });
});
