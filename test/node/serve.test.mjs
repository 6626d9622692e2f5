// `npm start` (scripts/dev/serve.mjs): the static server of the demo page. Run as
// `npm start` runs it, in its own process: a request it cannot serve gets an
// answer, and the process keeps serving.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('../../scripts/dev/serve.mjs', import.meta.url));
let child;
let base;

/** A port nothing listens on now. */
const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

before(async () => {
  const port = await freePort();
  child = spawn(process.execPath, [script], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`serve.mjs exited (${code})`)));
    child.stdout.on('data', (chunk) => chunk.toString().includes(`http://localhost:${port}/`) && done());
  });
  base = `http://127.0.0.1:${port}`;
});
after(() => child?.kill());

/** Status and body of a raw request: `path` goes out exactly as written (fetch would normalise it). */
const raw = (method, path) =>
  new Promise((done, fail) => {
    const call = request(`${base}/`, { method, path }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => done({ status: response.statusCode, body, type: response.headers['content-type'] }));
    });
    call.on('error', fail);
    call.end();
  });

const stillServing = async () => {
  const page = await raw('GET', '/demo/');
  assert.equal(page.status, 200, 'the demo page is still served');
  assert.match(page.body, /<html/i);
};

test('a URL that does not decode gets 400, and the server keeps serving', async () => {
  for (const path of ['/%E0%A4%A', '/demo/%E0%A4%A', '/demo/%', 'http://[bad/demo/']) {
    const answer = await raw('GET', path);
    assert.equal(answer.status, 400, path);
    assert.match(answer.body, /malformed/);
    await stillServing();
  }
});

test('nothing outside demo/ and dist/: traversal attempts, plain or encoded, get 404', async () => {
  for (const path of [
    '/demo/../package.json',
    '/demo/%2e%2e/package.json',
    '/demo/..%2fpackage.json',
    '/dist/..%2f..%2f..%2fetc%2fpasswd',
    '/scripts/dev/serve.mjs',
    '/demo/%00',
    '/demo/no-such-file.js',
  ]) {
    const answer = await raw('GET', path);
    assert.equal(answer.status, 404, path);
    assert.equal(answer.body, 'Not found');
  }
  await stillServing();
});

test('HEAD answers the headers without a body; other methods get 405', async () => {
  const head = await raw('HEAD', '/demo/');
  assert.deepEqual([head.status, head.body], [200, '']);
  assert.match(head.type, /text\/html/);
  assert.equal((await raw('HEAD', '/demo/no-such-file.js')).status, 404);
  assert.equal((await raw('POST', '/demo/')).status, 405);
  await stillServing();
});

test("the CMS theme's page (demo/cms/, the journeys' cms host) is served, and the bundle, backend and config it loads resolve", async () => {
  const page = await raw('GET', '/demo/cms/');
  assert.equal(page.status, 200);
  for (const part of ['header', 'nav', 'view', 'footer', 'account', 'cart'])
    assert.match(page.body, new RegExp(`data-event-shop="${part}"`), part);
  const linked = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
  // demo/language.js adds the shop's file for the page's language (dist/event-shop.js, or one language's).
  assert.deepEqual(linked, ['../build/demo-backend.js', '../language.js']);
  const files = ['../../dist/event-shop.js', '../../dist/event-shop.ar.js', '../../dist/event-shop.nl.js'];
  for (const file of [...linked, ...files, '../config.json', '../config.de.json']) {
    const path = new URL(file, 'http://x/demo/cms/').pathname;
    const answer = await raw('HEAD', path);
    // dist/ and demo/build/ exist after `npm run build` (npm test builds first).
    assert.equal(answer.status, 200, path);
  }
});

test("the hostile host (/demo/?host=hostile, the journeys' harshest page) is built from the demo page: the bundle twice in its own script tags, every inline script under the nonce", async () => {
  const page = await raw('GET', '/demo/?host=hostile');
  assert.equal(page.status, 200, page.body.slice(0, 200));
  assert.equal([...page.body.matchAll(/<script src="\.\.\/dist\/event-shop\.js"/g)].length, 2);
  assert.match(page.body, /id="host-widget"/);
  for (const [tag] of page.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>/g))
    assert.match(tag, /nonce="event-shop-demo"/, tag);
});
