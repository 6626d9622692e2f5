// Checkout: a cart with one ticket checked out by bank transfer, else by card
// (what the backend offers), the payment instruction's shape, and the order in
// get-data with its tickets (spec §7, contract §4); then a card checkout where the
// backend offers card: the payment instruction it answers (contract §4).
import { instructionProblem, instructionText } from '../answers.mjs';
import { addTicket, ticketToBuy } from './cart.mjs';

const METHODS = ['bank_transfer', 'credit_card'];

export async function checkout(ctx) {
  ctx.progress('checkout');
  const ids = {
    'checkout.order': 'spec §7',
    'checkout.payment': 'contract §4',
    'checkout.in-data': 'spec §7',
    'checkout.card': 'contract §4',
  };
  const skip = (why) => Object.entries(ids).forEach(([id, ref]) => ctx.add(id, 'SKIP', 'checkout-cart', why, ref));
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
    ctx.add('checkout.card', 'SKIP', 'checkout-cart', 'no order', 'contract §4');
    return;
  }
  ctx.add('checkout.order', 'PASS', 'checkout-cart', `order ${order.code} by ${method} (${tried.join(', ')})`, 'spec §7');

  const payment = got.json.payment;
  const problem = payment === null ? null : instructionProblem(payment);
  if (problem)
    ctx.add(
      'checkout.payment',
      'FAIL',
      'checkout-cart',
      `payment ${JSON.stringify(payment)?.slice(0, 120)}: ${problem}; not null or { action: redirect|submit, url (https or same-origin), params? }`,
      'contract §4',
    );
  else
    ctx.add(
      'checkout.payment',
      'PASS',
      'checkout-cart',
      payment === null ? 'no payment to follow (null)' : instructionText(payment),
      'contract §4',
    );

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

  await card(ctx, method === 'credit_card' ? got : null);
}

/**
 * checkout.card: an order by card answers the card payment to start (contract §4 `checkout-cart`:
 * "`payment`: the card payment to start, else null"; `PaymentInstruction`). `byCard` is the first
 * checkout's answer when that was already by card; else a second cart is checked out by card.
 * A 422 for credit_card (the method is all that differs from a checkout that worked) means the
 * backend does not offer card for this cart: SKIP.
 */
async function card(ctx, byCard) {
  let got = byCard;
  if (!got) {
    const product = ticketToBuy(ctx.data);
    if (!product)
      return ctx.add('checkout.card', 'SKIP', 'checkout-cart', 'get-data lists no ticket to buy for a second order', 'contract §4');
    const added = await addTicket(ctx, null, product, 'Conformance Card', { key: true });
    const code = added.json?.cart?.code;
    if (added.status !== 200 || !code)
      return ctx.add(
        'checkout.card',
        'SKIP',
        'checkout-cart',
        `could not make a cart (add-product-to-cart answered ${added.status})`,
        'contract §4',
      );
    got = await ctx.call('checkout-cart', body(code, ctx.customer, 'credit_card'), { key: true });
    if (got.status === 422)
      return ctx.fail(
        'checkout.card',
        got,
        'card is not offered for this cart (credit_card refused where bank_transfer was taken)',
        'contract §4',
        'SKIP',
      );
  }
  const order = got.json?.order;
  if (got.status !== 200 || !order) return ctx.fail('checkout.card', got, 'expected 200 with an order for credit_card', 'contract §4');
  const payment = got.json.payment;
  const problems = [];
  if (order.payment_method !== 'credit_card') problems.push(`the order's payment_method is ${JSON.stringify(order.payment_method)}`);
  if (payment === null || payment === undefined) {
    // Null is right only when nothing is left to pay by card now (paid, or being processed).
    const due = cents(order.total_price) - cents(order.total_paid);
    if (due > 0 && !['paid', 'processing'].includes(order.payment_status))
      problems.push(
        `payment is ${payment === null ? 'null' : 'missing'} while ${due / 100} is due (${order.payment_status}): the shopper has no card payment to follow`,
      );
  } else {
    const problem = instructionProblem(payment);
    if (problem) problems.push(`payment ${JSON.stringify(payment).slice(0, 100)}: ${problem}`);
  }
  if (problems.length)
    ctx.fail(
      'checkout.card',
      got,
      `expected a card order with { action: redirect|submit, url (https or same-origin), params? }: ${problems.join('; ')}`,
      'contract §4',
    );
  else ctx.add('checkout.card', 'PASS', 'checkout-cart', `order ${order.code} by credit_card: ${instructionText(payment)}`, 'contract §4');
}

const cents = (x) => Math.round(Number(x) * 100);

function body(cart, customer, payment_method) {
  return {
    cart,
    customer: { full_name: customer.full_name, email: customer.email, country: customer.country, address: customer.address ?? {} },
    order: { payment_method, shipping_name: null, shipping_country: null, shipping_address: null },
    voucher_code: null,
  };
}
