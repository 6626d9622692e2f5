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
