// The demo backend (demo/backend, the same msw handlers the demo page and the
// tests use) answering real HTTP in Node, with no simulated latency: an instant
// API for measurements, and the seed of a standalone `npm run api` later.
//   import { createApi, startApiServer } from './api-server.mjs';
// `createApi()` gives a request listener to plug into a server of your own;
// `startApiServer()` runs it alone. Run directly: `node scripts/api-server.mjs [port]`.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Bundle demo/backend with msw itself into one module, imported from a data:
 * URL: no file is written, and `getResponse` is the same msw instance that
 * built the handlers (msw matches handlers by its own classes).
 */
async function loadBackendModule() {
  const result = await esbuild.build({
    stdin: {
      contents: "export { createBackend } from './demo/backend/index.ts'; export { getResponse } from 'msw';",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/**
 * A fresh backend (from its seed, in memory) and a Node request listener that
 * answers `POST {apiBase}/{action}`. The listener returns false for any other
 * path, so the caller can serve its own files from the same server.
 * @param {{ apiBase?: string, latencyMs?: number }} [options]
 */
export async function createApi({ apiBase = '/api', latencyMs = 0 } = {}) {
  const { createBackend, getResponse } = await loadBackendModule();
  const backend = createBackend({ apiBase, latencyMs, persistKey: null });
  const prefix = `${apiBase.replace(/\/+$/, '')}/`;

  /** @returns {boolean} whether the request was the API's */
  function handle(req, res) {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    if (!url.pathname.startsWith(prefix)) return false;
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      try {
        const body = chunks.length ? Buffer.concat(chunks) : undefined;
        const request = new Request(url, { method: req.method, headers: req.headers, body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body });
        const response = await getResponse(backend.handlers, request, { baseUrl: url.origin });
        if (!response) {
          res.writeHead(404, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ message: `No demo handler for ${req.method} ${url.pathname}` }));
          return;
        }
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      } catch (error) {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: String(error) }));
      }
    });
    return true;
  }

  return { backend, handle };
}

/**
 * The API alone on 127.0.0.1:port. Resolves once listening.
 * @param {{ port?: number, apiBase?: string, latencyMs?: number }} [options]
 */
export async function startApiServer({ port = 8203, ...options } = {}) {
  const api = await createApi(options);
  const server = createServer((req, res) => {
    if (!api.handle(req, res)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { ...api, server, url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? process.env.PORT) || 8203;
  const { url } = await startApiServer({ port });
  console.log(`Event Shop demo API (instant): ${url}/api/`);
}
