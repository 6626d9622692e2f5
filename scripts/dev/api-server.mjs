// The demo backend (demo/backend, the same msw handlers the demo page and the
// tests use) answering real HTTP in Node, with no simulated latency. A DEMO:
// its login is public, its card provider marks orders paid without a card, and
// anyone who reaches it can use it, so it listens on loopback only.
//   npm run api [-- --port 8787 --host 127.0.0.1 --base /api --data .api-data.json --reset]
//   npm run api -- --host 0.0.0.0 --expose-demo-api-to-network   (other machines too)
//   npm run api -- --foreign   (answers like a real host backend, 400 ms per call: demo/backend/README.md, "Foreign mode")
//   npm run api -- --rush   (on-sale day: a waiting room that lets 6 shoppers in a minute and answers the
//     others 429 with Retry-After and their place in the queue; demo/backend/README.md, "Rush mode"), with
//     --rush-admit N (shoppers let in per minute, 6), --rush-session M (minutes a shopper passes, 30),
//     --rush-retry-after-min S and --rush-retry-after-max S (the clamp of Retry-After, 2 and 20 s),
//     --rush-unavailable-once action,… (each one's first call gets a 503 HTML page); any --rush-* implies --rush.
//     A shopper is its cookie `event-shop-rush` on the API's own origin; a page on another origin sends no
//     cookies, so there a shopper is its Origin and User-Agent.
// A CMS page on another origin can point its config `apiBase` at it (CORS is
// open, the state is kept in the data file between restarts). The e-mails it
// would send are kept in that file and listed by GET {apiBase}/demo-emails.
// As a module:
//   import { createApi, startApiServer } from './api-server.mjs';
// `createApi()` gives a request listener to plug into a server of your own
// (scripts/bench/measure-start.mjs); `startApiServer()` runs it alone.
import { lookup } from 'node:dns/promises';
import { createServer } from 'node:http';
import { BlockList } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { importTs } from '../../build/import-ts.mjs';
import { checkDataFile, fileStore } from './api-store.mjs';

/** The largest request body read; every call of the contract is a few KB. */
export const MAX_BODY_BYTES = 1024 * 1024;
export const EXPOSE_FLAG = '--expose-demo-api-to-network';
export const DEMO_LOGIN = { email: 'demo@festival.example', password: 'festival2026' };

/**
 * Bundle demo/backend with msw itself into one module, imported from a data:
 * URL: no file is written, and `getResponse` is the same msw instance that
 * built the handlers (msw matches handlers by its own classes).
 */
function loadBackendModule() {
  return importTs("export { createBackend } from './demo/backend/index.ts'; export { getResponse } from 'msw';");
}

/**
 * What a page on another origin needs (the shop sends no cookies there, so `*` is
 * enough): the three headers of every call (docs/embed-contract.md §4), the
 * `Idempotency-Key` of every write and Queue-it's `x-queueit-ajaxpageurl` (§6);
 * the answers' `Retry-After` and `x-queueit-redirect` made readable to the shop;
 * and Chrome's private-network preflight answered for a public page calling this
 * machine.
 */
export const CORS_ALLOW_HEADERS = 'Content-Type, Accept, X-Requested-With, Idempotency-Key, x-queueit-ajaxpageurl';
export const CORS_EXPOSE_HEADERS = 'Retry-After, x-queueit-redirect';
function corsHeaders(req) {
  const headers = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
    'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS,
    'Access-Control-Expose-Headers': CORS_EXPOSE_HEADERS,
    'Access-Control-Max-Age': '600',
  };
  if (req.headers['access-control-request-private-network'] === 'true') headers['Access-Control-Allow-Private-Network'] = 'true';
  return headers;
}

/** `req.url` as a URL, or null when it is none (a bad absolute form, or a path that does not decode). */
function requestUrl(req) {
  try {
    // A fixed origin: the Host header is the client's to choose, and need not parse.
    const url = new URL(req.url ?? '/', 'http://localhost');
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return null;
  }
}

/**
 * A backend from its seed (in memory, or kept by `store`) and a Node request
 * listener answering `POST {apiBase}/{action}`, `GET {apiBase}/demo-emails` and
 * the GET downloads under the site root. `handle` returns false for any other
 * path, so the caller can serve its own files from the same server (a URL that
 * does not parse or decode gets 400 whatever its path). A body over
 * MAX_BODY_BYTES gets 413, a body that is not JSON 400 (the backend's own
 * check), a failure 500: each a short `{ message }`, the details on stderr.
 * `rush` is rush mode's options (demo/backend/rush.ts), `clock` the backend's clock (tests).
 * @param {{ apiBase?: string, latencyMs?: number, store?: { load(): string | null, save(text: string): void } | null, cors?: boolean, foreign?: object | boolean | null, rush?: object | boolean | null, clock?: { now(): number } }} [options]
 */
export async function createApi({
  apiBase = '/api',
  latencyMs = 0,
  store = null,
  cors = false,
  seed,
  foreign = null,
  rush = null,
  clock,
} = {}) {
  const { createBackend, getResponse } = await loadBackendModule();
  const backend = createBackend({ apiBase, latencyMs, persistKey: null, store, seed, foreign, rush, clock });
  const prefix = `${apiBase.replace(/\/+$/, '')}/`;
  const ours = (path) => path.startsWith(prefix) || /^\/download-(ticket|invoice)\//.test(path);

  /** The backend's answer to a fetch Request, or null when no handler takes it. */
  const respond = (request) => getResponse(backend.handlers, request, { baseUrl: new URL(request.url).origin });

  /** The outbox of the demo page, for a page of your own: what the backend would have e-mailed. */
  function emails() {
    backend.db.load();
    return { emails: backend.db.state.emails.map((email) => ({ ...email, at: new Date(email.at).toISOString() })) };
  }

  /** @returns {boolean} whether the request was the API's */
  function handle(req, res) {
    const url = requestUrl(req);
    const extra = cors ? corsHeaders(req) : {};
    const json = (status, body, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...extra, ...headers });
      res.end(JSON.stringify(body));
    };
    const failed = (error) => {
      // The stack names the backend by its data: URL, the whole bundle: shorten it.
      console.error(
        `Event Shop demo API: ${req.method} ${url.pathname} failed:`,
        String(error?.stack ?? error).replace(/data:text\/javascript;base64,[\w+/=]+/g, 'demo-backend'),
      );
      if (res.headersSent) res.destroy();
      else json(500, { message: 'The demo API failed on this request (its console says why).' });
    };
    if (!url) {
      json(400, { message: 'The request URL is malformed.' });
      return true;
    }
    if (!ours(url.pathname)) return false;
    if (req.method === 'OPTIONS') {
      res.writeHead(cors ? 204 : 405, extra);
      res.end();
      return true;
    }
    if (req.method === 'GET' && url.pathname === `${prefix}demo-emails`) {
      try {
        json(200, emails());
      } catch (error) {
        failed(error);
      }
      return true;
    }
    if (!['GET', 'HEAD', 'POST'].includes(req.method)) {
      json(405, { message: `${req.method} is not a method of this API.` }, { Allow: 'GET, HEAD, POST, OPTIONS' });
      return true;
    }
    // A client that goes away mid-body is no error of the server's.
    req.on('error', () => {});
    const tooLarge = () => {
      // Closing the connection stops the rest of the body; what still comes is read and dropped.
      json(413, { message: `The request body is larger than ${MAX_BODY_BYTES} bytes.` }, { Connection: 'close' });
      req.resume();
    };
    if (Number(req.headers['content-length']) > MAX_BODY_BYTES) {
      tooLarge();
      return true;
    }
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else if (!res.headersSent) tooLarge();
    });
    req.on('end', async () => {
      if (res.headersSent) return;
      try {
        const body = chunks.length ? Buffer.concat(chunks) : undefined;
        const request = new Request(url, {
          method: req.method,
          headers: req.headers,
          body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
        });
        const response = await respond(request);
        if (!response) {
          json(404, { message: `No demo handler for ${req.method} ${url.pathname}` });
          return;
        }
        res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...extra });
        res.end(Buffer.from(await response.arrayBuffer()));
      } catch (error) {
        failed(error);
      }
    });
    return true;
  }

  return { backend, handle, respond };
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * The address to listen on for `host`: one of this machine's loopback
 * addresses, unless `exposeToNetwork`. A name is resolved here and its address
 * listened on, so what was checked is what listens.
 */
async function listenAddress(host, exposeToNetwork) {
  if (exposeToNetwork) return host;
  const found = host ? await lookup(host, { all: true }).catch(() => []) : [];
  const local = found.length > 0 && found.every(({ address, family }) => loopback.check(address, family === 6 ? 'ipv6' : 'ipv4'));
  if (!local) {
    const what = found.length || !host ? 'is not' : 'does not resolve to';
    throw new Error(
      `--host ${host || '(none)'} ${what} a loopback address (127.0.0.1, ::1, localhost). This demo API has a public login and ` +
        `marks orders paid without a card: anyone who can reach it can use it. To serve it to other machines all the same, add ${EXPOSE_FLAG}.`,
    );
  }
  return found[0].address;
}

/**
 * The API alone on host:port (port 0: a free one), on loopback unless
 * `exposeToNetwork`. With `dataFile` the state is kept in that file between
 * restarts (`reset`: from the seed again). Resolves once listening.
 * @param {{ port?: number, host?: string, exposeToNetwork?: boolean, apiBase?: string, dataFile?: string | null, reset?: boolean, latencyMs?: number, foreign?: object | boolean | null, rush?: object | boolean | null, clock?: { now(): number } }} [options]
 */
export async function startApiServer({
  port = 8787,
  host = '127.0.0.1',
  exposeToNetwork = false,
  apiBase = '/api',
  dataFile = null,
  reset = false,
  latencyMs = 0,
  foreign = null,
  rush = null,
  clock,
} = {}) {
  const address = await listenAddress(host, exposeToNetwork);
  const path = dataFile ? resolve(dataFile) : null;
  if (path && !reset) checkDataFile(path);
  const store = path ? fileStore(path) : null;
  const api = await createApi({ apiBase, latencyMs, store, cors: true, foreign, rush, clock });
  // The file exists from the first start on, holding the seed until a call changes it.
  if (reset) api.backend.db.reset();
  else api.backend.db.save();
  const server = createServer((req, res) => {
    if (!api.handle(req, res)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
    }
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, address, done);
  });
  const bound = server.address();
  const shown = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
  const url = `http://${shown}:${bound.port}`;
  const apiUrl = `${url}${apiBase.replace(/\/+$/, '')}`;
  return {
    ...api,
    server,
    url,
    apiUrl,
    emailsUrl: `${apiUrl}/demo-emails`,
    dataFile: path,
    exposed: exposeToNetwork,
    close: () => new Promise((done) => server.close(done)),
  };
}

/** What `npm run api` prints: where it is, and that it is a demo and what that means. */
export function demoBanner(api, { reset = false } = {}) {
  const data = api.dataFile ? `${api.dataFile}${reset ? ', reset to the seed' : ''}` : 'in memory only';
  return [
    `Event Shop demo API: ${api.apiUrl}/ (data: ${data})`,
    '  DEMO ONLY, not a backend to sell with: it has no real customers, payments or e-mail.',
    `  Login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password} (the seed: demo/backend/README.md).`,
    `  Payments are simulated: no card is charged; POST ${api.apiUrl}/demo-provider-complete {"token":null,"session":"<id>"} (the session of a payment's redirect URL) marks that order paid.`,
    `  E-mails are not sent: they are kept ${api.dataFile ? 'in the data file ("emails")' : 'in memory'} and listed by GET ${api.emailsUrl}`,
    api.exposed
      ? `  EXPOSED TO THE NETWORK (${EXPOSE_FLAG}): anyone who can reach ${api.url} can log in, pay orders and read the e-mails.`
      : `  Listening on loopback only: other machines cannot reach it (${EXPOSE_FLAG} with --host allows them).`,
  ].join('\n');
}

/** The --rush-* flags that take a number, and rush mode's option for each (demo/backend/rush.ts). */
const RUSH_NUMBERS = {
  'rush-admit': 'admitPerMinute',
  'rush-session': 'sessionMinutes',
  'rush-retry-after-min': 'minRetryAfterSeconds',
  'rush-retry-after-max': 'maxRetryAfterSeconds',
};

/**
 * Rush mode's options from parsed flags: null without `--rush` or any `--rush-*`.
 * @param {Record<string, string | boolean | undefined>} values
 */
export function rushFromFlags(values) {
  const flags = Object.keys(values).filter((name) => name.startsWith('rush') && values[name] !== undefined && values[name] !== false);
  if (flags.length === 0) return null;
  const rush = {};
  for (const [flag, option] of Object.entries(RUSH_NUMBERS)) {
    if (values[flag] === undefined) continue;
    const value = Number(values[flag]);
    if (!(value > 0)) throw new Error(`--${flag} takes a number above 0, not ${JSON.stringify(values[flag])}.`);
    rush[option] = value;
  }
  const once = values['rush-unavailable-once'];
  if (once)
    rush.unavailableOnce = once
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  return rush;
}

/** What `npm run api -- --rush` adds to the banner. */
export function rushBanner(rush) {
  const { admitPerMinute = 6, minRetryAfterSeconds = 2, maxRetryAfterSeconds = 20, sessionMinutes = 30 } = rush;
  return (
    `Rush mode: lets ${admitPerMinute} shopper${admitPerMinute === 1 ? '' : 's'} in a minute, each for ${sessionMinutes} minutes; the others get 429 with ` +
    `Retry-After (${minRetryAfterSeconds} to ${maxRetryAfterSeconds} s) and their place in the queue (demo/backend/README.md, "Rush mode").`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const expose = EXPOSE_FLAG.slice(2);
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        port: { type: 'string' },
        host: { type: 'string', default: '127.0.0.1' },
        [expose]: { type: 'boolean', default: false },
        base: { type: 'string', default: '/api' },
        data: { type: 'string', default: '.api-data.json' },
        reset: { type: 'boolean', default: false },
        foreign: { type: 'boolean', default: false },
        rush: { type: 'boolean', default: false },
        ...Object.fromEntries(Object.keys(RUSH_NUMBERS).map((flag) => [flag, { type: 'string' }])),
        'rush-unavailable-once': { type: 'string' },
      },
    });
    // `node scripts/dev/api-server.mjs 9000` (a bare port) still works.
    const port = Number(values.port ?? positionals[0] ?? process.env.PORT ?? 8787);
    const { host, base: apiBase, data: dataFile, reset } = values;
    const rush = rushFromFlags(values);
    const api = await startApiServer({
      port,
      host,
      exposeToNetwork: values[expose],
      apiBase,
      dataFile,
      reset,
      foreign: values.foreign,
      rush,
    });
    console.log(demoBanner(api, { reset }));
    if (values.foreign) console.log('Foreign mode: answers as a real host backend might (money as strings, null lists, 400 ms per call).');
    if (rush) console.log(rushBanner(rush));
  } catch (error) {
    console.error(`Event Shop demo API could not start: ${error.message}`);
    process.exit(1);
  }
}
