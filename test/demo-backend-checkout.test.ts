import { expect } from '@open-wc/testing';
import type { Invoice, Order, PaymentInstruction, ShopData } from '../src/api/wire';
import { DEMO_EMAIL } from '../demo/backend/seed';
import { cartWith, fakeClock, ORDER_FIELDS, post, startAsDemo, TOKEN } from './helpers/api';

/**
 * The demo backend's checkout calls: invoice, vouchers, checkout-cart and the
 * fake card provider (docs/spec.md §4, §5, §7; docs/embed-contract.md §5).
 */

interface Checkout {
  order: Order;
  payment: PaymentInstruction | null;
  data: ShopData;
}

interface CheckoutOptions {
  country?: string;
  voucher?: string | null;
  shipping?: Record<string, unknown>;
  token?: string | null;
}

const ADDRESS = { address_1: '1 Festival Lane', address_2: '', city: 'Dublin', postcode: '' };

const checkout = (cart: string, method: string, { country = 'IE', voucher = null, shipping = {}, token = TOKEN }: CheckoutOptions = {}) =>
  post<Checkout>(
    'checkout-cart',
    {
      cart,
      customer: { full_name: 'Dana Demo', email: DEMO_EMAIL, country, address: {} },
      order: { payment_method: method, shipping_name: null, shipping_country: null, shipping_address: null, ...shipping },
      voucher_code: voucher,
    },
    token,
  );

const shipTo = (country: string, address: Record<string, string> = ADDRESS) => ({
  shipping_country: country,
  shipping_name: 'Dana Demo',
  shipping_address: address,
});

const invoice = async (cart: string, country: string | null) =>
  (await post<{ invoice: Invoice }>('calculate-invoice', { cart, country })).body.invoice;

const sessionOf = (payment: PaymentInstruction | null) => new URL(payment!.url, window.location.href).searchParams.get('session');

describe('demo backend: checkout', () => {
  it('invoices items with tax per rate, exact to the cent, and ships by country (none to the US)', async () => {
    await startAsDemo();
    const cart = await cartWith([{ code: 'WEEKEND' }, { code: 'BOTTLE' }, { code: 'BOTTLE' }, { code: 'BOTTLE' }]);
    const ie = await invoice(cart, 'IE');
    expect(ie.items.map((i) => [i.name, i.shop_item_type, i.price])).to.deep.equal([
      ['Weekend ticket', 'tickets', 200],
      ['Steel water bottle', 'merchandise', 10.3],
      ['Steel water bottle', 'merchandise', 10.3],
      ['Steel water bottle', 'merchandise', 10.3],
    ]);
    expect(ie.items[0]).to.include({
      full_name: 'Holder WEEKEND',
      email: 'holder@example.ie',
      event_id: 1,
      event: 'Summer Sound Festival 2027',
      type: 'ticket',
    });
    // 200.00 at 9 %: tax 16.51; 30.90 at 23 %: tax 5.78.
    expect(ie.tax).to.deep.equal({ 9: 16.51, 23: 5.78 });
    expect(ie.items_total_without_tax).to.deep.equal({ 9: 183.49, 23: 25.12 });
    expect(ie.shipping).to.deep.include({ price: 5 });
    expect(ie.total).to.equal(235.9);
    expect((await invoice(cart, 'DE')).shipping).to.deep.include({ price: 12.5 });
    expect((await invoice(cart, 'DE')).total).to.equal(243.4);
    expect((await invoice(cart, 'US')).shipping).to.equal(null);
    expect((await invoice(cart, null)).shipping).to.equal(null);

    const tickets = await cartWith([{ code: 'DAY-SAT' }]);
    const noMerch = await invoice(tickets, null);
    expect(noMerch.shipping).to.deep.include({ price: 0 });
    expect(noMerch.tax).to.deep.equal({ 9: 7.84 });
    expect(noMerch.total).to.equal(95);
    expect((await post('calculate-invoice', { cart: 'NOPE', country: 'IE' })).status).to.equal(404);
  });

  it('validates vouchers: a valid code in any case, refusing expired, unknown, empty and payment-plan carts', async () => {
    await startAsDemo();
    const cart = await cartWith([{ code: 'DAY-SAT' }]);
    const ok = await post<{ voucher: { code: string; discount_amount: number } }>('validate-voucher', { cart, code: 'tenoff' });
    expect(ok.body.voucher).to.deep.equal({ code: 'TENOFF', discount_amount: 10 });
    for (const code of ['SUMMER25', 'NOSUCHCODE']) {
      const refused = await post('validate-voucher', { cart, code });
      expect([refused.status, refused.body.message]).to.deep.equal([422, 'Invalid or expired voucher code.']);
    }
    expect((await post('validate-voucher', { cart, code: '' })).body.message).to.equal('Please enter a voucher code.');
    const plan = await cartWith([{ code: 'WEEKEND-PLAN' }]);
    expect((await post('validate-voucher', { cart: plan, code: 'TENOFF' })).body.message).to.equal('Invalid or expired voucher code.');
  });

  it('needs a login, then pays by card at the provider: pending items become tickets, once', async () => {
    const backend = await startAsDemo();
    const cart = await cartWith([{ code: 'WEEKEND', holder: 'Ann Lee' }]);
    expect((await checkout(cart, 'credit_card', { token: null })).status).to.equal(401);
    expect((await checkout(cart, 'credit_card', { token: 'stale' })).status).to.equal(401);

    const res = await checkout(cart, 'credit_card');
    expect(res.status).to.equal(200);
    const { order, payment } = res.body;
    expect(Object.keys(order).sort()).to.deep.equal([...ORDER_FIELDS].sort());
    expect(order).to.include({
      payment_method: 'credit_card',
      payment_status: 'pending',
      total_price: 200,
      total_paid: 0,
      accepted_ts_and_cs: true,
      staff: null,
    });
    expect(order.tickets).to.deep.equal([]);
    expect(order.cartProducts.map((l) => [l.full_name, l.pending])).to.deep.equal([['Ann Lee', true]]);
    expect(payment?.action).to.equal('redirect');
    expect(new URL(payment!.url, window.location.href).origin).to.equal(window.location.origin);
    expect(res.body.data.orders.map((o) => o.code)).to.include(order.code);
    expect(backend.db.state.emails.filter((e) => e.kind === 'order').map((e) => [e.to, e.about])).to.deep.equal([[DEMO_EMAIL, order.code]]);

    // The cart is gone and its stock stays sold; a second checkout of it is refused.
    expect((await post('get-cart', { cart })).status).to.equal(404);
    expect((await checkout(cart, 'credit_card')).status).to.equal(404);
    expect(backend.db.findItem('WEEKEND')?.stock_level).to.equal(499);

    const session = sessionOf(payment);
    const shown = await post<{ session: { order: string; amount: number } }>('demo-provider-session', { session }, null);
    expect(shown.body.session).to.include({ order: order.code, amount: 200 });
    expect((await post<{ order: string }>('demo-provider-complete', { session }, null)).body.order).to.equal(order.code);
    const paid = backend.db.state.orders.find((o) => o.code === order.code)!;
    expect(paid).to.include({ payment_status: 'paid', total_paid: 200, has_invoice: true });
    expect(paid.cartProducts).to.deep.equal([]);
    expect(paid.tickets.map((t) => [t.full_name, t.pending, t.status])).to.deep.equal([['Ann Lee', false, 'paid']]);
    expect((await post('demo-provider-complete', { session }, null)).status).to.equal(422);
  });

  it("gives an unpaid card order its Pay now payment_instruction: the checkout's session, new after a cancel, none once paid", async () => {
    const backend = await startAsDemo();
    const res = await checkout(await cartWith([{ code: 'WEEKEND', holder: 'Ann Lee' }]), 'credit_card');
    const { order, payment } = res.body;
    // The session checkout opened is the order's, answered again without opening another.
    expect(order.payment_instruction).to.deep.equal(payment);
    const sessions = () => Object.keys(backend.db.state.providerSessions).length;
    const count = sessions();
    const inData = async () =>
      (await post<{ data: ShopData }>('get-data')).body.data.orders.find((o) => o.code === order.code)!.payment_instruction;
    expect(await inData()).to.deep.equal(payment);
    expect(sessions()).to.equal(count);

    // Cancelled at the provider: the order stays pending and is payable again, on a new session for what is due.
    await post('demo-provider-cancel', { session: sessionOf(payment) }, null);
    const again = (await inData()) as PaymentInstruction | null;
    expect(again?.action).to.equal('redirect');
    expect(sessionOf(again)).to.not.equal(sessionOf(payment));
    expect(backend.db.state.providerSessions[sessionOf(again)!]).to.include({
      order_id: order.id,
      reference: null,
      amount_cents: 20000,
      status: 'open',
    });

    await post('demo-provider-complete', { session: sessionOf(again) }, null);
    expect(await inData()).to.equal(null);
    // Nor for a bank transfer, or a card order whose terms wait (accepting them starts its payment).
    const transfer = await checkout(await cartWith([{ code: 'DAY-SAT' }]), 'bank_transfer');
    expect(transfer.body.order.payment_instruction).to.equal(null);
    const data = (await post<{ data: ShopData }>('get-data')).body.data;
    expect(data.orders.find((o) => o.code === 'STAFFTCS')!.payment_instruction).to.equal(null);
    expect(data.orders.find((o) => o.code === 'PENDCARD')!.payment_instruction).to.have.property('action', 'redirect');
  });

  it('allows bank transfer only where every event has it for the customer country, and card only where every event has it', async () => {
    await startAsDemo();
    // Event 1: transfer for IE, NL, DE only.
    const fr = await checkout(await cartWith([{ code: 'DAY-SAT' }]), 'bank_transfer', { country: 'FR' });
    expect([fr.status, fr.body.errors?.payment_method]).to.deep.equal([422, ['This payment method is not available for this order.']]);
    const ie = await checkout(await cartWith([{ code: 'DAY-SAT' }]), 'bank_transfer');
    expect(ie.body.order).to.include({ payment_method: 'bank_transfer', payment_status: 'pending' });
    expect(ie.body.payment).to.equal(null);
    // Event 2: card only.
    expect((await checkout(await cartWith([{ code: 'WINTER-NIGHT' }]), 'bank_transfer')).status).to.equal(422);
    // Event 3: transfer only.
    expect((await checkout(await cartWith([{ code: 'HARBOUR' }]), 'credit_card')).status).to.equal(422);
    expect((await checkout(await cartWith([{ code: 'HARBOUR' }]), 'bank_transfer', { country: 'FR' })).body.order.payment_method).to.equal(
      'bank_transfer',
    );
    // Events 2 and 3 together: nothing.
    const none = await checkout(await cartWith([{ code: 'HARBOUR' }, { code: 'WINTER-NIGHT' }]), 'credit_card');
    expect([none.status, none.body.message]).to.deep.equal([422, 'No valid payment methods found.']);
  });

  it('with merchandise: needs the country, a shipping country it ships to and the required address lines', async () => {
    await startAsDemo();
    const cart = await cartWith([{ code: 'TEE-2027' }]);
    expect((await checkout(cart, 'credit_card', { country: '' })).body.errors).to.deep.equal({ country: ['Please choose your country.'] });
    expect((await checkout(cart, 'credit_card')).body.errors).to.deep.equal({ shipping_country: ['Please choose the shipping country.'] });
    const us = await checkout(cart, 'credit_card', { shipping: shipTo('US') });
    expect([us.status, us.body.message]).to.deep.equal([422, 'We are currently unable to ship to your country.']);
    const lines = await checkout(cart, 'credit_card', { shipping: shipTo('DE', { address_1: ' ', postcode: '10115' }) });
    expect(lines.body.message).to.equal('Please fill out the following fields: Address line 1, Town / City.');
    const done = await checkout(cart, 'credit_card', { shipping: shipTo('DE') });
    expect(done.body.order).to.include({ shipping_country: 'DE', shipping_amount: 12.5, total_price: 37.5 });
    expect(done.body.order.cartMerchandise.map((l) => l.pending)).to.deep.equal([true]);
  });

  it('takes vouchers: a partial one lowers the card payment, one covering everything pays the order, once', async () => {
    const backend = await startAsDemo();
    const partial = await checkout(await cartWith([{ code: 'DAY-SAT' }]), 'credit_card', { voucher: 'TENOFF' });
    expect(partial.body.order).to.include({ total_price: 85, discount_amount: 10, discount_name: 'TENOFF' });
    expect(backend.db.state.providerSessions[sessionOf(partial.body.payment)!].amount_cents).to.equal(8500);
    // A voucher that does not cover everything is no payment method.
    expect((await checkout(await cartWith([{ code: 'DAY-SAT' }]), 'voucher', { voucher: 'TENOFF' })).status).to.equal(422);

    const cart = await cartWith([{ code: 'DAY-SAT' }, { code: 'TEE-2027' }]);
    // Covered: voucher is the only method.
    expect((await checkout(cart, 'credit_card', { voucher: 'FULLPASS', shipping: shipTo('IE') })).status).to.equal(422);
    const full = await checkout(cart, 'voucher', { voucher: 'fullpass', shipping: shipTo('IE') });
    expect(full.body.order).to.include({
      payment_method: 'voucher',
      payment_status: 'paid',
      total_price: 0,
      discount_amount: 125,
      has_invoice: true,
    });
    expect(full.body.order.tickets).to.have.length(1);
    expect(full.body.order.merchandisePurchases).to.have.length(1);
    expect(full.body.payment).to.equal(null);
    // A gift voucher is spent.
    const again = await post('validate-voucher', { cart: await cartWith([{ code: 'DAY-SAT' }]), code: 'FULLPASS' });
    expect(again.status).to.equal(422);
    expect(
      (await checkout(await cartWith([{ code: 'BOTTLE' }]), 'credit_card', { voucher: 'SUMMER25', shipping: shipTo('IE') })).status,
    ).to.equal(422);
  });

  it('gives a payment-plan order its schedule and takes the initial payment by card, without voucher or transfer', async () => {
    const time = fakeClock('2027-01-15T10:00:00Z');
    const backend = await startAsDemo({ clock: time.clock });
    expect((await checkout(await cartWith([{ code: 'WEEKEND-PLAN' }]), 'credit_card', { voucher: 'TENOFF' })).status).to.equal(422);
    expect((await checkout(await cartWith([{ code: 'WEEKEND-PLAN' }]), 'bank_transfer')).status).to.equal(422);
    const res = await checkout(await cartWith([{ code: 'WEEKEND-PLAN' }]), 'credit_card');
    const { order } = res.body;
    expect(order).to.include({ has_payment_plan: true, total_price: 211, payment_status: 'pending' });
    expect(order.payments.map((p) => [p.amount, p.due_at, p.due, p.payment_status, p.attempt])).to.deep.equal([
      [71, '2027-01-15T00:00:00+00:00', true, 'pending', 1],
      [70, '2027-02-15T00:00:00+00:00', false, 'pending', 0],
      [70, '2027-03-15T00:00:00+00:00', false, 'pending', 0],
    ]);
    expect(backend.db.state.providerSessions[sessionOf(res.body.payment)!]).to.include({
      amount_cents: 7100,
      reference: order.payments[0].reference,
    });
    await post('demo-provider-complete', { session: sessionOf(res.body.payment) }, null);
    const stored = backend.db.state.orders.find((o) => o.code === order.code)!;
    expect(stored).to.include({ payment_status: 'partial', total_paid: 71 });
    expect(stored.payments[0]).to.include({ payment_status: 'paid', paid_amount: 71 });
    expect(stored.tickets.map((t) => t.pending)).to.deep.equal([true]);
  });

  it('refuses an expired cart and an empty one', async () => {
    const time = fakeClock('2027-01-15T10:00:00Z');
    await startAsDemo({ clock: time.clock });
    const cart = await cartWith([{ code: 'DAY-SAT' }]);
    time.advance(16 * 60_000);
    expect((await checkout(cart, 'credit_card')).status).to.equal(404);
    const added = await post<{ cart: { code: string; products: Array<{ id: number }> } }>('add-product-to-cart', {
      cart: null,
      external_code: 'DAY-SAT',
      full_name: 'Ann Lee',
      email: 'ann@example.ie',
      age: '25-34',
      country: 'IE',
      transport_time_id: null,
    });
    const { code, products } = added.body.cart;
    await post('remove-product-from-cart', { cart: code, cart_product_id: products[0].id });
    const empty = await checkout(code, 'credit_card');
    expect([empty.status, empty.body.message]).to.deep.equal([422, 'Your cart is empty.']);
  });
});
