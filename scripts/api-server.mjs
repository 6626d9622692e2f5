// The demo backend (demo/backend, the same msw handlers the demo page and the
// tests use) answering real HTTP in Node, with no simulated latency.
//   npm run api [-- --port 8787 --host 127.0.0.1 --base /api --data .api-data.json --reset --foreign]
// `--foreign`: answers like a real host backend, 400 ms per call (demo/backend/README.md, "Foreign mode").
// A CMS page on another origin can point its config `apiBase` at it (CORS is
// open, the state is kept in the data file between restarts). As a module:
//   import { createApi, startApiServer } from './api-server.mjs';
// `createApi()` gives a request listener to plug into a server of your own
// (scripts/measure-start.mjs); `startApiServer()` runs it alone.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { importTs } from '../build/import-ts.mjs';
import { checkDataFile, fileStore } from './api-store.mjs';

/**
 * Bundle demo/backend with msw itself into one module, imported from a data:
 * URL: no file is written, and `getResponse` is the same msw instance that
 * built the handlers (msw matches handlers by its own classes).
 */
function loadBackendModule() {
  return importTs("export { createBackend } from './demo/backend/index.ts'; export { getResponse } from 'msw';");
}

/**
 * What a page on another origin needs (the shop sends no cookies, so `*` is
 * enough): the three headers of every call (contract 4), and Chrome's
 * private-network preflight answered for a public page calling this machine.
 */
function corsHeaders(req) {
  const headers = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Accept, X-Requested-With',
    'Access-Control-Max-Age': '600',
  };
  if (req.headers['access-control-request-private-network'] === 'true') headers['Access-Control-Allow-Private-Network'] = 'true';
  return headers;
}

/**
 * A backend from its seed (in memory, or kept by `store`) and a Node request
 * listener answering `POST {apiBase}/{action}` and the GET downloads under the
 * site root. `handle` returns false for any other path, so the caller can serve
 * its own files from the same server.
 * @param {{ apiBase?: string, latencyMs?: number, store?: { load(): string | null, save(text: string): void } | null, cors?: boolean, foreign?: object | boolean | null }} [options]
 */
export async function createApi({ apiBase = '/api', latencyMs = 0, store = null, cors = false, seed, foreign = null } = {}) {
  const { createBackend, getResponse } = await loadBackendModule();
  const backend = createBackend({ apiBase, latencyMs, persistKey: null, store, seed, foreign });
  const prefix = `${apiBase.replace(/\/+$/, '')}/`;
  const ours = (path) => path.startsWith(prefix) || /^\/download-(ticket|invoice)\//.test(path);

  /** The backend's answer to a fetch Request, or null when no handler takes it. */
  const respond = (request) => getResponse(backend.handlers, request, { baseUrl: new URL(request.url).origin });

  /** @returns {boolean} whether the request was the API's */
  function handle(req, res) {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    if (!ours(url.pathname)) return false;
    const extra = cors ? corsHeaders(req) : {};
    if (req.method === 'OPTIONS') {
      res.writeHead(cors ? 204 : 405, extra);
      res.end();
      return true;
    }
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      try {
        const body = chunks.length ? Buffer.concat(chunks) : undefined;
        const request = new Request(url, { method: req.method, headers: req.headers, body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body });
        const response = await respond(request);
        if (!response) {
          res.writeHead(404, { 'Content-Type': 'application/json', ...extra });
          res.end(JSON.stringify({ message: `No demo handler for ${req.method} ${url.pathname}` }));
          return;
        }
        res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...extra });
        res.end(Buffer.from(await response.arrayBuffer()));
      } catch (error) {
        res.writeHead(500, { 'Content-Type': 'application/json', ...extra });
        res.end(JSON.stringify({ message: String(error) }));
      }
    });
    return true;
  }

  return { backend, handle, respond };
}

/**
 * The API alone on host:port (port 0: a free one). With `dataFile` the state
 * is kept in that file between restarts (`reset`: from the seed again).
 * Resolves once listening.
 * @param {{ port?: number, host?: string, apiBase?: string, dataFile?: string | null, reset?: boolean, latencyMs?: number, foreign?: object | boolean | null }} [options]
 */
export async function startApiServer({ port = 8787, host = '127.0.0.1', apiBase = '/api', dataFile = null, reset = false, latencyMs = 0, foreign = null } = {}) {
  const path = dataFile ? resolve(dataFile) : null;
  if (path && !reset) checkDataFile(path);
  const store = path ? fileStore(path) : null;
  const api = await createApi({ apiBase, latencyMs, store, cors: true, foreign });
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
    server.listen(port, host, done);
  });
  const address = server.address();
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${shown}:${address.port}`;
  return { ...api, server, url, apiUrl: `${url}${apiBase.replace(/\/+$/, '')}`, dataFile: path, close: () => new Promise((done) => server.close(done)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      base: { type: 'string', default: '/api' },
      data: { type: 'string', default: '.api-data.json' },
      reset: { type: 'boolean', default: false },
      foreign: { type: 'boolean', default: false },
    },
  });
  // `node scripts/api-server.mjs 9000` (a bare port) still works.
  const port = Number(values.port ?? positionals[0] ?? process.env.PORT ?? 8787);
  try {
    const api = await startApiServer({ port, host: values.host, apiBase: values.base, dataFile: values.data, reset: values.reset, foreign: values.foreign });
    console.log(`Event Shop demo API: ${api.apiUrl}/ (data: ${api.dataFile}${values.reset ? ', reset to the seed' : ''}${values.foreign ? ', foreign mode' : ''})`);
  } catch (error) {
    console.error(`Event Shop demo API could not start: ${error.message}`);
    process.exit(1);
  }
}
