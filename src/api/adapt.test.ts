import { expect } from '@open-wc/testing';
import { read } from './adapt';
import { camel, MissingField, wire } from './reader';

/** A reading of `call` in euro (100 cents to the euro). */
const at = (call: string) => ({ call, unit: 100, zone: 'Europe/Dublin' });

/** The one adapter (api/adapt.ts): answers as real servers send them. */
describe('reading answers as real backends send them', () => {
  const warnings: unknown[][] = [];
  const warn = console.warn;
  beforeEach(() => {
    warnings.length = 0;
    console.warn = (...args: unknown[]) => void warnings.push(args);
  });
  afterEach(() => (console.warn = warn));

  it('reads money given as a number or a numeric string into exact minor units; anything else is 0 (or null where money may be absent)', () => {
    const { cart } = read.cart(
      {
        cart: {
          code: 'C1',
          expires_at: 'x',
          now: 'x',
          total_price: '36.50',
          products: [{ id: 1, price: ' 10.10 ', fee: 1.5, product: { price: '1e1', fee: 'n/a' } }],
          merchandise: null,
        },
      },
      at('/get-cart'),
    );
    expect(cart.totalPrice).to.equal(3650);
    expect(cart.products[0].price).to.equal(1010);
    expect(cart.products[0].fee).to.equal(150);
    expect(cart.products[0].product.price).to.equal(1000);
    expect(cart.products[0].product.fee).to.equal(0);
    const { order } = read.order({ order: { code: 'O1', discount_amount: null, total_paid: true } }, at('/x'));
    expect(order.discountAmount).to.equal(null);
    expect(order.totalPaid).to.equal(0);
    const { invoice } = read.invoice(
      { invoice: { tax: { 23: '6.60', 0: 'x' }, items_total_without_tax: null, total: '40.3' } },
      at('/calculate-invoice'),
    );
    expect(invoice.tax).to.deep.equal({ 23: 660, 0: 0 });
    expect(invoice.itemsTotalWithoutTax).to.deep.equal({});
    expect(invoice.total).to.equal(4030);
  });

  it("reads money in the currency's minor units, without binary noise: a yen is one unit, a dinar a thousand", () => {
    const cart = (total: unknown, unit: number) =>
      read.cart({ cart: { code: 'C1', total_price: total } }, { ...at('/get-cart'), unit }).cart;
    expect(cart(0.1 + 0.2, 100).totalPrice).to.equal(30);
    expect(cart('10.1', 100).totalPrice).to.equal(1010);
    expect(cart('3650', 1).totalPrice).to.equal(3650);
    expect(cart(1.234, 1000).totalPrice).to.equal(1234);
  });

  it('makes missing or null lists empty, at every depth', () => {
    const { data } = read.data(
      { data: { orders: [{ code: 'O1', tickets: null, payments: [{ amount: '5' }] }], refunds: undefined } },
      at('/get-data'),
    );
    expect(data.products).to.deep.equal([]);
    expect(data.refunds).to.deep.equal([]);
    expect(data.existingTickets).to.deep.equal([]);
    expect(data.orders[0].tickets).to.deep.equal([]);
    expect(data.orders[0].cartMerchandise).to.deep.equal([]);
    expect(data.orders[0].payments[0].amount).to.equal(500);
    expect(data.orders[0].paymentPlan).to.deep.equal([]);
  });

  it('drops entries that are not objects, and says so once per call and place', () => {
    const body = { data: { products: [{ name: 'A' }, null, 'x', 3, [{}], { name: 'B' }] } };
    expect(read.data(body, at('/get-data')).data.products.map((p) => p.name)).to.deep.equal(['A', 'B']);
    read.data(body, at('/get-data'));
    expect(warnings).to.have.length(1);
    expect(String(warnings[0][0])).to.contain('/get-data').and.to.contain('4 entries of data.products dropped');
    read.data(body, at('/login'));
    expect(warnings).to.have.length(2);
  });

  it('reads ids of either type, 1/0 flags, counts, texts; unknown statuses stay as sent; fields by their model names, unknown ones left behind', () => {
    const { data } = read.data(
      {
        data: {
          products: [
            {
              id: '7',
              event_id: 3,
              in_stock: 1,
              is_featured: '1',
              has_payment_plan: 'true',
              force_view: 0,
              stock_level: '12',
              limit_per_order: 'n',
              name: 42,
              extra: { kept: true },
            },
          ],
          orders: [{ code: 'O1', payment_status: 'on-hold-at-bank', tickets: [{ code: 'T1', name_changes_left: null, status: 7 }] }],
          customer: { full_name: 'Dana', email: 'd@x.example', country: null, address: { line1: 'x' } },
          config: { shopActive: 0 },
        },
      },
      at('/get-data'),
    );
    const item = data.products[0];
    expect([item.id, item.eventId]).to.deep.equal(['7', 3]);
    expect([item.inStock, item.isFeatured, item.hasPaymentPlan, item.forceView]).to.deep.equal([true, true, true, false]);
    expect([item.stockLevel, item.limitPerOrder]).to.deep.equal([12, null]);
    expect(item.name).to.equal('42');
    expect(item).to.not.have.any.keys('extra', 'event_id', 'in_stock');
    expect(data.orders[0].paymentStatus).to.equal('on-hold-at-bank');
    expect(data.orders[0].tickets[0].nameChangesLeft).to.equal(null);
    expect(data.orders[0].tickets[0].status).to.equal('7');
    expect(data.customer?.address).to.deep.equal({ line1: 'x' });
    expect(data.config).to.deep.equal({ shopActive: 0 });
  });

  it("reads times into instants shown in their event's zone (a cart line's by its product's), else the config's", () => {
    const t = '2027-07-09T10:00:00+01:00';
    const ms = Date.parse(t);
    const { cart } = read.cart(
      {
        cart: {
          code: 'C1',
          expires_at: '2027-07-09T10:15:00Z',
          now: 'now',
          products: [
            { id: 1, travel_time: t, product: { timezone: 'Europe/Paris', travel_times: [{ id: 2, travel_time: t }] } },
            { id: 3, travel_time: '', product: { timezone: '', allow_refund_requests_until: t, allow_name_changes_until: 17 } },
          ],
        },
      },
      at('/get-cart'),
    );
    expect(cart.expiresAt).to.deep.equal({ ms: Date.parse('2027-07-09T10:15:00Z'), zone: 'Europe/Dublin', text: '2027-07-09T10:15:00Z' });
    // One that is no time keeps its text (shown as it came); its instant is NaN, so a rule on it fails.
    expect([cart.now.ms, cart.now.text]).to.deep.equal([NaN, 'now']);
    const [paris, plain] = cart.products;
    expect(paris.travelTime).to.deep.equal({ ms, zone: 'Europe/Paris', text: t });
    expect(paris.product.travelTimes?.[0].travelTime.zone).to.equal('Europe/Paris');
    // An empty or absent time that may be absent is none (null); one the contract requires is an empty instant.
    expect([plain.travelTime, plain.product.travelTime, plain.product.allowRefundRequestsFrom]).to.deep.equal([null, null, null]);
    expect(plain.product.allowRefundRequestsUntil?.zone).to.equal('Europe/Dublin');
    expect(plain.product.allowNameChangesUntil?.text).to.equal('17');
    const { order } = read.order(
      {
        order: {
          code: 'O1',
          created_at: t,
          tickets: [{ code: 'T1', timezone: 'Asia/Tokyo', travel_time: t, product: { timezone: 'Europe/Paris' } }],
        },
      },
      at('/get-order'),
    );
    expect([order.createdAt.zone, order.tickets[0].travelTime?.zone]).to.deep.equal(['Europe/Dublin', 'Asia/Tokyo']);
    expect(read.instalment({ order: { code: 'O1' }, payment: {} }, at('/get-payment')).payment.dueAt).to.deep.equal({
      ms: NaN,
      zone: 'Europe/Dublin',
      text: '',
    });
  });

  it('a 2xx answer without the field its call promises is a failure, not a later exception', () => {
    expect(() => read.data({}, at('/get-data'))).to.throw(MissingField, 'The answer to /get-data has no data.');
    expect(() => read.cart({ cart: null }, at('/get-cart'))).to.throw(MissingField, 'has no cart');
    expect(() => read.checkout({ order: { total_price: 5 } }, at('/checkout-cart'))).to.throw(MissingField, 'has no order code');
    expect(() => read.instalment({ order: { code: 'O1' } }, at('/get-payment-plan-order-payment'))).to.throw(
      MissingField,
      'has no payment',
    );
  });

  it('what a call can live without: checkout without data, a voucher answer without a voucher, a refund without its id', () => {
    expect(read.checkout({ order: { code: 'O1' } }, at('/checkout-cart'))).to.include({ data: null, payment: null });
    expect(read.voucher({}, at('/validate-voucher')).voucher).to.equal(null);
    expect(read.refund({ data: {} }, at('/request-refund')).data.refundId).to.equal(null);
    expect(read.paid({ data: { payment: { action: 'redirect', url: 'https://p.example' } } }, at('/pay')).payment).to.deep.equal({
      action: 'redirect',
      url: 'https://p.example',
    });
    expect(read.accepted({}, at('/accept-terms-and-conditions'))).to.deep.equal({ data: null, payment: null });
  });
});

describe("the shop's names and the contract's", () => {
  it('names a contract field in camelCase, digits and all, and sends a request field by its contract name', () => {
    expect(['payment_status', 'shop_image_2', 'code', 'accepted_ts_and_cs'].map(camel)).to.deep.equal([
      'paymentStatus',
      'shopImage2',
      'code',
      'acceptedTsAndCs',
    ]);
    expect(wire({ cartProductId: 4, fullName: 'Ann', cart: 'C1' })).to.deep.equal({ cart_product_id: 4, full_name: 'Ann', cart: 'C1' });
  });

  it("sends one level only: an address's lines keep the config's keys", () => {
    const address = { address_1: 'Main St', postCode: 'D01' };
    expect(wire({ bankOwnerAddress: address })).to.deep.equal({ bank_owner_address: address });
  });
});
