import { expect } from '@open-wc/testing';
import type { Order, PaymentInstruction, PaymentPlanPayment, ShopData } from '../src/api/wire';
import { checksumOf } from '../demo/backend/seed/builders';
import { fakeClock, orderIn, ORDER_FIELDS, post, shopData, startAsDemo, ticketIn } from './helpers/api';

/**
 * The calls behind links signed with an order's checksum (terms acceptance,
 * payment-plan instalments) and the two GET downloads (docs/spec.md §7,
 * docs/embed-contract.md §4, §5).
 */

const NOW = '2027-01-15T10:00:00Z';

const terms = (order: string, checksum = checksumOf(order)) =>
  post<{ order: Order }>('get-terms-and-conditions-order', { order, checksum }, null);

const accept = (order: string, token: string | null = null) =>
  post<{ data: ShopData; payment: PaymentInstruction | null }>(
    'accept-terms-and-conditions',
    { order, checksum: checksumOf(order) },
    token,
  );

const instalment = (order: string, n: number, checksum = checksumOf(order)) =>
  post<{ order: Order; payment: PaymentPlanPayment }>(
    'get-payment-plan-order-payment',
    { order, reference: `${order}-${n}`, checksum },
    null,
  );

const pay = (order: string, n: number) =>
  post<{ data: ShopData & { payment: PaymentInstruction | null } }>(
    'pay-payment-plan-order-payment',
    { order, reference: `${order}-${n}`, checksum: checksumOf(order) },
    null,
  );

/** The provider page's Pay for a payment instruction. */
const providerPays = (payment: PaymentInstruction | null) =>
  post('demo-provider-complete', { session: new URL(payment!.url, window.location.href).searchParams.get('session') }, null);

const download = async (path: string) => {
  const res = await fetch(path);
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};

describe('demo backend: terms links', () => {
  it('shows the terms variant of the order for the right checksum only', async () => {
    await startAsDemo({ clock: fakeClock(NOW).clock });
    const res = await terms('STAFFTCS');
    expect(res.status).to.equal(200);
    expect(Object.keys(res.body.order).sort()).to.deep.equal([...ORDER_FIELDS, 'ticket_count', 'merchandise_count'].sort());
    expect(res.body.order).to.include({
      code: 'STAFFTCS',
      staff: 'Box office',
      ticket_count: 1,
      merchandise_count: 1,
      accepted_ts_and_cs: false,
      shipping_amount: 5,
    });
    expect((await terms('STAFFTCS', checksumOf('STAFFBNK'))).status).to.equal(404);
    expect((await terms('NOSUCH01', checksumOf('NOSUCH01'))).status).to.equal(404);
    expect((await post('accept-terms-and-conditions', { order: 'STAFFTCS', checksum: 'wrong' }, null)).status).to.equal(404);
  });

  it('accepts: a card order still to pay gets a payment instruction, a transfer order none, a cancelled one is refused', async () => {
    const backend = await startAsDemo({ clock: fakeClock(NOW).clock });
    const card = await accept('STAFFTCS');
    expect(card.status).to.equal(200);
    expect(card.body.data.customer).to.equal(null);
    expect(card.body.payment?.action).to.equal('redirect');
    expect((await terms('STAFFTCS')).body.order.accepted_ts_and_cs).to.equal(true);
    await providerPays(card.body.payment);
    const paid = orderIn(await shopData(), 'STAFFTCS');
    expect(paid).to.include({ payment_status: 'paid', total_paid: 230 });
    expect([paid.tickets.length, paid.merchandisePurchases.length, paid.cartProducts.length]).to.deep.equal([1, 1, 0]);
    // Paid: accepting again asks for nothing.
    expect((await accept('STAFFTCS')).body.payment).to.equal(null);

    const transfer = await accept('STAFFBNK');
    expect(transfer.body.payment).to.equal(null);
    expect(backend.db.state.orders.find((o) => o.code === 'STAFFBNK')!.accepted_ts_and_cs).to.equal(true);
    expect((await accept('CANCELD1')).status).to.equal(422);
  });
});

describe('demo backend: payment-plan instalments', () => {
  it('loads an instalment by its link; wrong checksum or reference is not found', async () => {
    await startAsDemo({ clock: fakeClock(NOW).clock });
    const res = await instalment('PLANDUE1', 2);
    expect(res.body.order.code).to.equal('PLANDUE1');
    expect(res.body.payment).to.include({ reference: 'PLANDUE1-2', amount: 70, paid_amount: 0, due: true, overdue: false, attempt: 0 });
    expect((await instalment('PLANDUE1', 2, checksumOf('PLANOVER'))).status).to.equal(404);
    expect((await instalment('PLANDUE1', 7)).status).to.equal(404);
    expect((await instalment('PAIDCARD', 1)).status).to.equal(404);
  });

  it('counts attempts per instalment and refuses past the configured maximum', async () => {
    await startAsDemo({ clock: fakeClock(NOW).clock });
    for (const attempt of [1, 2, 3]) {
      const res = await pay('PLANDUE1', 2);
      expect(res.body.data.payment?.action, `attempt ${attempt}`).to.equal('redirect');
      expect((await instalment('PLANDUE1', 2)).body.payment.attempt).to.equal(attempt);
    }
    const refused = await pay('PLANDUE1', 2);
    expect([refused.status, refused.body.message]).to.deep.equal([
      422,
      'You can make a maximum of 3 attempts for each payment. If you are having trouble paying, please contact us.',
    ]);
    expect((await instalment('PLANDUE1', 2)).body.payment.attempt).to.equal(3);
    expect((await instalment('PLANDUE1', 3)).body.payment.attempt).to.equal(0);
    // Seeded at the maximum already.
    expect((await pay('PLANMAXD', 2)).status).to.equal(422);
  });

  it('takes the maximum from the config the backend serves', async () => {
    await startAsDemo({ clock: fakeClock(NOW).clock, seed: (s) => (s.config = { shopPaymentCreditCardMaxAttempts: 1 }) });
    expect((await pay('PLANDUE1', 2)).status).to.equal(200);
    expect((await pay('PLANDUE1', 2)).body.message).to.contain('maximum of 1 attempts');
  });

  it('refuses while the order has an active refund, and a paid instalment', async () => {
    await startAsDemo({ clock: fakeClock(NOW).clock });
    const blocked = await pay('PLANREFD', 2);
    expect([blocked.status, blocked.body.message]).to.deep.equal([
      422,
      'You have an active refund request on this order. Please cancel the refund request if you wish to continue with the payment plan.',
    ]);
    expect((await instalment('PLANREFD', 2)).body.payment.attempt).to.equal(0);
    expect((await pay('PLANPAID', 3)).body.message).to.equal('This payment has already been made.');
  });

  it('pays instalments at the provider until the order is paid and its ticket no longer pending', async () => {
    await startAsDemo({ clock: fakeClock(NOW).clock });
    await providerPays((await pay('PLANOVER', 2)).body.data.payment);
    let order = orderIn(await shopData(), 'PLANOVER');
    expect(order.payments[1]).to.include({ payment_status: 'paid', paid_amount: 70, overdue: false });
    expect(order).to.include({ payment_status: 'partial', total_paid: 141 });
    // Paying ahead of the due date is allowed.
    await providerPays((await pay('PLANOVER', 3)).body.data.payment);
    order = orderIn(await shopData(), 'PLANOVER');
    expect(order).to.include({ payment_status: 'paid', total_paid: 211 });
    expect(ticketIn(await shopData(), 'TKPLAN03')).to.include({ pending: false, allow_download: true });
  });
});

describe('demo backend: downloads', () => {
  it('answers a readable ticket for a downloadable ticket and its holder, 404 otherwise', async () => {
    await startAsDemo({ clock: fakeClock(NOW).clock });
    const ok = await download(`/download-ticket/${encodeURIComponent('demo@festival.example')}/TKFULL01`);
    expect(ok.status).to.equal(200);
    expect(ok.type).to.contain('text/html');
    expect(ok.text).to.contain('Ticket TKFULL01').and.to.contain('Dana Demo').and.to.contain('Weekend ticket');
    expect((await download('/download-ticket/alex.rivera%40example.ie/TKFULL01')).status).to.equal(404);
    expect((await download('/download-ticket/alex.rivera%40example.ie/TKNODOWN')).status).to.equal(404);
    expect((await download('/download-ticket/alex.rivera%40example.ie/TKPLAN02')).status).to.equal(404);
  });

  it("answers an order's invoice for its checksum, 404 otherwise or before there is one", async () => {
    await startAsDemo({ clock: fakeClock(NOW).clock });
    const ok = await download(`/download-invoice/PAIDCARD/${checksumOf('PAIDCARD')}`);
    expect(ok.status).to.equal(200);
    expect(ok.text).to.contain('Invoice for order PAIDCARD').and.to.contain('€200.00');
    expect((await download(`/download-invoice/PAIDCARD/${checksumOf('LOCKED01')}`)).status).to.equal(404);
    expect((await download(`/download-invoice/BANKWAIT/${checksumOf('BANKWAIT')}`)).status).to.equal(404);
  });
});
