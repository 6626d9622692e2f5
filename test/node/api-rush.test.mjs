// Rush mode (demo/backend/rush.ts, README "Rush mode"): `npm run api -- --rush` puts a waiting
// room in front of the demo API, letting a few shoppers in a minute and answering the others
// 429 with Retry-After and their place in the queue. A fake clock moves the queue.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { rushFromFlags, startApiServer } from '../../scripts/dev/api-server.mjs';

const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
const QUEUED = 'The shop is very busy. You are in the queue.';

/** The API in rush mode on a clock the test moves (`clock.t`, ms). */
async function rushApi(rush) {
  const clock = { t: Date.parse('2027-03-01T09:00:00Z'), now: () => clock.t };
  const api = await startApiServer({ port: 0, rush, clock });
  return { api, clock, seconds: (s) => (clock.t += s * 1000) };
}

/**
 * A shopper: a cookie jar of one cookie, as a browser on the API's own origin keeps it.
 * `call` answers status, Retry-After, the JSON (or text) body and the cookie it was set.
 */
function shopper(api, headers = {}) {
  const me = { cookie: null };
  me.call = async (action = 'get-data', body = { cart: 'NOCART' }, extra = {}) => {
    const response = await fetch(`${api.apiUrl}/${action}`, {
      method: 'POST',
      headers: { ...HEADERS, ...headers, ...extra, ...(me.cookie ? { Cookie: me.cookie } : {}) },
      body: JSON.stringify({ token: null, ...body }),
    });
    const set = response.headers.get('set-cookie');
    if (set) me.cookie = set.split(';')[0];
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      cors: response.headers.get('access-control-allow-origin'),
      expose: response.headers.get('access-control-expose-headers'),
      type,
      set,
      body: type.includes('json') ? JSON.parse(text) : text,
    };
  };
  return me;
}
const place = (answer) => [answer.status, answer.body.queue?.position, answer.body.queue?.wait_seconds, answer.retryAfter];

test('the first shopper is let in, the next wait in line: 429, Retry-After and their place, which moves as time passes', async () => {
  const { api, seconds } = await rushApi({ admitPerMinute: 6, maxRetryAfterSeconds: 20 });
  try {
    const [ann, bo, cy, di] = [shopper(api), shopper(api), shopper(api), shopper(api)];
    const first = await ann.call();
    assert.equal(first.status, 200, 'let in at once: nobody ahead');
    assert.match(first.set, /^event-shop-rush=[\w-]+; Path=\/; SameSite=Lax$/);
    const second = await bo.call();
    assert.deepEqual(place(second), [429, 1, 10, '10'], 'one every 10 s');
    assert.equal(second.body.message, QUEUED);
    assert.match(second.type, /^application\/json/);
    assert.match(second.set, /^event-shop-rush=/, 'the cookie that keeps the place');
    assert.deepEqual(place(await cy.call()), [429, 2, 20, '20']);
    assert.deepEqual(place(await di.call()), [429, 3, 30, '20'], 'Retry-After at most maxRetryAfterSeconds');
    assert.equal((await ann.call()).status, 200, 'the one let in passes on every call');
    assert.deepEqual(place(await bo.call()), [429, 1, 10, '10'], 'the cookie keeps the place: not a new shopper at the end');

    seconds(9);
    assert.deepEqual(place(await bo.call()), [429, 1, 1, '2'], 'Retry-After at least minRetryAfterSeconds (2)');
    seconds(1);
    assert.equal((await bo.call()).status, 200, "Bo's turn");
    assert.deepEqual(place(await cy.call()), [429, 1, 10, '10'], 'Cy moves up');
    assert.deepEqual(place(await di.call()), [429, 2, 20, '20']);
    seconds(10);
    assert.equal((await cy.call()).status, 200);
    seconds(5);
    assert.deepEqual(place(await di.call()), [429, 1, 5, '5']);
  } finally {
    await api.close();
  }
});

test('a session ends after sessionMinutes: back to the end of the line; calls refused are logged as such', async () => {
  const { api, seconds } = await rushApi({ admitPerMinute: 2, sessionMinutes: 5 });
  try {
    const [ann, bo, cy, di] = [shopper(api), shopper(api), shopper(api), shopper(api)];
    assert.equal((await ann.call()).status, 200);
    assert.deepEqual(place(await bo.call()), [429, 1, 30, '20']);
    seconds(30);
    assert.equal((await bo.call()).status, 200);
    seconds(4 * 60 + 29);
    assert.equal((await ann.call()).status, 200, 'still within 5 minutes');
    seconds(1);
    assert.equal((await cy.call()).status, 200, 'a new shopper, let in: the last admission was long ago');
    assert.deepEqual(place(await di.call()), [429, 1, 30, '20']);
    assert.deepEqual(place(await ann.call()), [429, 2, 60, '20'], "Ann's 5 minutes are over: behind Di");
    assert.equal((await bo.call()).status, 200, "Bo's (let in 30 s later) are not");
    const refused = api.backend.calls.filter((c) => c.refused === 429);
    assert.equal(refused.length, 3);
    assert.deepEqual(refused[0].body, { token: null, cart: 'NOCART' }, 'with the body it carried');
    assert.equal(api.backend.calls.filter((c) => !c.refused).length, 5);
  } finally {
    await api.close();
  }
});

test('unavailableOnce: the first call of each named action by a shopper let in gets a 503 page, then it passes', async () => {
  const { api } = await rushApi({ admitPerMinute: 6, unavailableOnce: ['get-data', 'login'] });
  try {
    const [ann, bo] = [shopper(api), shopper(api)];
    const page = await ann.call('get-data');
    assert.deepEqual([page.status, page.retryAfter], [503, '1']);
    assert.match(page.type, /^text\/html/);
    assert.match(page.body, /<title>Please wait<\/title>/);
    assert.equal((await bo.call('get-data')).status, 429, 'one still in line gets the queue, not the page');
    assert.equal((await ann.call('get-data')).status, 200);
    assert.equal((await ann.call('get-cart')).status, 404, 'other actions answer as ever');
    assert.equal((await ann.call('login', { email: 'x@y.example', password: 'no' })).status, 503);
    assert.equal((await ann.call('login', { email: 'x@y.example', password: 'no' })).status, 422);
    assert.deepEqual(
      api.backend.calls.map((c) => c.refused ?? c.action),
      [503, 429, 'get-data', 'get-cart', 503, 'login'],
    );
  } finally {
    await api.close();
  }
});

test('a write refused by the rush is not kept under its Idempotency-Key: sent again once let in, it is applied', async () => {
  const { api, seconds } = await rushApi({ admitPerMinute: 6 });
  try {
    const [ann, bo] = [shopper(api), shopper(api)];
    await ann.call();
    const add = ['add-merchandise-to-cart', { cart: null, external_code: 'TEE-2027' }, { 'Idempotency-Key': 'key-rush' }];
    assert.equal((await bo.call(...add)).status, 429);
    seconds(10);
    const applied = await bo.call(...add);
    assert.equal(applied.status, 200);
    assert.equal(applied.body.cart.merchandise.length, 1);
    assert.deepEqual((await bo.call(...add)).body, applied.body, 'and its repeat is answered from the kept answer');
  } finally {
    await api.close();
  }
});

test('a page on another origin sends no cookie: there a shopper is its Origin and User-Agent', async () => {
  const { api } = await rushApi({ admitPerMinute: 6 });
  try {
    const page = { Origin: 'https://cms.example' };
    const firefox = shopper(api, { ...page, 'User-Agent': 'Firefox/140' });
    const chrome = shopper(api, { ...page, 'User-Agent': 'Chrome/140' });
    assert.equal((await firefox.call()).status, 200);
    firefox.cookie = null;
    assert.equal((await firefox.call()).status, 200, 'no cookie, the same browser: let in');
    const waits = await chrome.call();
    assert.deepEqual(place(waits), [429, 1, 10, '10'], 'another browser waits');
    assert.equal(waits.cors, '*', 'the refusal carries CORS like any answer');
    assert.match(waits.expose, /\bRetry-After\b/, 'and lets the shop read its Retry-After');
    chrome.cookie = null;
    assert.deepEqual(place(await chrome.call()), [429, 1, 10, '10'], 'and keeps its place without the cookie');
  } finally {
    await api.close();
  }
});

test('rush mode off: no queue, no cookie', async () => {
  const api = await startApiServer({ port: 0 });
  try {
    const answers = await Promise.all([1, 2, 3].map(() => shopper(api).call()));
    assert.deepEqual(
      answers.map((a) => [a.status, a.set]),
      [
        [200, null],
        [200, null],
        [200, null],
      ],
    );
  } finally {
    await api.close();
  }
});

test('the --rush flags', async () => {
  assert.equal(rushFromFlags({ rush: false, foreign: true }), null);
  assert.deepEqual(rushFromFlags({ rush: true }), {});
  assert.deepEqual(
    rushFromFlags({
      'rush-admit': '3',
      'rush-session': '10',
      'rush-retry-after-min': '1',
      'rush-retry-after-max': '5',
      'rush-unavailable-once': 'get-data, checkout-cart',
    }),
    {
      admitPerMinute: 3,
      sessionMinutes: 10,
      minRetryAfterSeconds: 1,
      maxRetryAfterSeconds: 5,
      unavailableOnce: ['get-data', 'checkout-cart'],
    },
    'any --rush-* implies --rush',
  );
  assert.throws(() => rushFromFlags({ rush: true, 'rush-admit': 'many' }), /--rush-admit takes a number above 0, not "many"/);

  const script = fileURLToPath(new URL('../../scripts/dev/api-server.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, '--port', '0', '--data', '', '--rush-admit', '1', '--rush-retry-after-max', '5'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const text = await new Promise((done, fail) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        if (out.includes('Rush mode:')) done(out);
      });
      child.on('exit', (code) => fail(new Error(`exited ${code}: ${out}`)));
      setTimeout(() => fail(new Error(`no banner within 20 s: ${out}`)), 20_000).unref();
    });
    assert.match(text, /^Rush mode: lets 1 shopper in a minute, each for 30 minutes; the others get 429 with Retry-After \(2 to 5 s\)/m);
    const apiUrl = text.match(/(http:\S+)\/ /)[1];
    const api = { apiUrl };
    assert.equal((await shopper(api).call()).status, 200);
    assert.deepEqual(place(await shopper(api).call()), [429, 1, 60, '5']);
  } finally {
    child.kill();
  }
});
