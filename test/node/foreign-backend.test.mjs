// Foreign mode of the demo backend (demo/backend/foreign.ts, README "Foreign
// mode"): each rewrite of `foreignReply`, its key lists held to the shop's own
// types (src/api/wire.ts), and the backend answering through it: latency, a
// slow action, a 502 page once, and the shop's requests still accepted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import ts from 'typescript';
import { importTs } from '../../build/import-ts.mjs';
import { entityTypes } from './helpers/entity-types.mjs';
import { createApi } from '../../scripts/dev/api-server.mjs';

const foreign = await importTs("export * from './demo/backend/foreign.ts';");
const { foreignReply } = foreign;

test('money: strings with two decimals, except the keys kept as numbers; maps of amounts too', () => {
  const body = {
    cart: { total_price: 36, products: [{ price: 189.5, fee: 1.5 }] },
    invoice: { total: 30.1, tax: { 23: 4.67 }, items_total_without_tax: { 23: 20.33, 9: 0 } },
  };
  assert.deepEqual(foreignReply(body), {
    cart: { total_price: '36.00', products: [{ price: '189.50', fee: 1.5 }] },
    invoice: { total: '30.10', tax: { 23: 4.67 }, items_total_without_tax: { 23: '20.33', 9: '0.00' } },
  });
  assert.deepEqual(foreignReply({ discount_amount: null, refund_fee: 5, refund_total: 184.5, paid_amount: 30, amount: 70 }), {
    discount_amount: null,
    refund_fee: 5,
    refund_total: '184.50',
    paid_amount: 30,
    amount: '70.00',
  });
});

test('ids: numbers go as strings, strings of digits as numbers, other strings as they are', () => {
  assert.deepEqual(
    foreignReply({
      id: 501,
      event_id: '3',
      transport_time_id: 2,
      order_id: 501,
      refund_id: 'R-7',
      code: '1234',
      order: { id: 501, code: 'PAIDCARD' },
    }),
    {
      id: '501',
      event_id: 3,
      transport_time_id: '2',
      order_id: '501',
      refund_id: 'R-7',
      code: '1234',
      order: { id: '501', code: 'PAIDCARD' },
    },
  );
});

test('empty lists become null; nulls of optional keys are left out, nulls of required keys stay', () => {
  assert.deepEqual(
    foreignReply({
      orders: [],
      products: [{ shop_image_2: null, travel_times: [], travel_time: null, event: null, event_id: null, tickets: [] }],
    }),
    {
      orders: null,
      products: [{ travel_times: null, travel_time: null, event_id: null, tickets: null }],
    },
  );
  assert.deepEqual(foreignReply({ data: { config: null, country: null } }), { data: { country: null } });
});

test('flags: stored ones as 1/0, worked-out ones stay booleans; data.config flags as 1/0, the rest of it untouched', () => {
  assert.deepEqual(
    foreignReply({
      in_stock: false,
      is_featured: true,
      pending: true,
      has_invoice: false,
      accepted_ts_and_cs: true,
      can_refund: true,
      recently_edited: false,
    }),
    {
      in_stock: 0,
      is_featured: 1,
      pending: 1,
      has_invoice: 0,
      accepted_ts_and_cs: 1,
      can_refund: true,
      recently_edited: false,
    },
  );
  const config = { shopActive: false, merchandiseActive: true, ibanCountries: [], texts: { price: 'x' } };
  assert.deepEqual(foreignReply({ data: { config } }), {
    data: { config: { shopActive: 0, merchandiseActive: 1, ibanCountries: [], texts: { price: 'x' } } },
  });
});

test('the answer given is not changed (the backend answers from its live state)', () => {
  const state = { products: [{ id: 1, price: 2, travel_times: [] }] };
  const copy = structuredClone(state);
  foreignReply(state);
  assert.deepEqual(state, copy);
});

test('the demo page query: backend=foreign with its latency, slow actions and 502s', () => {
  const q = (s) => foreign.foreignFromQuery(new URLSearchParams(s));
  assert.equal(q('lang=de'), null);
  assert.deepEqual(q('backend=foreign'), { slow: {}, badGateway: [] });
  assert.deepEqual(q('backend=foreign&latency=0&slow=checkout-cart:3000,get-data&bad-gateway=get-cart, login'), {
    latencyMs: 0,
    slow: { 'checkout-cart': 3000, 'get-data': foreign.SLOW_MS },
    badGateway: ['get-cart', 'login'],
  });
});

/**
 * Each field of the entity types of src/api/wire.ts (derived from src/api/adapt.ts's shapes, so
 * read by the TypeScript checker), wherever it sits: name → the types it has (without the
 * `undefined` of an optional field), and whether each is optional.
 */
function declaredFields() {
  const { checker, exported } = entityTypes();
  const fields = new Map();
  const seen = new Set();
  const visit = (type) => {
    for (const part of type.isUnion() ? type.types : [type]) {
      if (seen.has(part) || !(part.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) continue;
      // A status's `string & {}` (any other text a backend sends) is text, not an object with fields.
      if (part.isIntersection() && part.types.some((t) => t.flags & ts.TypeFlags.String)) continue;
      seen.add(part);
      if (checker.isArrayType(part)) {
        checker.getTypeArguments(part).forEach(visit);
        continue;
      }
      for (const property of checker.getPropertiesOfType(part)) {
        const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
        const type = checker.getTypeOfSymbol(property);
        const field = fields.get(property.name) ?? { types: [], optional: [] };
        // A nested object (an entity, a list of them) stands as one word: its own fields are visited.
        const text = checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation).replace(/ \| undefined$/, '');
        field.types.push(text.includes('{') ? 'object' : text);
        field.optional.push(optional);
        fields.set(property.name, field);
        visit(type);
      }
    }
  };
  for (const symbol of exported)
    if (symbol.flags & ts.SymbolFlags.TypeAlias || symbol.flags & ts.SymbolFlags.Interface) visit(checker.getDeclaredTypeOfSymbol(symbol));
  return fields;
}

test("the key lists follow the shop's types: every amount is in one money list, optional keys are optional everywhere, flags are booleans", () => {
  const fields = declaredFields();
  const COUNTS = [
    'count',
    'remaining',
    'stock_level',
    'limit_per_order',
    'name_change_limit',
    'name_changes_left',
    'attempt',
    'ticket_count',
    'merchandise_count',
  ];
  const numeric = [...fields].filter(([, f]) => f.types.some((t) => /\bnumber\b/.test(t) && !/\bId\b/.test(t))).map(([name]) => name);
  const money = [...foreign.MONEY_AS_STRING, ...foreign.MONEY_AS_NUMBER];
  assert.deepEqual(
    numeric.filter((name) => !COUNTS.includes(name) && !money.includes(name)),
    [],
    'numbers of wire.ts that are neither money nor a count',
  );
  assert.deepEqual(
    money.filter((name) => !numeric.includes(name)),
    [],
    'money keys wire.ts does not have',
  );
  const ids = [...fields].filter(([, f]) => f.types.every((t) => /^Id\b/.test(t))).map(([name]) => name);
  assert.deepEqual(
    ids.filter((name) => !foreign.ID_KEYS.has(name)),
    [],
    'Id fields of wire.ts left out',
  );
  for (const key of foreign.OPTIONAL_KEYS)
    assert.ok(fields.get(key)?.optional.every(Boolean), `${key} is optional wherever wire.ts declares it`);
  for (const key of foreign.FLAG_KEYS)
    assert.ok(
      fields.get(key)?.types.every((t) => t === 'boolean'),
      `${key} is a boolean in wire.ts`,
    );
});

const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

/** A backend in foreign mode (no latency unless asked) and a `post` that answers status, content type and body. */
async function foreignApi(options) {
  const api = await createApi({ foreign: { latencyMs: 0, ...options } });
  const post = async (action, body = {}) => {
    const response = await api.respond(
      new Request(`http://localhost/api/${action}`, { method: 'POST', headers: HEADERS, body: JSON.stringify({ token: null, ...body }) }),
    );
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, type, body: type.includes('json') ? JSON.parse(text) : text };
  };
  return { api, post };
}

test('the backend answers through foreignReply; failures keep their JSON; the fake provider is left alone', async () => {
  const { post } = await foreignApi();
  const { body } = await post('login', { email: 'demo@festival.example', password: 'festival2026' });
  const paid = body.data.orders.find((o) => o.code === 'PAIDCARD');
  assert.equal(paid.id, '501');
  assert.equal(typeof paid.total_price, 'string');
  assert.match(paid.total_price, /^\d+\.\d\d$/);
  assert.equal(paid.has_invoice, 1);
  assert.equal(paid.can_refund, true);
  assert.equal(paid.cartProducts, null);
  assert.ok(!('shop_image_4' in body.data.products[0]), 'a null optional image is left out');
  assert.deepEqual(await post('get-cart', { cart: 'NOCART' }).then((r) => [r.status, typeof r.body.message]), [404, 'string']);
  const created = await post('add-merchandise-to-cart', { cart: null, external_code: 'TEE-2027' });
  assert.equal(created.body.cart.products, null);
  assert.equal(created.body.cart.total_price, '25.00');
  const { payment } = (await post('accept-terms-and-conditions', { order: 'STAFFTCS', checksum: '6668bef0b0378633' })).body;
  const session = await post('demo-provider-session', { session: new URL(payment.url, 'http://localhost').searchParams.get('session') });
  assert.equal(session.body.session.amount, 230, 'demo-* calls answer as ever');
});

test("the shop's requests are still taken, with the ids as the foreign answers gave them", async () => {
  const { post } = await foreignApi();
  const { body } = await post('login', { email: 'demo@festival.example', password: 'festival2026' });
  const token = body.remember_token;
  const paid = body.data.orders.find((o) => o.code === 'PAIDCARD');
  const shuttle = paid.tickets.find((t) => t.code === 'TKSHUTL1');
  const moved = await post('set-travel-time', {
    token,
    code: 'TKSHUTL1',
    transport_time_id: shuttle.product.travel_times.find((t) => t.id === '3').id,
  });
  assert.equal(moved.status, 200, JSON.stringify(moved.body));
  assert.equal(moved.body.data.orders.find((o) => o.code === 'PAIDCARD').tickets.find((t) => t.code === 'TKSHUTL1').transport_time_id, '3');
  const bank = {
    bank_owner_full_name: 'Dana Demo',
    bank_owner_address: { address_1: '1 Festival Lane', address_2: '', city: 'Dublin', postcode: '' },
    bank_name: 'AIB',
    bank_city: 'Dublin',
    bank_country: 'IE',
    bank_bic: 'AIBKIE2D',
    bank_iban: 'IE29AIBK93115212345678',
    bank_account: '',
    note: '',
  };
  const refund = await post('request-refund', { token, order_id: paid.id, tickets: ['TKFULL01'], merchandise: [], ...bank });
  assert.equal(refund.status, 200, JSON.stringify(refund.body));
  assert.equal(typeof refund.body.data.refund_id, 'string');
  const cancelled = await post('cancel-refund', { token, refund_id: refund.body.data.refund_id });
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
  const cart = (
    await post('add-product-to-cart', {
      cart: null,
      external_code: 'SHUTTLE-DUB',
      full_name: 'A B',
      email: 'a@b.ie',
      age: null,
      country: 'IE',
      transport_time_id: '1',
    })
  ).body.cart;
  const line = cart.products[0];
  assert.equal(typeof line.id, 'string');
  const updated = await post('update-product-in-cart', {
    cart: cart.code,
    cart_product_id: line.id,
    full_name: 'A B',
    email: 'a@b.ie',
    age: null,
    country: 'IE',
    transport_time_id: '3',
  });
  assert.equal(updated.status, 200, JSON.stringify(updated.body));
});

test('latency on every call, a slower one on named actions', async () => {
  const { post } = await foreignApi({ latencyMs: 150, slow: { 'get-cart': 600 } });
  const time = async (action) => {
    const t0 = performance.now();
    await post(action, { cart: 'NOCART' });
    return performance.now() - t0;
  };
  const data = await time('get-data');
  const cart = await time('get-cart');
  assert.ok(data >= 140 && data < 550, `get-data took ${data} ms`);
  assert.ok(cart >= 590, `get-cart took ${cart} ms`);
});

test("named actions answer their first call with a proxy's 502 HTML page, then normally", async () => {
  const { api, post } = await foreignApi({ badGateway: ['get-data'] });
  const first = await post('get-data');
  assert.equal(first.status, 502);
  assert.match(first.type, /^text\/html/);
  assert.match(first.body, /<h1>502 Bad Gateway<\/h1>/);
  assert.equal(api.backend.calls.length, 0, 'the backend never saw it');
  const second = await post('get-data');
  assert.equal(second.status, 200);
  assert.equal(second.body.data.orders, null);
  assert.equal(
    (await post('login', { email: 'demo@festival.example', password: 'festival2026' })).status,
    200,
    'other actions answer at once',
  );
});

test('without foreign mode the answers are as before', async () => {
  const api = await createApi();
  const response = await api.respond(
    new Request('http://localhost/api/get-data', { method: 'POST', headers: HEADERS, body: '{"token":null}' }),
  );
  const { data } = await response.json();
  assert.deepEqual(data.orders, []);
  assert.equal(typeof data.products[0].price, 'number');
  assert.equal(typeof data.products[0].id, 'number');
});
