// `npm run api` (scripts/api-server.mjs): the demo backend on a real port,
// callable from another origin, keeping its data in a file between restarts.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startApiServer } from '../../scripts/api-server.mjs';

const dir = mkdtempSync(join(tmpdir(), 'event-shop-api-'));
const dataFile = join(dir, 'data.json');
after(() => rmSync(dir, { recursive: true, force: true }));

const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', Origin: 'https://cms.example' };
const post = async (api, action, body) => {
  const response = await fetch(`${api.apiUrl}/${action}`, { method: 'POST', headers: HEADERS, body: JSON.stringify({ token: null, ...body }) });
  return { status: response.status, cors: response.headers.get('access-control-allow-origin'), body: await response.json() };
};
const login = async (api) => (await post(api, 'login', { email: 'demo@festival.example', password: 'festival2026' })).body;

test('a first start writes the seed to the data file; calls change it; a restart keeps them; --reset starts again', async () => {
  let api = await startApiServer({ port: 0, dataFile });
  assert.ok(existsSync(dataFile), 'the file exists from the first start');
  assert.equal(JSON.parse(readFileSync(dataFile, 'utf8')).customers.length, 1);
  const { remember_token: token } = await login(api);
  const renamed = await post(api, 'update-settings', { token, old_password: 'festival2026', new_password: null, full_name: 'Dana Kept', email: 'demo@festival.example', country: 'IE', address: {} });
  assert.equal(renamed.status, 200);
  const { body } = await post(api, 'add-merchandise-to-cart', { cart: null, external_code: 'TEE-2027' });
  await api.close();

  api = await startApiServer({ port: 0, dataFile });
  assert.equal((await login(api)).data.customer.full_name, 'Dana Kept');
  assert.equal((await post(api, 'get-data', { token })).body.data.customer?.full_name, 'Dana Kept', 'the login token survives too');
  assert.equal((await post(api, 'get-cart', { cart: body.cart.code })).status, 200, 'and the cart');
  await api.close();

  api = await startApiServer({ port: 0, dataFile, reset: true });
  assert.equal((await login(api)).data.customer.full_name, 'Dana Demo');
  assert.equal((await post(api, 'get-cart', { cart: body.cart.code })).status, 404);
  await api.close();
});

test('another origin may call it: preflight, CORS on answers and errors, and the GET downloads', async () => {
  const api = await startApiServer({ port: 0 });
  try {
    const preflight = await fetch(`${api.apiUrl}/get-data`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://cms.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-requested-with', 'Access-Control-Request-Private-Network': 'true' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
    assert.match(preflight.headers.get('access-control-allow-headers'), /X-Requested-With/);
    assert.match(preflight.headers.get('access-control-allow-headers'), /Content-Type/);
    assert.equal(preflight.headers.get('access-control-allow-private-network'), 'true');
    assert.deepEqual(await post(api, 'get-data', {}).then((r) => [r.status, r.cors]), [200, '*']);
    assert.deepEqual(await post(api, 'get-cart', { cart: 'NOCART' }).then((r) => [r.status, r.cors]), [404, '*']);
    const invoice = await fetch(`${api.url}/download-invoice/PAIDCARD/8a59b9d0d95f16f5`);
    assert.equal(invoice.status, 200);
    assert.match(invoice.headers.get('content-type'), /text\/html/);
    assert.match(await invoice.text(), /Invoice for order PAIDCARD/);
  } finally {
    await api.close();
  }
});

test('--base moves the API; a data file that is not JSON is refused, not overwritten', async () => {
  const api = await startApiServer({ port: 0, apiBase: '/shop-api' });
  try {
    assert.equal((await post(api, 'get-data', {})).status, 200);
    assert.equal((await fetch(`${api.url}/api/get-data`, { method: 'POST', headers: HEADERS, body: '{"token":null}' })).status, 404);
  } finally {
    await api.close();
  }
  const broken = join(dir, 'broken.json');
  writeFileSync(broken, '{ not json');
  await assert.rejects(startApiServer({ port: 0, dataFile: broken }), /is not JSON .*--reset/);
  assert.equal(readFileSync(broken, 'utf8'), '{ not json');
});

test('npm run api prints one line: the address and the data file', async () => {
  const script = fileURLToPath(new URL('../../scripts/api-server.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, '--port', '0', '--data', join(dir, 'cli.json')], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const line = await new Promise((done, fail) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        if (out.includes('\n')) done(out.trim());
      });
      child.on('exit', (code) => fail(new Error(`exited ${code}: ${out}`)));
      setTimeout(() => fail(new Error(`no line within 20 s: ${out}`)), 20_000).unref();
    });
    assert.match(line, /^Event Shop demo API: http:\/\/127\.0\.0\.1:\d+\/api\/ \(data: .*cli\.json\)$/);
    const url = line.match(/(http:\S+)/)[1];
    const response = await fetch(`${url}get-data`, { method: 'POST', headers: HEADERS, body: '{"token":null}' });
    assert.equal(response.status, 200);
  } finally {
    child.kill();
  }
});
