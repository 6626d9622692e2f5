// Shop and cart calls of the contract (docs/spec.md §7) on the demo backend,
// sent by the shop's src/api/{shop,cart}.ts; every request and answer is
// checked against contract/openapi.json (test/node/helpers/contract-run.mjs).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AREAS, startContractRun } from './helpers/contract-run.mjs';

const holder = (full_name, extra = {}) => ({
  full_name,
  email: 'holder@example.ie',
  age: '25-34',
  country: 'IE',
  transport_time_id: null,
  ...extra,
});
const customer = {
  full_name: 'Dana Demo',
  email: 'demo@festival.example',
  country: 'IE',
  address: { address_1: '1 Festival Lane', city: 'Dublin' },
};
const noShipping = { payment_method: 'credit_card', shipping_name: null, shipping_country: null, shipping_address: null };
let run;

before(async () => {
  run = await startContractRun();
  const { remember_token } = await run.expectAnswer(200, run.shop.login('demo@festival.example', 'festival2026'));
  run.session.token = remember_token;
});
after(() => run?.close());

test('get-shop-item: an item by code, 404 for an unknown one', async () => {
  const { item } = await run.expectAnswer(200, run.shop.getShopItem('SHUTTLE-DUB'));
  assert.equal(item.travel_time_type, 'selectable');
  await run.expectAnswer(404, run.shop.getShopItem('NO-SUCH-ITEM'));
});

test('a cart: add, read, change, invoice, voucher, remove; its refusals', async () => {
  await run.expectAnswer(404, run.shop.addProductToCart(null, 'NO-SUCH-ITEM', holder('Ann Fan')));
  const missing = await run.expectAnswer(422, run.shop.addProductToCart(null, 'WEEKEND', holder('')));
  assert.ok(missing.errors.full_name);
  const { cart } = await run.expectAnswer(200, run.shop.addProductToCart(null, 'WEEKEND', holder('Ann Fan')));
  const added = await run.expectAnswer(
    200,
    run.shop.addProductToCart(cart.code, 'SHUTTLE-DUB', holder('Ann Fan', { age: null, transport_time_id: 3 })),
  );
  await run.expectAnswer(422, run.shop.addProductToCart(cart.code, 'WEEKEND', holder('Ann Fan')));
  await run.expectAnswer(200, run.shop.addMerchandiseToCart(cart.code, 'TEE-2027'));
  await run.expectAnswer(404, run.shop.addMerchandiseToCart(cart.code, 'WEEKEND'));
  await run.expectAnswer(422, run.shop.addMerchandiseToCart(cart.code, 'HOODIE'));
  const plan = await run.expectAnswer(422, run.shop.addProductToCart(cart.code, 'WEEKEND-PLAN', holder('Ann Fan')));
  assert.match(plan.message, /payment-plan/, 'a message alone, no errors map');

  const { cart: read } = await run.expectAnswer(200, run.shop.getCart(cart.code));
  assert.equal(read.products.length, 2);
  await run.expectAnswer(404, run.shop.getCart('NOCART'));

  const line = added.cart.products[1];
  await run.expectAnswer(200, run.shop.updateProductInCart(cart.code, line.id, holder('Ann Fan', { age: null, transport_time_id: 1 })));
  await run.expectAnswer(422, run.shop.updateProductInCart(cart.code, line.id, holder('Ann Fan', { age: null, transport_time_id: 2 })));
  await run.expectAnswer(404, run.shop.updateProductInCart(cart.code, 999999, holder('Ann Fan')));

  const { invoice } = await run.expectAnswer(200, run.shop.calculateInvoice(cart.code, 'IE'));
  assert.equal(invoice.shipping.price, 5);
  const abroad = await run.expectAnswer(200, run.shop.calculateInvoice(cart.code, 'US'));
  assert.equal(abroad.invoice.shipping, null, 'docs/embed-contract.md §5: merchandise that cannot be shipped there');
  await run.expectAnswer(404, run.shop.calculateInvoice('NOCART', 'IE'));

  await run.expectAnswer(200, run.shop.validateVoucher(cart.code, 'TENOFF'));
  await run.expectAnswer(422, run.shop.validateVoucher(cart.code, 'SUMMER25'));
  await run.expectAnswer(404, run.shop.validateVoucher('NOCART', 'TENOFF'));

  const merchandise = read.merchandise[0];
  await run.expectAnswer(200, run.shop.removeMerchandiseFromCart(cart.code, merchandise.id));
  await run.expectAnswer(404, run.shop.removeMerchandiseFromCart(cart.code, merchandise.id));
  await run.expectAnswer(200, run.shop.removeProductFromCart(cart.code, line.id));
  await run.expectAnswer(404, run.shop.removeProductFromCart(cart.code, line.id));
});

/** A new cart holding these tickets (and merchandise codes). */
async function cartWith(tickets, merchandise = []) {
  let code = null;
  for (const [external, name] of tickets)
    code = (await run.expectAnswer(200, run.shop.addProductToCart(code, external, holder(name)))).cart.code;
  for (const external of merchandise) code = (await run.expectAnswer(200, run.shop.addMerchandiseToCart(code, external))).cart.code;
  return code;
}

test('checkout by card: 401 without a token, 422 for a country we cannot ship to, then an order and a payment to follow', async () => {
  const code = await cartWith([['DAY-SAT', 'Bo Card']], ['TEE-2027']);
  const token = run.session.token;
  run.session.token = null;
  await run.expectAnswer(401, run.shop.checkoutCart(code, customer, noShipping, null));
  run.session.token = token;
  const shipUS = {
    ...noShipping,
    shipping_name: 'Dana Demo',
    shipping_country: 'US',
    shipping_address: { address_1: '1 Main St', city: 'Boston' },
  };
  const refused = await run.expectAnswer(422, run.shop.checkoutCart(code, customer, shipUS, null));
  assert.ok(refused.errors.shipping_country);
  const shipIE = { ...shipUS, shipping_country: 'IE', shipping_address: customer.address };
  const { order, payment } = await run.expectAnswer(200, run.shop.checkoutCart(code, customer, shipIE, 'TENOFF'));
  assert.equal(payment.action, 'redirect');
  assert.equal(order.cartProducts.length, 1);
  await run.expectAnswer(404, run.shop.checkoutCart(code, customer, shipIE, null));
});

test('checkout by bank transfer and by a voucher that covers everything: no payment to follow', async () => {
  const transfer = await cartWith([['HARBOUR', 'Cy Transfer']]);
  const byCard = await run.expectAnswer(422, run.shop.checkoutCart(transfer, customer, noShipping, null));
  assert.ok(byCard.errors.payment_method, 'event 3 takes no card');
  const banked = await run.expectAnswer(
    200,
    run.shop.checkoutCart(transfer, customer, { ...noShipping, payment_method: 'bank_transfer' }, null),
  );
  assert.equal(banked.payment, null);
  assert.equal(banked.order.payment_method, 'bank_transfer');

  const gift = await cartWith([['WEEKEND', 'Di Voucher']]);
  const covered = await run.expectAnswer(
    200,
    run.shop.checkoutCart(gift, customer, { ...noShipping, payment_method: 'voucher' }, 'FULLPASS'),
  );
  assert.equal(covered.payment, null);
  assert.equal(covered.order.payment_status, 'paid');
  assert.equal(covered.order.tickets.length, 1, 'a paid order holds tickets, checked as Ticket');
});

test('a paid card order: the provider (demo only) pays it, and its new tickets and purchases come back in the data', async () => {
  const code = await cartWith([['CAMP-BOUTIQUE', 'Ed Paid']], ['BOTTLE']);
  const shipping = {
    payment_method: 'credit_card',
    shipping_name: 'Dana Demo',
    shipping_country: 'NL',
    shipping_address: customer.address,
  };
  const { order, payment } = await run.expectAnswer(200, run.shop.checkoutCart(code, customer, shipping, null));
  const session = new URL(payment.url, run.origin).searchParams.get('session');
  await run.demo('demo-provider-complete', { session });
  const { data } = await run.expectAnswer(200, run.shop.getData());
  const paid = data.orders.find((o) => o.code === order.code);
  assert.equal(paid.payment_status, 'paid');
  assert.equal(paid.merchandisePurchases.length, 1);
});

test('every documented answer of the shop and cart calls was seen and checked', () => {
  assert.deepEqual(run.unseen(AREAS.shop), []);
});
