// The rush host of the end-to-end journeys (run.mjs, journeys-rush.mjs): the built bundle on a
// plain host page (no service worker) whose `apiBase` is the demo backend in Node in rush mode
// (scripts/dev/api-server.mjs, demo/backend/README.md "Rush mode"), on the same origin so the
// waiting room knows each browser by its cookie. Each run gets a backend of its own under
// /rush/{id}/: its queue, its one 503 page and its one dropped read are that run's alone.
// What this host adds to the backend's own rush, as a proxy in front of it would:
// - two shoppers come just before the page's first call, so the page waits its turn (place 2);
// - the first `calculate-invoice` loses its connection (the socket closed, no answer);
// - every answer says `Connection: close`, so no browser re-sends a dropped POST by itself
//   on a fresh socket (Chromium does on a reused keep-alive one) and the shop meets the failure.
// `GET /rush/{id}/outcome` tells the journey what the backend holds: orders, and the
// checkout calls with their keys.
import { readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApi } from '../../scripts/dev/api-server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const config = JSON.parse(readFileSync(join(root, 'demo/config.json'), 'utf8'));

/** Fast enough for a journey, slow enough to be seen in every engine: one shopper let in every 5 s, Retry-After between 1 and 3 s. */
export const RUSH = { admitPerMinute: 12, minRetryAfterSeconds: 1, maxRetryAfterSeconds: 3, unavailableOnce: ['checkout-cart'] };

const page = (id) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>On-sale day</title><link rel="icon" href="data:,">
<script type="application/json" id="event-shop-config">${JSON.stringify({ ...config, apiBase: `/rush/${id}/api` })}</script></head>
<body><h1>Summer Sound Festival: on sale now</h1>
<div data-event-shop="header"></div><div data-event-shop="nav"></div>
<main data-event-shop="view"></main><aside data-event-shop="side"></aside>
<script src="/event-shop.js" defer></script></body></html>`;

/** Start the host on 127.0.0.1 (a free port); resolves to { base(id), close() }. */
export async function startRushHost() {
  const bundle = readFileSync(join(root, 'dist/event-shop.js'));
  const runs = new Map();
  const runOf = async (id) => {
    if (!runs.has(id)) {
      runs.set(
        id,
        (async () => {
          const api = await createApi({ apiBase: `/rush/${id}/api`, rush: RUSH });
          const run = { api, orders: api.backend.db.state.orders.length, dropped: false, ahead: [] };
          return run;
        })(),
      );
    }
    return runs.get(id);
  };
  const server = createServer(async (req, res) => {
    res.setHeader('Connection', 'close');
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/event-shop.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' });
      return void res.end(bundle);
    }
    const match = /^\/rush\/([\w-]+)\/(.*)$/.exec(url.pathname);
    if (!match) return void res.writeHead(404).end();
    const [, id, rest] = match;
    const run = await runOf(id);
    if (rest === '' || rest === 'index.html') {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' });
      return void res.end(page(id));
    }
    // The demo config's images, relative to the page as on the demo page.
    if (/^img\/[\w.-]+$/.test(rest)) {
      try {
        const image = readFileSync(join(root, 'demo', rest));
        res.writeHead(200, { 'Content-Type': rest.endsWith('.svg') ? 'image/svg+xml' : 'image/jpeg' });
        return void res.end(image);
      } catch {
        return void res.writeHead(404).end();
      }
    }
    if (rest === 'outcome') {
      const { backend } = run.api;
      const checkouts = backend.calls.filter((c) => c.action === 'checkout-cart').map((c) => c.headers['idempotency-key'] ?? null);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return void res.end(JSON.stringify({ newOrders: backend.db.state.orders.length - run.orders, checkouts, dropped: run.dropped }));
    }
    // Two shoppers come just before the page's first call, however long the page took to load: the first is
    // let in at once, the second waits; the page comes third (place 2, some 10 s).
    if (rest.startsWith('api/') && !req.headers['x-rush-host-shopper'] && !run.ahead.length)
      run.ahead = await Promise.all([0, 1].map(() => post(`${base}/rush/${id}/api/get-data`)));
    if (rest === 'api/calculate-invoice' && !run.dropped) {
      run.dropped = true;
      return void req.socket.destroy();
    }
    if (!run.api.handle(req, res)) res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return { base: (id) => `${base}/rush/${id}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A shopper of Node's: one call, no cookie kept (so each is a new shopper in the queue). node:http, not fetch:
 * webdriverio sets its own undici as the global dispatcher, which fails on this host's `Connection: close`. */
function post(url) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          'x-rush-host-shopper': '1',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ token: null }));
  });
}
