// The conformance kit catches what it claims (issue 30, "Proof that it catches what it claims"):
// green against the demo backend, and red, naming the clause, against each deliberately broken copy
// of it (test/node/helpers/broken-backends.mjs). First each breakage is proven on its own with plain
// HTTP requests, so a kit test that fails points at the kit, not at the breakage.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { DEMO_LOGIN, startBackend } from './helpers/broken-backends.mjs';

const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

/** POST `action` to `backend` with `body` (token null unless given); the answer's status, headers and text. */
async function post(backend, action, body = {}, headers = {}) {
  const response = await fetch(`${backend.url}/${action}`, {
    method: 'POST',
    headers: { ...HEADERS, ...headers },
    body: JSON.stringify({ token: null, ...body }),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}
const newCart = (backend, headers) => post(backend, 'add-merchandise-to-cart', { cart: null, external_code: 'TEE-2027' }, headers);
const login = async (backend) => JSON.parse((await post(backend, 'login', DEMO_LOGIN)).text).remember_token;
const json = async (answer) => JSON.parse((await answer).text);
/** The demo's seed (demo/backend/README.md): a card order waiting for its terms, and a payment plan of 71 + 70 + 70. */
const STAFFTCS = { order: 'STAFFTCS', checksum: '6668bef0b0378633' };
const PLANDUE1 = { order: 'PLANDUE1', checksum: '46f0ac46b6c1eca3', reference: 'PLANDUE1-2' };
const cents = (x) => Math.round(x * 100);
/** A card checkout of one WEEKEND ticket for the demo customer: the answer. */
async function cardCheckout(backend, token) {
  const holder = { full_name: 'Broken Holder', email: DEMO_LOGIN.email, age: null, country: 'IE', transport_time_id: null };
  const { cart } = await json(post(backend, 'add-product-to-cart', { token, cart: null, external_code: 'WEEKEND', ...holder }));
  return post(backend, 'checkout-cart', {
    token,
    cart: cart.code,
    customer: { full_name: 'Dana Demo', email: DEMO_LOGIN.email, country: 'IE', address: {} },
    order: { payment_method: 'credit_card', shipping_name: null, shipping_country: null, shipping_address: null },
    voucher_code: null,
  });
}

/** Every money amount in a JSON text, as written: `"price":36.504` → '36.504'. */
const amountsIn = (text) => [...text.matchAll(/"(?:price|fee|total_price|amount|paid_amount|total)":(-?\d+(?:\.\d+)?)/g)].map((m) => m[1]);
/** Every date-time string in a JSON text. */
const timesIn = (text) => [...text.matchAll(/"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[^"]*)"/g)].map((m) => m[1]);
const OFFSET = /(Z|[+-]\d{2}:\d{2})$/;

/** The backends started here, closed at the end. */
const started = [];
after(() => Promise.all(started.map((backend) => backend.close())));
const start = async (breakage) => {
  const backend = await startBackend(breakage);
  started.push(backend);
  return backend;
};

describe('the broken backends break what they say, and only that', () => {
  test('none: money to the cent, times with offsets, 401 for a bad token, JSON refusals, 15 minutes, keys honoured', async () => {
    const backend = await start('none');
    const data = await post(backend, 'login', DEMO_LOGIN);
    assert.equal(data.status, 200);
    assert.ok(amountsIn(data.text).length > 0 && amountsIn(data.text).every((a) => /^-?\d+(\.\d{1,2})?$/.test(a)), 'two decimals at most');
    assert.ok(timesIn(data.text).length > 0 && timesIn(data.text).every((t) => OFFSET.test(t)), 'every time has an offset');
    const bad = await post(backend, 'get-user', { token: 'not-a-token-of-anyone' });
    assert.equal(bad.status, 401);
    assert.match(bad.headers.get('content-type'), /json/);
    assert.deepEqual(JSON.parse(bad.text), { message: 'Unauthenticated.' });
    const { cart } = JSON.parse((await newCart(backend, { 'Idempotency-Key': 'none-1' })).text);
    assert.ok(Math.abs(Date.parse(cart.expires_at) - Date.parse(cart.now) - 15 * 60_000) < 5_000, 'held 15 minutes');
    const repeat = await newCart(backend, { 'Idempotency-Key': 'none-1' });
    assert.equal(repeat.headers.get('idempotent-replayed'), 'true');
    assert.equal(JSON.parse(repeat.text).cart.code, cart.code, 'the repeat was not applied: the same cart');
    // What the three link and card breakages undo: terms recorded, instalments adding up, a card payment to follow.
    const token = await login(backend);
    assert.equal((await post(backend, 'accept-terms-and-conditions', { token, ...STAFFTCS })).status, 200);
    const stafftcs = (await json(post(backend, 'get-data', { token }))).data.orders.find((o) => o.code === 'STAFFTCS');
    assert.equal(stafftcs.accepted_ts_and_cs, true);
    const { order } = await json(post(backend, 'get-payment-plan-order-payment', PLANDUE1));
    assert.equal(
      order.payments.reduce((sum, p) => sum + cents(p.amount), 0),
      cents(order.total_price),
    );
    assert.equal((await json(cardCheckout(backend, token))).payment.action, 'redirect');
  });

  test('money-fraction: every amount has a third decimal (36.5 → 36.504)', async () => {
    const backend = await start('money-fraction');
    for (const answer of [await post(backend, 'get-data'), await post(backend, 'login', DEMO_LOGIN), await newCart(backend)]) {
      const amounts = amountsIn(answer.text);
      assert.ok(amounts.length > 0);
      for (const amount of amounts) assert.match(amount, /^-?\d+\.\d\d4$/);
    }
  });

  test('time-no-offset: no date-time carries an offset', async () => {
    const backend = await start('time-no-offset');
    const data = await post(backend, 'login', DEMO_LOGIN);
    const { cart } = JSON.parse((await newCart(backend)).text);
    const times = [...timesIn(data.text), cart.expires_at, cart.now];
    assert.ok(times.length > 2);
    for (const time of times) assert.doesNotMatch(time, OFFSET);
    const held = Date.parse(`${cart.expires_at}Z`) - Date.parse(`${cart.now}Z`);
    assert.ok(Math.abs(held - 15 * 60_000) < 5_000, 'the times themselves are kept');
  });

  test("any-token: a customer call with a made-up token is answered with the demo customer's data", async () => {
    const backend = await start('any-token');
    const user = await post(backend, 'get-user', { token: 'not-a-token-of-anyone' });
    assert.equal(user.status, 200);
    assert.equal(JSON.parse(user.text).customer.email, DEMO_LOGIN.email);
    // A real token still works; a visitor's call (token null) is left alone.
    assert.equal((await post(backend, 'get-user', { token: await login(backend) })).status, 200);
    assert.equal((await post(backend, 'get-user')).status, 401);
  });

  test('plain-text-refusals: every refusal is text/plain, its message as text; successes stay JSON', async () => {
    const backend = await start('plain-text-refusals');
    const wrong = await post(backend, 'login', { ...DEMO_LOGIN, password: 'not-it' });
    assert.equal(wrong.status, 422);
    assert.match(wrong.headers.get('content-type'), /^text\/plain/);
    assert.throws(() => JSON.parse(wrong.text));
    assert.match(wrong.text, /These credentials do not match our records\./);
    const bad = await post(backend, 'get-user', { token: 'not-a-token-of-anyone' });
    assert.equal(bad.status, 401);
    assert.equal(bad.text, 'Unauthenticated.');
    assert.equal((await post(backend, 'get-cart', { cart: 'NO-SUCH-CART' })).headers.get('content-type')?.startsWith('text/plain'), true);
    const ok = await post(backend, 'get-data');
    assert.equal(ok.status, 200);
    assert.match(ok.headers.get('content-type'), /json/);
  });

  test('hour-hold: a cart expires an hour after its now, with the offset kept', async () => {
    const backend = await start('hour-hold');
    const { cart } = JSON.parse((await newCart(backend)).text);
    assert.equal(Date.parse(cart.expires_at) - Date.parse(cart.now), 60 * 60_000);
    assert.match(cart.expires_at, OFFSET);
    const again = JSON.parse((await post(backend, 'get-cart', { cart: cart.code })).text).cart;
    assert.equal(Date.parse(again.expires_at) - Date.parse(again.now), 60 * 60_000);
  });

  test('key-twice: a write repeated with its Idempotency-Key is applied again', async () => {
    const backend = await start('key-twice');
    const first = await newCart(backend, { 'Idempotency-Key': 'twice-1' });
    const repeat = await newCart(backend, { 'Idempotency-Key': 'twice-1' });
    assert.equal(repeat.status, 200);
    assert.equal(repeat.headers.get('idempotent-replayed'), null);
    assert.notEqual(JSON.parse(repeat.text).cart.code, JSON.parse(first.text).cart.code, 'two carts: the repeat was applied');
  });

  test('terms-not-recorded: accepting a right terms link answers 200 and records nothing; a wrong one is still 404', async () => {
    const backend = await start('terms-not-recorded');
    const token = await login(backend);
    const accepted = await post(backend, 'accept-terms-and-conditions', { token, ...STAFFTCS });
    assert.equal(accepted.status, 200);
    const answer = JSON.parse(accepted.text);
    assert.equal(answer.payment, null);
    assert.ok(Array.isArray(answer.data.orders));
    const after = (await json(post(backend, 'get-data', { token }))).data.orders.find((o) => o.code === 'STAFFTCS');
    assert.equal(after.accepted_ts_and_cs, false, 'not recorded');
    assert.equal((await post(backend, 'accept-terms-and-conditions', { token, order: 'STAFFTCS', checksum: 'wrong' })).status, 404);
  });

  test('instalment-split: a plan of 71 + 70 + 70 = 211 answers 70.33 three times (210.99), in the order and its instalment', async () => {
    const backend = await start('instalment-split');
    const answer = await post(backend, 'get-payment-plan-order-payment', PLANDUE1);
    const { order, payment } = JSON.parse(answer.text);
    assert.equal(order.total_price, 211);
    assert.deepEqual(
      order.payments.map((p) => p.amount),
      [70.33, 70.33, 70.33],
    );
    assert.equal(payment.amount, 70.33);
    assert.equal(order.payments[0].paid_amount, 70.33, 'a paid instalment paid in full');
    for (const amount of amountsIn(answer.text)) assert.match(amount, /^-?\d+(\.\d{1,2})?$/, 'two decimals at most');
    const listed = (await json(post(backend, 'login', DEMO_LOGIN))).data.orders.find((o) => o.code === 'PLANDUE1');
    assert.deepEqual(
      listed.payments.map((p) => p.amount),
      [70.33, 70.33, 70.33],
    );
  });

  test('card-no-payment: a card checkout makes the order but answers payment null', async () => {
    const backend = await start('card-no-payment');
    const token = await login(backend);
    const answer = await json(cardCheckout(backend, token));
    assert.equal(answer.order.payment_method, 'credit_card');
    assert.equal(answer.order.payment_status, 'pending');
    assert.ok(answer.order.total_price > answer.order.total_paid, 'money is due');
    assert.equal(answer.payment, null);
  });
});

describe('the conformance kit: green against the demo backend, red with the clause named against each broken copy', () => {
  /** runConformance from the kit (imported here, so the tests above run whether or not the kit is built). */
  const kit = () => import('../../conformance/run.mjs');
  /** The kit's report against a backend with `breakage`, the demo customer logged in. */
  async function report(breakage, options = {}) {
    const { runConformance } = await kit();
    const backend = await start(breakage);
    try {
      return await runConformance({ api: backend.url, email: DEMO_LOGIN.email, password: DEMO_LOGIN.password, ...options });
    } finally {
      await backend.close();
      started.splice(started.indexOf(backend), 1);
    }
  }
  /** The results as report lines, for a failure message. */
  const lines = (results) => results.map((r) => `${r.status}  ${r.id}  ${r.call}  ${r.detail ?? ''}`).join('\n');
  const statuses = (results, id) => results.filter((r) => r.id === id).map((r) => r.status);

  /** The clause each breakage must fail, and the options it runs with. */
  const CASES = [
    ['money-fraction', 'money.exact', {}],
    ['time-no-offset', 'time.offset', {}],
    ['any-token', 'session.bad-token', {}],
    ['plain-text-refusals', 'envelope.refusal-json', {}],
    ['hour-hold', 'cart.hold', {}],
    ['key-twice', 'idempotency.replay', { requireIdempotency: true }],
    ['terms-not-recorded', 'links.terms-accepted', {}],
    ['instalment-split', 'links.instalment-amounts', {}],
    ['card-no-payment', 'checkout.card', {}],
  ];
  const TIMEOUT = { timeout: 180_000 };

  test('none: no FAIL, and each clause the broken copies fail passes', TIMEOUT, async () => {
    const { results, failed } = await report('none', { requireIdempotency: true });
    assert.equal(failed, 0, lines(results.filter((r) => r.status === 'FAIL')));
    for (const [, id] of CASES) {
      assert.ok(statuses(results, id).length > 0, `clause ${id} is in the report:\n${lines(results)}`);
      assert.ok(statuses(results, id).includes('PASS'), `${id} passes against the demo backend:\n${lines(results)}`);
    }
  });

  for (const [breakage, id, options] of CASES) {
    test(`${breakage}: ${id} fails${options.requireIdempotency ? ' (with requireIdempotency)' : ''}`, TIMEOUT, async () => {
      const { results, failed } = await report(breakage, options);
      assert.ok(statuses(results, id).includes('FAIL'), `${id} should FAIL against ${breakage}:\n${lines(results)}`);
      assert.ok(failed > 0);
    });
  }

  test('key-twice without requireIdempotency: idempotency.replay is a WARN, not a FAIL', TIMEOUT, async () => {
    const { results, warnings } = await report('key-twice');
    const replay = statuses(results, 'idempotency.replay');
    assert.ok(replay.includes('WARN'), `idempotency.replay should WARN:\n${lines(results)}`);
    assert.ok(!replay.includes('FAIL'), `idempotency.replay should not FAIL without requireIdempotency:\n${lines(results)}`);
    assert.ok(warnings > 0);
  });
});
