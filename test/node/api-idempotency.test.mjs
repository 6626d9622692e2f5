// The demo backend honours Idempotency-Key (demo/backend/idempotency.ts, README "Idempotency-Key"):
// a write repeated with its key is applied once and answered as the first time, over real HTTP
// (`npm run api`) and through a restart.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { importTs } from '../../build/import-ts.mjs';
import { createApi, startApiServer } from '../../scripts/dev/api-server.mjs';

const dir = mkdtempSync(join(tmpdir(), 'event-shop-idem-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
/** POST `action` with `body` (token null unless given) and, when given, an Idempotency-Key. */
const poster = (apiUrl) => async (action, body, key) => {
  const response = await fetch(`${apiUrl}/${action}`, {
    method: 'POST',
    headers: { ...HEADERS, ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify({ token: null, ...body }),
  });
  return { status: response.status, replayed: response.headers.get('idempotent-replayed'), body: await response.json() };
};
const ticket = (cart, fullName = 'Ana Key') => ({
  cart,
  external_code: 'SHUTTLE-DUB',
  full_name: fullName,
  email: 'ana@key.example',
  age: null,
  country: 'IE',
  transport_time_id: 1,
});
const linesOf = async (post, code) => (await post('get-cart', { cart: code })).body.cart.products.length;

test('a write repeated with its key is applied once and answered as the first time; without a key each is applied', async () => {
  const api = await startApiServer({ port: 0 });
  const post = poster(api.apiUrl);
  try {
    const created = await post('add-merchandise-to-cart', { cart: null, external_code: 'TEE-2027' });
    const code = created.body.cart.code;
    const first = await post('add-product-to-cart', ticket(code), 'key-add-1');
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.replayed, null);
    const repeat = await post('add-product-to-cart', ticket(code), 'key-add-1');
    assert.equal(repeat.status, 200);
    assert.deepEqual(repeat.body, first.body, 'the same answer, the cart as it was after the first');
    assert.equal(repeat.replayed, 'true');
    assert.equal(await linesOf(post, code), 1, 'one line: the repeat was not applied');
    // Another holder each time (one holder holds one ticket of an item per cart).
    assert.equal((await post('add-product-to-cart', ticket(code, 'Cy One'))).status, 200);
    assert.equal((await post('add-product-to-cart', ticket(code, 'Di Two'))).status, 200);
    assert.equal(await linesOf(post, code), 3, 'without a key, two adds are two lines');
    // A refusal is kept too: its repeat is answered from the kept answer.
    const refused = await post('add-product-to-cart', ticket(code), 'key-422');
    assert.equal(refused.status, 422, 'Ana Key holds a ticket of it already');
    assert.deepEqual(await post('add-product-to-cart', ticket(code), 'key-422'), { ...refused, replayed: 'true' });
  } finally {
    await api.close();
  }
});

test('a key sent again with another body or another call answers 422 and applies nothing', async () => {
  const api = await startApiServer({ port: 0 });
  const post = poster(api.apiUrl);
  try {
    const code = (await post('add-merchandise-to-cart', { cart: null, external_code: 'TEE-2027' })).body.cart.code;
    assert.equal((await post('add-product-to-cart', ticket(code), 'key-reused')).status, 200);
    const message = 'This Idempotency-Key was used for another request.';
    assert.deepEqual(await post('add-product-to-cart', ticket(code, 'Bo Other'), 'key-reused'), {
      status: 422,
      replayed: null,
      body: { message },
    });
    const other = await post('add-merchandise-to-cart', { cart: code, external_code: 'TEE-2027' }, 'key-reused');
    assert.deepEqual(other, { status: 422, replayed: null, body: { message } });
    const cart = (await post('get-cart', { cart: code })).body.cart;
    assert.deepEqual([cart.products.length, cart.merchandise.length], [1, 1], 'neither was applied');
  } finally {
    await api.close();
  }
});

test('the kept answers are in the data file: a repeat after a restart is still not applied', async () => {
  const dataFile = join(dir, 'kept.json');
  let api = await startApiServer({ port: 0, dataFile });
  let post = poster(api.apiUrl);
  const code = (await post('add-merchandise-to-cart', { cart: null, external_code: 'TEE-2027' })).body.cart.code;
  const first = await post('add-product-to-cart', ticket(code), 'key-restart');
  await api.close();
  api = await startApiServer({ port: 0, dataFile });
  post = poster(api.apiUrl);
  try {
    const repeat = await post('add-product-to-cart', ticket(code), 'key-restart');
    assert.deepEqual([repeat.status, repeat.body], [first.status, first.body]);
    assert.equal(await linesOf(post, code), 1);
  } finally {
    await api.close();
  }
});

test('a repeat that arrives while the first is being applied answers 409; once it is done, the first answer', async () => {
  // Foreign mode's slow action: 800 ms on the server, with its key in flight.
  const api = await startApiServer({ port: 0, foreign: { latencyMs: 0, slow: { 'add-product-to-cart': 800 } } });
  const post = poster(api.apiUrl);
  try {
    const code = (await post('add-merchandise-to-cart', { cart: null, external_code: 'TEE-2027' })).body.cart.code;
    const [first, early] = await Promise.all([
      post('add-product-to-cart', ticket(code), 'key-busy'),
      new Promise((done) => setTimeout(done, 200)).then(() => post('add-product-to-cart', ticket(code), 'key-busy')),
    ]);
    assert.equal(first.status, 200);
    assert.deepEqual(early, {
      status: 409,
      replayed: null,
      body: { message: 'A request with this Idempotency-Key is still being processed.' },
    });
    const late = await post('add-product-to-cart', ticket(code), 'key-busy');
    assert.deepEqual([late.status, late.body], [200, first.body]);
    assert.equal(await linesOf(post, code), 1);
  } finally {
    await api.close();
  }
});

test("reads are not keyed (the shop's seven reads); answers are kept a day, and within 1 MB where the state is written out", async () => {
  const { KEEP_MS, PERSISTED_KEEP_CHARS } = await importTs("export * from './demo/backend/idempotency.ts';");
  // The backend keys by the shop's own list of reads (src/api/request-policy.ts): seven of its calls.
  const { isRead } = await importTs("export { isRead } from './src/api/request-policy.ts';");
  const actions = (await importTs("export { createBackend } from './demo/backend/index.ts';"))
    .createBackend()
    .handlers.filter((h) => h.info.method === 'POST')
    .map((h) => String(h.info.path).replace(/^.*\//, ''));
  assert.equal(actions.filter(isRead).length, 7);

  let now = Date.UTC(2026, 10, 28, 10);
  const clock = { now: () => now };
  const poster = (api) => async (action, body, key) =>
    (
      await api.respond(
        new Request(`http://localhost/api/${action}`, {
          method: 'POST',
          headers: { ...HEADERS, 'Idempotency-Key': key },
          body: JSON.stringify({ token: null, ...body }),
        }),
      )
    ).json();
  const api = await createApi({ clock });
  const post = poster(api);
  const one = await post('get-cart', { cart: 'NOCART' }, 'key-read');
  const code = (await post('add-merchandise-to-cart', { cart: null, external_code: 'TEE-2027' }, 'key-new-cart')).cart.code;
  const two = await post('get-cart', { cart: code }, 'key-read');
  assert.equal(typeof one.message, 'string');
  assert.equal(two.cart.code, code, 'the second read with that key is answered for itself');

  // An on-sale's crowd: every key of the last day is kept, however many (the rush bench sends thousands a minute).
  const kept = () => api.backend.db.state.idempotency;
  for (let i = 0; i < 1200; i++) await post('validate-voucher', { cart: code, code: `NOPE${i}` }, `key-${i}`);
  for (let i = 0; i < 30; i++) await post('login', { email: 'demo@festival.example', password: 'festival2026' }, `login-${i}`);
  assert.equal(kept().length, 1 + 1200 + 30);
  assert.equal((await post('validate-voucher', { cart: code, code: 'NOPE0' }, 'key-0')).message, kept()[1].body.message);
  // A day later the old answers go with the next one kept.
  now += KEEP_MS + 1;
  await post('validate-voucher', { cart: code, code: 'LATER' }, 'key-later');
  assert.deepEqual(
    kept().map((k) => k.key),
    ['key-later'],
  );
  assert.ok(!JSON.stringify(kept()).includes('festival2026'), 'a request is kept as its hash: no password in the state');

  // Written out after every call (the demo page's localStorage, a data file): at most 1 MB, the oldest first.
  let text = null;
  const persisted = await createApi({ clock, store: { load: () => text, save: (t) => void (text = t) } });
  const postKept = poster(persisted);
  for (let i = 0; i < 80; i++) await postKept('login', { email: 'demo@festival.example', password: 'festival2026' }, `login-${i}`);
  const stored = persisted.backend.db.state.idempotency;
  const size = stored.reduce((sum, k) => sum + JSON.stringify(k.body).length, 0);
  assert.ok(size <= PERSISTED_KEEP_CHARS, `${size} characters kept`);
  assert.ok(stored.length < 80, 'the oldest went first');
  assert.equal(stored.at(-1).key, 'login-79');
});
