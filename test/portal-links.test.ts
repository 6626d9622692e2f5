import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import type { DemoBackend } from '../demo/backend/index';
import { shopDataFor } from '../demo/backend/shop-data';
import { leavePage } from '../src/stores/payment';
import { pageState } from '../src/stores/page';
import { callsOf, overrideHandlers } from './helpers/backend';
import { currentRoute } from './helpers/shop';
import { closePortal, frame, openPortal, tableOf, view, viewRoot, type OpenOptions } from './helpers/portal';

/** Where the page would have gone: leavePage.assign is replaced for each test. */
let left: string[] = [];
const realAssign = leavePage.assign;
beforeEach(() => {
  left = [];
  leavePage.assign = (url: string) => void left.push(url);
});
afterEach(async () => {
  leavePage.assign = realAssign;
  await closePortal();
});

const facts = () =>
  Object.fromEntries(
    [...viewRoot().querySelectorAll('.es-facts > div')].map((r) => [
      r.querySelector('dt')!.textContent,
      r.querySelector('dd')!.textContent,
    ]),
  );
const tick = () => (view().getByLabelText('I accept the Terms and Conditions') as HTMLInputElement).click();

async function openLink(hash: string, heading: string, options: OpenOptions = {}): Promise<DemoBackend> {
  const backend = await openPortal(hash, options);
  await view().findByRole('heading', { level: 1, name: heading });
  await frame();
  return backend;
}

describe('accept terms link (docs/spec.md §2 Accept Terms and Conditions view, §4 Terms flow, §8)', () => {
  it("a wrong checksum is the 'Link expired' page, with a way to log in", async () => {
    await openLink('#/accept-tcs/STAFFBNK/0000000000000000', 'Link expired', { loggedIn: false });
    expect(view().getByText('This link has expired.')).to.exist;
    expect(view().getByRole('link', { name: 'Please log in to the portal to see your orders.' }).getAttribute('href')).to.equal('#/portal');
    expect(pageState.title).to.equal('Link expired');
    await expect(viewRoot()).to.be.accessible();
  });

  it('shows a visitor the order, its items without fee, and accepts without a payment: the thank-you text', async () => {
    const backend = await openLink('#/accept-tcs/STAFFBNK/fe5394e3cef7f9d0', 'Accept Terms and Conditions', { loggedIn: false });
    expect(facts()).to.include({
      'Order ID': 'STAFFBNK',
      Via: 'Phone sales',
      Method: 'Bank transfer',
      Tickets: '1',
      'Merchandise items': '0',
    });
    const items = tableOf('Items');
    expect(items.tBodies[0].rows).to.have.length(1);
    expect(items.tBodies[0].textContent).not.to.include('Shipping');
    await expect(viewRoot()).to.be.accessible();
    view().getByRole('button', { name: 'Accept Terms and Conditions' }).click();
    expect(await view().findByText('Please accept the Terms and Conditions.')).to.exist;
    expect(callsOf(backend, 'accept-terms-and-conditions')).to.have.length(0);
    tick();
    view().getByRole('button', { name: 'Accept Terms and Conditions' }).click();
    expect(await view().findByText('Thank you! Please check your email for further instructions.')).to.exist;
    expect(callsOf(backend, 'accept-terms-and-conditions')[0].body).to.include({
      order: 'STAFFBNK',
      checksum: 'fe5394e3cef7f9d0',
      token: null,
    });
    expect(left).to.deep.equal([]);
  });

  it("with a card payment due: shipping shown, then 'Please wait' and the provider", async () => {
    await openLink('#/accept-tcs/STAFFTCS/6668bef0b0378633', 'Accept Terms and Conditions');
    const items = tableOf('Items');
    expect(items.tBodies[0].rows).to.have.length(3);
    expect(items.tBodies[0].lastElementChild!.textContent).to.equal('Shipping€5.00');
    // 'Please wait' is on screen before the page starts to leave (docs/spec.md §2), not after.
    const shown: boolean[] = [];
    leavePage.assign = (url: string) => void (shown.push(view().queryByText('Please wait') !== null), left.push(url));
    tick();
    view().getByRole('button', { name: 'Accept Terms and Conditions' }).click();
    await waitFor(() => expect(left).to.have.length(1));
    expect(shown).to.deep.equal([true]);
    expect(left[0]).to.match(/\/demo\/provider\.html\?session=/);
  });

  it("says 'Proceed to payment' once accepted; an unsafe payment address is refused", async () => {
    await openLink('#/accept-tcs/PAIDCARD/8a59b9d0d95f16f5', 'Accept Terms and Conditions');
    overrideHandlers(
      http.post('/api/accept-terms-and-conditions', () =>
        HttpResponse.json({ data: null, payment: { action: 'redirect', url: 'javascript:alert(1)' } }),
      ),
    );
    tick();
    view().getByRole('button', { name: 'Proceed to payment' }).click();
    expect(await view().findByText('The payment could not be started safely. Please contact us.')).to.exist;
    expect(left).to.deep.equal([]);
  });
});

describe('instalment payment link (docs/spec.md §2 Payment plan payment page, §5, §8)', () => {
  it('shows the order and the instalment; Make payment needs the terms, then follows the card payment', async () => {
    const backend = await openLink('#/payment-plan-payment/PLANDUE1/46f0ac46b6c1eca3/PLANDUE1-2', 'Payment plan payment', {
      loggedIn: false,
    });
    expect(facts()).to.include({ 'Order ID': 'PLANDUE1', Reference: 'PLANDUE1-2', Status: 'Due' });
    await expect(viewRoot()).to.be.accessible();
    view().getByRole('button', { name: 'Make payment' }).click();
    expect(await view().findByText('Please accept the Terms and Conditions.')).to.exist;
    tick();
    const shown: boolean[] = [];
    leavePage.assign = (url: string) => void (shown.push(view().queryByText('Please wait') !== null), left.push(url));
    view().getByRole('button', { name: 'Make payment' }).click();
    await waitFor(() => expect(left).to.have.length(1));
    expect(shown).to.deep.equal([true]);
    expect(left[0]).to.match(/\/demo\/provider\.html\?session=/);
    expect(callsOf(backend, 'pay-payment-plan-order-payment')[0].body).to.include({
      order: 'PLANDUE1',
      reference: 'PLANDUE1-2',
      checksum: '46f0ac46b6c1eca3',
    });
  });

  it('a link that does not load goes to the order page', async () => {
    await openLink('#/payment-plan-payment/PLANDUE1/0000000000000000/PLANDUE1-2', 'Order PLANDUE1');
    expect(currentRoute()).to.equal('/portal/orders/PLANDUE1');
  });

  it('without a payment instruction the customer goes back to the order', async () => {
    const backend = await openLink('#/payment-plan-payment/PLANDUE1/46f0ac46b6c1eca3/PLANDUE1-2', 'Payment plan payment');
    overrideHandlers(
      http.post('/api/pay-payment-plan-order-payment', () =>
        HttpResponse.json({ data: { ...shopDataFor(backend.db, backend.db.state.customers[0]), payment: null } }),
      ),
    );
    tick();
    view().getByRole('button', { name: 'Make payment' }).click();
    await view().findByRole('heading', { level: 1, name: 'Order PLANDUE1' });
    expect(left).to.deep.equal([]);
  });

  it('warns after more than 2 attempts while pending, naming the configured maximum', async () => {
    await openLink('#/payment-plan-payment/PLANDUE1/46f0ac46b6c1eca3/PLANDUE1-2', 'Payment plan payment', {
      seed: (state) => {
        state.config = { ...state.config, shopPaymentCreditCardMaxAttempts: 5 };
        state.orders.find((o) => o.code === 'PLANDUE1')!.payments[1].attempt = 3;
      },
    });
    expect(view().getByText('You can make a maximum of 5 attempts for each payment. If you are having trouble paying, please contact us.'))
      .to.exist;
    expect(view().queryByText(/Please contact us immediately/)).to.equal(null);
  });

  it("at exactly the maximum while pending shows both messages; whether to refuse is the server's decision", async () => {
    const backend = await openLink('#/payment-plan-payment/PLANDUE1/46f0ac46b6c1eca3/PLANDUE1-2', 'Payment plan payment', {
      seed: (state) => {
        state.orders.find((o) => o.code === 'PLANDUE1')!.payments[1].attempt = 3;
      },
    });
    expect(view().getByText('You can make a maximum of 3 attempts for each payment. If you are having trouble paying, please contact us.'))
      .to.exist;
    expect(view().getByText('Please contact us immediately before making another payment attempt.')).to.exist;
    overrideHandlers(
      http.post('/api/pay-payment-plan-order-payment', () =>
        HttpResponse.json({ message: 'No more card attempts for this payment.' }, { status: 422 }),
      ),
    );
    tick();
    view().getByRole('button', { name: 'Make payment' }).click();
    expect(await view().findByText('No more card attempts for this payment.')).to.exist;
    expect(callsOf(backend, 'pay-payment-plan-order-payment')).to.have.length(0);
    expect(left).to.deep.equal([]);
  });

  it('an active refund request: the notice, and no payment offered at all', async () => {
    const backend = await openLink('#/payment-plan-payment/PLANREFD/a2fe658445d4b367/PLANREFD-2', 'Payment plan payment');
    expect(
      view().getByText(
        'You have an active refund request on this order. Please cancel the refund request if you wish to continue with the payment plan.',
      ),
    ).to.exist;
    expect(view().queryByRole('button', { name: 'Make payment' })).to.equal(null);
    expect(view().queryByLabelText('I accept the Terms and Conditions')).to.equal(null);
    expect(view().getByRole('link', { name: 'Back to your orders' }).getAttribute('href')).to.equal('#/portal');
    expect(callsOf(backend, 'pay-payment-plan-order-payment')).to.have.length(0);
  });
});
