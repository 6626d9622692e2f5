// Cart: add a ticket with its holder, the 15-minute hold, merchandise, update,
// invoice and its sums, a voucher, the replayed Idempotency-Key, removes (spec §7, contract §4–§6).
const HOLD_MS = 15 * 60 * 1000;
const HOLD_SLACK_MS = 5000;
const cents = (x) => Math.round(Number(x) * 100);

/** A ticket the kit can put in a cart: in stock, no payment plan, and a travel time it can pick. */
export function ticketToBuy(data, skip = new Set()) {
  const usable = (p) =>
    p.shop_item_type === 'tickets' &&
    p.in_stock &&
    !p.has_payment_plan &&
    !skip.has(p.external_code) &&
    (p.travel_time_type !== 'selectable' || (p.travel_times ?? []).some((t) => t.remaining !== 0));
  return (data?.products ?? []).find((p) => usable(p) && !p.travel_time_type) ?? (data?.products ?? []).find(usable) ?? null;
}

function holderFor(product, name, customer) {
  const time = product.travel_time_type === 'selectable' ? ((product.travel_times ?? []).find((t) => t.remaining !== 0)?.id ?? null) : null;
  return {
    full_name: name,
    email: customer?.email ?? 'holder@example.invalid',
    age: '25-34',
    country: customer?.country ?? 'IE',
    transport_time_id: time,
  };
}

/**
 * add-product-to-cart with a holder; when the backend refuses the age range the kit guessed
 * (ranges come from the page config), once more without one.
 */
export async function addTicket(ctx, cart, product, name, options = {}) {
  const holder = holderFor(product, name, ctx.customer);
  let got = await ctx.call('add-product-to-cart', { cart, external_code: product.external_code, ...holder }, options);
  if (got.status === 422 && got.json?.errors?.age)
    got = await ctx.call('add-product-to-cart', { cart, external_code: product.external_code, ...holder, age: null }, options);
  return got;
}

const CALLS = {
  'cart.add-ticket': 'add-product-to-cart',
  'cart.hold': 'add-product-to-cart',
  'cart.get': 'get-cart',
  'cart.add-merchandise': 'add-merchandise-to-cart',
  'cart.update': 'update-product-in-cart',
  'cart.invoice': 'calculate-invoice',
  'money.sums': 'calculate-invoice',
  'cart.voucher': 'validate-voucher',
  'idempotency.replay': 'add-merchandise-to-cart',
  'cart.remove-merchandise': 'remove-merchandise-from-cart',
  'cart.remove-ticket': 'remove-product-from-cart',
};
const REFS = { 'cart.hold': 'spec §9', 'money.sums': 'contract §4', 'idempotency.replay': 'contract §6' };

export async function cart(ctx) {
  ctx.progress('cart');
  const unknown = await ctx.call('get-cart', { cart: 'CONFORMANCE-NO-SUCH-CART' });
  if (unknown.status === 404) ctx.add('cart.unknown-404', 'PASS', 'get-cart', 'an unknown cart answers 404', 'contract §5');
  else ctx.fail('cart.unknown-404', unknown, 'expected 404 for an unknown cart code', 'contract §5');

  const ids = [
    'cart.add-ticket',
    'cart.hold',
    'cart.get',
    'cart.add-merchandise',
    'cart.update',
    'cart.invoice',
    'money.sums',
    'cart.voucher',
    'idempotency.replay',
    'cart.remove-merchandise',
    'cart.remove-ticket',
  ];
  const skipAll = (why, from = 0) => ids.slice(from).forEach((id) => ctx.add(id, 'SKIP', CALLS[id], why, REFS[id] ?? 'spec §7'));
  if (ctx.options.readOnly) return skipAll('--read-only: cart calls write');
  const data = ctx.data ?? ctx.visitorData;
  if (!data) return skipAll('no shop data: get-data failed');
  const product = ticketToBuy(data);
  if (!product) return skipAll('get-data lists no ticket in stock without a payment plan');

  // add a ticket with its holder: a new cart
  const added = await addTicket(ctx, null, product, 'Conformance Holder', { key: true });
  const made = added.json?.cart;
  const line = made?.products?.find((p) => p.product?.external_code === product.external_code);
  if (added.status !== 200 || !made?.code || !line) {
    ctx.fail('cart.add-ticket', added, `expected 200 with a new cart holding ${product.external_code}`, 'spec §7');
    return skipAll('no cart was created', 1);
  }
  ctx.add(
    'cart.add-ticket',
    line.full_name === 'Conformance Holder' ? 'PASS' : 'FAIL',
    'add-product-to-cart',
    `cart ${made.code} with ${product.external_code} for ${line.full_name}`,
    'spec §7',
  );
  const code = made.code;

  // the hold, from the server's own clock
  const now = Date.parse(made.now);
  const expires = Date.parse(made.expires_at);
  const held = expires - now;
  if (Number.isNaN(now) || Number.isNaN(expires))
    ctx.fail('cart.hold', added, `now "${made.now}" / expires_at "${made.expires_at}" do not parse`, 'spec §9');
  else if (Math.abs(held - HOLD_MS) <= HOLD_SLACK_MS)
    ctx.add('cart.hold', 'PASS', 'add-product-to-cart', `expires_at - now = ${(held / 1000).toFixed(0)} s`, 'spec §9');
  else
    ctx.add(
      'cart.hold',
      'FAIL',
      'add-product-to-cart',
      `expires_at - now = ${(held / 1000).toFixed(0)} s, not 900 ± 5 s (now ${made.now}, expires_at ${made.expires_at})`,
      'spec §9',
    );

  const read = await ctx.call('get-cart', { cart: code });
  if (read.status === 200 && read.json?.cart?.code === code && read.json.cart.products?.length === made.products.length)
    ctx.add('cart.get', 'PASS', 'get-cart', `the same ${made.products.length} line(s)`, 'spec §7');
  else ctx.fail('cart.get', read, `expected 200 with cart ${code} and its ${made.products.length} line(s)`, 'spec §7');

  // merchandise
  const merch = (data.merchandise ?? []).find((m) => m.in_stock && !m.has_payment_plan);
  let merchLine = null;
  if (!merch) ctx.add('cart.add-merchandise', 'SKIP', 'add-merchandise-to-cart', 'no merchandise in stock', 'spec §7');
  else {
    const got = await ctx.call('add-merchandise-to-cart', { cart: code, external_code: merch.external_code }, { key: true });
    merchLine = got.json?.cart?.merchandise?.find((m) => m.merchandise?.external_code === merch.external_code);
    if (got.status === 200 && merchLine)
      ctx.add('cart.add-merchandise', 'PASS', 'add-merchandise-to-cart', `${merch.external_code} added`, 'spec §7');
    else ctx.fail('cart.add-merchandise', got, `expected 200 with ${merch.external_code} in the cart`, 'spec §7');
  }

  // update the holder
  const holder = holderFor(product, 'Conformance Holder Renamed', ctx.customer);
  const updated = await ctx.call(
    'update-product-in-cart',
    { cart: code, cart_product_id: line.id, ...holder, age: line.age, transport_time_id: line.transport_time_id },
    { key: true },
  );
  const renamed = updated.json?.cart?.products?.find((p) => p.id === line.id);
  if (updated.status === 200 && renamed?.full_name === holder.full_name)
    ctx.add('cart.update', 'PASS', 'update-product-in-cart', 'the holder renamed', 'spec §7');
  else ctx.fail('cart.update', updated, `expected 200 with line ${line.id} held by "${holder.full_name}"`, 'spec §7');

  // invoice and its sums
  const country = ctx.customer?.country ?? 'IE';
  const inv = await ctx.call('calculate-invoice', { cart: code, country });
  const invoice = inv.json?.invoice;
  if (inv.status !== 200 || !invoice) {
    ctx.fail('cart.invoice', inv, 'expected 200 with an invoice', 'spec §7');
    ctx.add('money.sums', 'SKIP', 'calculate-invoice', 'no invoice to add up', 'contract §4');
  } else {
    const rates = Object.keys(invoice.tax ?? {});
    ctx.add(
      'cart.invoice',
      'PASS',
      'calculate-invoice',
      `${invoice.items.length} lines, tax rates ${rates.join(', ') || 'none'}, shipping ${invoice.shipping ? invoice.shipping.price : 'null'} to ${country}`,
      'spec §7',
    );
    sums(ctx, read.json?.cart && (await ctx.call('get-cart', { cart: code })).json?.cart, invoice, inv);
  }

  // a voucher, when given one
  if (!ctx.options.voucher)
    ctx.add('cart.voucher', 'SKIP', 'validate-voucher', 'no --voucher CODE given (a code cannot be discovered)', 'spec §7');
  else {
    const v = await ctx.call('validate-voucher', { cart: code, code: ctx.options.voucher });
    if (v.status === 200 && v.json?.voucher)
      ctx.add('cart.voucher', 'PASS', 'validate-voucher', `${ctx.options.voucher} is valid for this cart`, 'spec §7');
    else ctx.fail('cart.voucher', v, `expected 200 with the voucher ${ctx.options.voucher}`, 'spec §7');
  }
  const badVoucher = await ctx.call('validate-voucher', { cart: code, code: 'CONFORMANCE-NO-SUCH-VOUCHER' });
  if (badVoucher.status === 422) ctx.add('cart.voucher-unknown', 'PASS', 'validate-voucher', 'an unknown code answers 422', 'openapi.json');
  else ctx.fail('cart.voucher-unknown', badVoucher, 'expected 422 for an unknown voucher code', 'openapi.json');

  await replay(ctx, code, data, merch);

  // removes
  if (!merchLine) ctx.add('cart.remove-merchandise', 'SKIP', 'remove-merchandise-from-cart', 'no merchandise line to remove', 'spec §7');
  else {
    const gone = await ctx.call('remove-merchandise-from-cart', { cart: code, cart_merchandise_id: merchLine.id }, { key: true });
    if (gone.status === 200 && !gone.json?.cart?.merchandise?.some((m) => m.id === merchLine.id))
      ctx.add('cart.remove-merchandise', 'PASS', 'remove-merchandise-from-cart', 'the line is gone', 'spec §7');
    else ctx.fail('cart.remove-merchandise', gone, `expected 200 without line ${merchLine.id}`, 'spec §7');
  }
  const gone = await ctx.call('remove-product-from-cart', { cart: code, cart_product_id: line.id }, { key: true });
  if (gone.status === 200 && !gone.json?.cart?.products?.some((p) => p.id === line.id))
    ctx.add('cart.remove-ticket', 'PASS', 'remove-product-from-cart', 'the line is gone', 'spec §7');
  else ctx.fail('cart.remove-ticket', gone, `expected 200 without line ${line.id}`, 'spec §7');
}

/** money.sums: invoice lines + shipping = total; per rate, net + tax = the lines; cart lines = total_price. */
function sums(ctx, cartNow, invoice, exchange) {
  const lines = invoice.items.reduce((s, i) => s + cents(i.price), 0);
  const shipping = invoice.shipping ? cents(invoice.shipping.price) : 0;
  const problems = [];
  if (lines + shipping !== cents(invoice.total))
    problems.push(`invoice lines ${lines / 100} + shipping ${shipping / 100} ≠ total ${invoice.total}`);
  const net = Object.values(invoice.items_total_without_tax ?? {}).reduce((s, x) => s + cents(x), 0);
  const tax = Object.values(invoice.tax ?? {}).reduce((s, x) => s + cents(x), 0);
  if (Object.keys(invoice.tax ?? {}).length && net + tax !== lines)
    problems.push(`net ${net / 100} + tax ${tax / 100} ≠ lines ${lines / 100}`);
  if (cartNow) {
    const inCart = [...(cartNow.products ?? []), ...(cartNow.merchandise ?? [])].reduce((s, l) => s + cents(l.price) + cents(l.fee), 0);
    if (inCart !== cents(cartNow.total_price))
      problems.push(`cart lines (price + fee) ${inCart / 100} ≠ total_price ${cartNow.total_price}`);
  }
  if (problems.length) ctx.add('money.sums', 'FAIL', 'calculate-invoice', problems.join('; '), 'contract §4');
  else
    ctx.add(
      'money.sums',
      'PASS',
      'calculate-invoice',
      `lines ${lines / 100} + shipping ${shipping / 100} = total ${invoice.total}; net + tax = lines; cart total_price adds up`,
      'contract §4',
    );
  void exchange;
}

/** idempotency.replay: one write sent twice with one Idempotency-Key is applied once (contract §6). */
async function replay(ctx, code, data, merch) {
  const strict = ctx.options.requireIdempotency;
  const key = (await import('node:crypto')).randomUUID();
  const count = (c) => (c ? (c.products?.length ?? 0) + (c.merchandise?.length ?? 0) : null);
  const start = (await ctx.call('get-cart', { cart: code })).json?.cart;
  const before = count(start);
  const had = new Set([...(start?.products ?? []), ...(start?.merchandise ?? [])].map((l) => `${l.shop_item_type ?? ''}${l.id}`));
  const send = () =>
    merch
      ? ctx.call('add-merchandise-to-cart', { cart: code, external_code: merch.external_code }, { key })
      : addTicket(ctx, code, ticketToBuy(data), 'Conformance Replay', { key });
  const first = await send();
  const second = await send();
  const after = count((await ctx.call('get-cart', { cart: code })).json?.cart);
  const call = merch ? 'add-merchandise-to-cart' : 'add-product-to-cart';
  const weak = strict ? 'FAIL' : 'WARN';
  if (first.status !== 200) ctx.fail('idempotency.replay', first, 'the first write was refused: nothing to replay', 'contract §6', 'SKIP');
  else if (before !== null && after === before + 1 && second.status === 200)
    ctx.add('idempotency.replay', 'PASS', call, 'sent twice with one key: one line added, the repeat answered 200', 'contract §6');
  else if (after === before + 2)
    ctx.add(
      'idempotency.replay',
      weak,
      call,
      `sent twice with one key: applied twice (${before} → ${after} lines)${strict ? '' : '; the contract lets a backend ignore keys'}`,
      'contract §6',
    );
  else
    ctx.add(
      'idempotency.replay',
      weak,
      call,
      `the repeat answered ${second.status} (${before} → ${after} lines), not the first answer`,
      'contract §6',
    );
  // put the cart back as it was
  const cartNow = (await ctx.call('get-cart', { cart: code })).json?.cart;
  for (const l of cartNow?.merchandise ?? [])
    if (!had.has(`${l.shop_item_type ?? ''}${l.id}`))
      await ctx.call('remove-merchandise-from-cart', { cart: code, cart_merchandise_id: l.id }, { key: true });
  for (const l of cartNow?.products ?? [])
    if (!had.has(`${l.shop_item_type ?? ''}${l.id}`))
      await ctx.call('remove-product-from-cart', { cart: code, cart_product_id: l.id }, { key: true });
}
