// Checkout: a cart with one ticket checked out by bank transfer, else by card
// (what the backend offers), the payment instruction's shape, and the order in
// get-data with its tickets (spec §7, contract §4).
import { addTicket, ticketToBuy } from './cart.mjs';

const METHODS = ['bank_transfer', 'credit_card'];

export async function checkout(ctx) {
  ctx.progress('checkout');
  const ids = ['checkout.order', 'checkout.payment', 'checkout.in-data'];
  const skip = (why) => ids.forEach((id) => ctx.add(id, 'SKIP', 'checkout-cart', why, 'spec §7'));
  if (ctx.options.readOnly) return skip('--read-only: checkout writes an order');
  if (!ctx.customer) return skip('not logged in (--email/--password): checkout is a customer call');
  const product = ticketToBuy(ctx.data);
  if (!product) return skip('get-data lists no ticket to buy');

  const added = await addTicket(ctx, null, product, 'Conformance Checkout', { key: true });
  const code = added.json?.cart?.code;
  if (added.status !== 200 || !code) return skip(`could not make a cart (add-product-to-cart answered ${added.status})`);

  // a visitor may not check out
  const visitor = await ctx.call('checkout-cart', body(code, ctx.customer, 'bank_transfer'), { token: null, key: true });
  if (visitor.status === 401 || visitor.status === 419)
    ctx.add('session.checkout-needs-login', 'PASS', 'checkout-cart', `without a token: ${visitor.status}`, 'contract §4');
  else ctx.fail('session.checkout-needs-login', visitor, 'expected 401 or 419 for checkout without a token', 'contract §4');

  let got;
  let method;
  const tried = [];
  for (method of METHODS) {
    got = await ctx.call('checkout-cart', body(code, ctx.customer, method), { key: true });
    tried.push(`${method} → ${got.status}`);
    if (got.status === 200) break;
  }
  const order = got.json?.order;
  if (got.status !== 200 || !order) {
    ctx.fail('checkout.order', got, `expected 200 with an order (tried ${tried.join(', ')})`, 'spec §7');
    ctx.add('checkout.payment', 'SKIP', 'checkout-cart', 'no order', 'contract §4');
    ctx.add('checkout.in-data', 'SKIP', 'get-data', 'no order', 'spec §7');
    return;
  }
  ctx.add('checkout.order', 'PASS', 'checkout-cart', `order ${order.code} by ${method} (${tried.join(', ')})`, 'spec §7');

  const payment = got.json.payment;
  if (payment === null) ctx.add('checkout.payment', 'PASS', 'checkout-cart', 'no payment to follow (null)', 'contract §4');
  else {
    const url = typeof payment?.url === 'string' ? payment.url : '';
    const followable = /^https:/i.test(url) || /^\/(?!\/)/.test(url) || !/^[a-z][a-z0-9+.-]*:/i.test(url);
    const shaped =
      (payment?.action === 'redirect' || (payment?.action === 'submit' && payment.params && typeof payment.params === 'object')) && url;
    if (shaped && followable)
      ctx.add('checkout.payment', 'PASS', 'checkout-cart', `${payment.action} to ${url.slice(0, 60)}`, 'contract §4');
    else
      ctx.add(
        'checkout.payment',
        'FAIL',
        'checkout-cart',
        `payment ${JSON.stringify(payment).slice(0, 120)}: not { action: redirect|submit, url (https or same-origin), params? }`,
        'contract §4',
      );
  }

  const after = await ctx.call('get-data');
  const listed = after.json?.data?.orders?.find((o) => o.code === order.code);
  if (after.status === 200 && listed) {
    ctx.data = after.json.data;
    const held = (listed.tickets?.length ?? 0) + (listed.cartProducts?.length ?? 0);
    ctx.add(
      'checkout.in-data',
      held ? 'PASS' : 'FAIL',
      'get-data',
      `order ${order.code} listed with ${listed.tickets?.length ?? 0} tickets, ${listed.cartProducts?.length ?? 0} cart products`,
      'spec §7',
    );
  } else ctx.fail('checkout.in-data', after, `expected order ${order.code} in get-data's orders`, 'spec §7');
}

function body(cart, customer, payment_method) {
  return {
    cart,
    customer: { full_name: customer.full_name, email: customer.email, country: customer.country, address: customer.address ?? {} },
    order: { payment_method, shipping_name: null, shipping_country: null, shipping_address: null },
    voucher_code: null,
  };
}
