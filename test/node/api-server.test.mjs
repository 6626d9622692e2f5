// `npm run api` (scripts/dev/api-server.mjs): the demo backend on a real port,
// callable from another origin, keeping its data in a file between restarts.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { request } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { MAX_BODY_BYTES, startApiServer } from '../../scripts/dev/api-server.mjs';

const dir = mkdtempSync(join(tmpdir(), 'event-shop-api-'));
const dataFile = join(dir, 'data.json');
after(() => rmSync(dir, { recursive: true, force: true }));

const HEADERS = {
  'Content-Type': 'application/json',
  Accept: 'application/json',
  'X-Requested-With': 'XMLHttpRequest',
  Origin: 'https://cms.example',
};
const post = async (api, action, body) => {
  const response = await fetch(`${api.apiUrl}/${action}`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ token: null, ...body }),
  });
  return { status: response.status, cors: response.headers.get('access-control-allow-origin'), body: await response.json() };
};
/** An error answer is `{ message }` and no more: no error name, stack, file or bundle. */
const noStack = ({ text }) => {
  assert.deepEqual(Object.keys(JSON.parse(text)), ['message']);
  assert.doesNotMatch(text, /Error|\bat |stack|\.mjs|\.ts|base64/);
};
const login = async (api) => (await post(api, 'login', { email: 'demo@festival.example', password: 'festival2026' })).body;

test('a first start writes the seed to the data file; calls change it; a restart keeps them; --reset starts again', async () => {
  let api = await startApiServer({ port: 0, dataFile });
  assert.ok(existsSync(dataFile), 'the file exists from the first start');
  assert.equal(JSON.parse(readFileSync(dataFile, 'utf8')).customers.length, 1);
  const { remember_token: token } = await login(api);
  const renamed = await post(api, 'update-settings', {
    token,
    old_password: 'festival2026',
    new_password: null,
    full_name: 'Dana Kept',
    email: 'demo@festival.example',
    country: 'IE',
    address: {},
  });
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
      headers: {
        Origin: 'https://cms.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-requested-with',
        'Access-Control-Request-Private-Network': 'true',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
    assert.match(preflight.headers.get('access-control-allow-headers'), /X-Requested-With/);
    assert.match(preflight.headers.get('access-control-allow-headers'), /Content-Type/);
    assert.equal(preflight.headers.get('access-control-allow-private-network'), 'true');
    // The optional header of the calls that create orders or payments.
    const keyed = await fetch(`${api.apiUrl}/checkout-cart`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://cms.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,idempotency-key,x-requested-with',
      },
    });
    assert.equal(keyed.status, 204);
    // Every header the shop sends (docs/embed-contract.md §4 and §6, Queue-it's included) is allowed.
    const allowed = keyed.headers.get('access-control-allow-headers').split(/,\s*/);
    for (const name of ['Content-Type', 'Accept', 'X-Requested-With', 'Idempotency-Key', 'x-queueit-ajaxpageurl'])
      assert.ok(allowed.includes(name), `${name} allowed: ${allowed}`);
    // And the answers' headers it reads are exposed, on every answer.
    for (const action of ['get-data', 'get-cart']) {
      const answer = await fetch(`${api.apiUrl}/${action}`, { method: 'POST', headers: HEADERS, body: '{"token":null,"cart":"NOCART"}' });
      assert.deepEqual(answer.headers.get('access-control-expose-headers')?.split(/,\s*/), ['Retry-After', 'x-queueit-redirect'], action);
    }
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

const script = fileURLToPath(new URL('../../scripts/dev/api-server.mjs', import.meta.url));

test('npm run api prints its address and data file, and that it is a demo: the login, the fake payments, where the e-mails are', async () => {
  const child = spawn(process.execPath, [script, '--port', '0', '--data', join(dir, 'cli.json')], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const text = await new Promise((done, fail) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        if (out.includes('Listening on')) done(out.trim());
      });
      child.on('exit', (code) => fail(new Error(`exited ${code}: ${out}`)));
      setTimeout(() => fail(new Error(`no banner within 20 s: ${out}`)), 20_000).unref();
    });
    const lines = text.split('\n');
    assert.match(lines[0], /^Event Shop demo API: http:\/\/127\.0\.0\.1:\d+\/api\/ \(data: .*cli\.json\)$/);
    const url = lines[0].match(/(http:\S+)/)[1];
    assert.match(text, /^ {2}DEMO ONLY/m);
    const [, email, password] = text.match(/^ {2}Login: (\S+) \/ (\S+) /m);
    assert.deepEqual([email, password], ['demo@festival.example', 'festival2026']);
    assert.match(
      text,
      new RegExp(`^ {2}Payments are simulated: no card is charged; POST ${url}demo-provider-complete .* marks that order paid\\.$`, 'm'),
    );
    assert.match(text, new RegExp(`^ {2}E-mails are not sent: they are kept in the data file .* GET ${url}demo-emails$`, 'm'));
    assert.match(text, /^ {2}Listening on loopback only: .*--expose-demo-api-to-network/m);
    const response = await fetch(`${url}login`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ token: null, email, password }),
    });
    assert.equal(response.status, 200, "the login printed is the seed's");
  } finally {
    child.kill();
  }
});

test('loopback only: by default, and any --host that is not loopback is refused without --expose-demo-api-to-network', async () => {
  for (const host of [undefined, 'localhost', '::1']) {
    const api = await startApiServer({ port: 0, host });
    try {
      assert.match(api.server.address().address, /^(127\.\d+\.\d+\.\d+|::1)$/, `${host}: ${api.server.address().address}`);
    } finally {
      await api.close();
    }
  }
  for (const host of ['0.0.0.0', '::', '']) {
    await assert.rejects(
      startApiServer({ port: 0, host }),
      /is not a loopback address.*add --expose-demo-api-to-network\.$/s,
      `host ${JSON.stringify(host)}`,
    );
  }
  const cli = await promisify(execFile)(process.execPath, [
    script,
    '--port',
    '0',
    '--host',
    '0.0.0.0',
    '--data',
    join(dir, 'refused.json'),
  ]).catch((error) => error);
  assert.equal(cli.code, 1);
  assert.equal(cli.stdout, '');
  assert.match(
    cli.stderr,
    /^Event Shop demo API could not start: --host 0\.0\.0\.0 is not a loopback address .*anyone who can reach it can use it\. .*add --expose-demo-api-to-network\.\n$/,
  );
  assert.doesNotMatch(cli.stderr, /\n\s+at /, 'no stack');
  assert.ok(!existsSync(join(dir, 'refused.json')), 'refused before anything was written');

  const exposed = await startApiServer({ port: 0, host: '0.0.0.0', exposeToNetwork: true });
  try {
    assert.equal(exposed.server.address().address, '0.0.0.0');
  } finally {
    await exposed.close();
  }
});

test('GET {apiBase}/demo-emails lists the e-mails the backend would have sent, as kept in the data file', async () => {
  const file = join(dir, 'emails.json');
  const api = await startApiServer({ port: 0, dataFile: file });
  try {
    assert.deepEqual(await (await fetch(api.emailsUrl)).json(), { emails: [] });
    const registered = await post(api, 'register', { full_name: 'Mail Reader', email: 'reader@example.com', country: 'IE' });
    assert.equal(registered.status, 200, JSON.stringify(registered.body));
    const response = await fetch(api.emailsUrl, { headers: { Origin: 'https://cms.example' } });
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    const { emails } = await response.json();
    assert.equal(emails.length, 1);
    assert.equal(emails[0].to, 'reader@example.com');
    assert.equal(emails[0].kind, 'password');
    assert.match(emails[0].password, /^\w+$/);
    assert.match(emails[0].at, /^\d{4}-\d\d-\d\dT/);
    assert.equal(JSON.parse(readFileSync(file, 'utf8')).emails[0].password, emails[0].password, 'the file holds the same');
  } finally {
    await api.close();
  }
});

test('a body over 1 MB gets 413, one that is not JSON 400, a failure 500: each a short message, no stack, and the server goes on', async (t) => {
  const api = await startApiServer({ port: 0 });
  const url = `${api.apiUrl}/get-data`;
  const send = async (body, init = {}) => {
    const response = await fetch(url, { method: 'POST', headers: HEADERS, body, ...init });
    return { status: response.status, text: await response.text() };
  };
  // Exactly the limit is still read: a padded get-data call.
  const padded = (size) => `{"token":null,"pad":"${'x'.repeat(size - 23)}"}`;
  try {
    assert.equal(padded(MAX_BODY_BYTES).length, MAX_BODY_BYTES);
    assert.equal((await send(padded(MAX_BODY_BYTES))).status, 200);
    for (const size of [MAX_BODY_BYTES + 1, 8 * MAX_BODY_BYTES]) {
      const answer = await send(padded(size));
      assert.equal(answer.status, 413, `${size} bytes`);
      noStack(answer);
      assert.match(JSON.parse(answer.text).message, /larger than 1048576 bytes/);
    }
    // Without a Content-Length (chunked), counted as it comes.
    const chunk = new Uint8Array(256 * 1024).fill(32);
    let sent = 0;
    const stream = new ReadableStream({ pull: (c) => (sent++ < 5 ? c.enqueue(chunk) : c.close()) });
    const chunked = await send(stream, { duplex: 'half' });
    assert.equal(chunked.status, 413);
    noStack(chunked);

    for (const body of ['{"token":null', 'not json', '']) {
      const answer = await send(body);
      assert.equal(answer.status, 400, body);
      noStack(answer);
    }

    // A handler that throws (here: the state broken under it).
    const logged = t.mock.method(console, 'error', () => {});
    const { customers } = api.backend.db.state;
    api.backend.db.state.customers = null;
    const crashed = await fetch(`${api.apiUrl}/login`, {
      method: 'POST',
      headers: HEADERS,
      body: '{"token":null,"email":"a@b.example","password":"x"}',
    });
    api.backend.db.state.customers = customers;
    const failure = { status: crashed.status, text: await crashed.text() };
    assert.equal(failure.status, 500);
    noStack(failure);
    assert.equal(logged.mock.callCount(), 1, 'the details go to the console');
    assert.match(logged.mock.calls[0].arguments.join(' '), /POST \/api\/login failed: TypeError/);
    assert.doesNotMatch(logged.mock.calls[0].arguments.join(' '), /base64/, 'the backend named short, not by its data: URL');

    assert.equal((await send('{"token":null}')).status, 200, 'still serving');
  } finally {
    await api.close();
  }
});

test('a URL that does not decode gets 400, a Host header that names no host is not needed: never a crash', async () => {
  const api = await startApiServer({ port: 0 });
  try {
    const download = await fetch(`${api.url}/download-invoice/%E0%A4%A/x`);
    assert.equal(download.status, 400);
    noStack({ text: await download.text() });
    const { port } = api.server.address();
    const badHost = await new Promise((done, fail) => {
      const call = request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/get-data', headers: { ...HEADERS, Host: '[bad' } },
        (response) => {
          response.resume();
          done(response.statusCode);
        },
      );
      call.on('error', fail);
      call.end('{"token":null}');
    });
    assert.equal(badHost, 200);
    assert.equal((await post(api, 'get-data', {})).status, 200, 'still serving');
  } finally {
    await api.close();
  }
});
