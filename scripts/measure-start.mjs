// How long the shop's start-up blocks a host page (issue 7), in headless Chromium
// against an instant API (scripts/api-server.mjs, latency 0).
//   npm run measure:start -- [--bundle dist/event-shop.js] [--compare old.js] [--runs 7] [--port 8204]
// For each bundle and CPU rate (1x, 4x through CDP), median of N fresh page loads:
//   mount()        ms the host's own `EventShop.mount()` call blocks (data-manual)
//   first listing  ms from navigation start until a ticket name of #/tickets is in a shadow root
//   DCL            ms from navigation start until DOMContentLoaded
// Bundles are measured in turns, load by load, so drift of the machine hits both alike.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { createApi } from './api-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
}
const labels = [option('compare', null), option('bundle', 'dist/event-shop.js')].filter(Boolean);
const bundles = labels.map((p) => resolve(p));
const runs = Number(option('runs', 7));
const port = Number(option('port', 8204));
const rates = [1, 4];

const config = readFileSync(join(root, 'demo/config.json'), 'utf8');
const api = await createApi({ latencyMs: 0 });
const ticketNames = api.backend.db.state.products.filter((p) => p.type === 'ticket').map((p) => p.name);

/**
 * A plain host page: the config, the demo page's placeholders, the bundle under
 * test with data-manual, and the host's own inline mount timed around the call.
 * Observers on the shadow roots (attached by mount) note when a ticket name of
 * the listing first appears.
 */
const hostPage = (index) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>measure</title><link rel="icon" href="data:,">
<script type="application/json" id="event-shop-config">${config}</script></head>
<body>
<div data-event-shop="header"></div><div data-event-shop="nav"></div>
<main data-event-shop="view"></main><aside data-event-shop="side"></aside><div data-event-shop="footer"></div>
<script src="/bundle/${index}.js" data-manual></script>
<script>
  var names = ${JSON.stringify(ticketNames)};
  var t0 = performance.now();
  EventShop.mount();
  window.__mountMs = performance.now() - t0;
  var view = document.querySelector('[data-event-shop="view"]').shadowRoot;
  if (!view) throw new Error('mount() attached no shadow root to the view placeholder');
  var seen = function () {
    var text = view.textContent || '';
    return names.some(function (n) { return text.indexOf(n) !== -1; });
  };
  var observer = new MutationObserver(function () {
    if (window.__firstListingMs === undefined && seen()) {
      window.__firstListingMs = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(view, { childList: true, subtree: true, characterData: true });
</script>
</body></html>`;

const types = { '.js': 'text/javascript', '.svg': 'image/svg+xml', '.jpg': 'image/jpeg' };
const server = createServer((req, res) => {
  if (api.handle(req, res)) return;
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const send = (type, body) => {
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
    res.end(body);
  };
  let match;
  if ((match = /^\/host\/(\d+)\.html$/.exec(path)) && bundles[match[1]]) return send('text/html; charset=utf-8', hostPage(match[1]));
  if ((match = /^\/bundle\/(\d+)\.js$/.exec(path)) && bundles[match[1]]) return send(types['.js'], readFileSync(bundles[match[1]]));
  // The demo config's logo and banner (relative `img/...` from /host/).
  if ((match = /^\/host\/img\/([\w.-]+)$/.exec(path))) {
    try {
      return send(types[match[1].slice(match[1].lastIndexOf('.'))] ?? 'application/octet-stream', readFileSync(join(root, 'demo/img', match[1])));
    } catch {
      // fall through to 404
    }
  }
  res.writeHead(404, { 'Content-Type': 'text/plain' });
  res.end('Not found');
});
await new Promise((done) => server.listen(port, '127.0.0.1', done));

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

/** One fresh load (own browser context: no cache, no storage) at a CPU rate. */
async function load(index, rate) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(`http://127.0.0.1:${port}/host/${index}.html#/tickets`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__firstListingMs !== undefined, { timeout: 30_000, polling: 50 });
    if (errors.length) throw new Error(`${labels[index]}: ${errors.join('; ')}`);
    // Awaited here: the context closes in `finally`.
    return await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      return { mount: window.__mountMs, listing: window.__firstListingMs, dcl: nav.domContentLoadedEventStart };
    });
  } finally {
    await context.close();
  }
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const rows = [];
try {
  for (const rate of rates) {
    // One unmeasured load per bundle first: the browser's own first-run costs.
    for (const index of bundles.keys()) await load(index, rate);
    const samples = bundles.map(() => []);
    for (let run = 0; run < runs; run += 1) for (const index of bundles.keys()) samples[index].push(await load(index, rate));
    for (const index of bundles.keys()) {
      const s = samples[index];
      rows.push({
        bundle: labels[index],
        cpu: `${rate}x`,
        mount: median(s.map((x) => x.mount)),
        listing: median(s.map((x) => x.listing)),
        dcl: median(s.map((x) => x.dcl)),
      });
    }
  }
} finally {
  await browser.close();
  server.close();
}

const header = ['bundle', 'CPU', 'mount() ms', 'first listing ms', 'DOMContentLoaded ms'];
const table = [header, ...rows.map((r) => [r.bundle, r.cpu, r.mount.toFixed(1), r.listing.toFixed(0), r.dcl.toFixed(0)])];
const widths = header.map((_, col) => Math.max(...table.map((row) => row[col].length)));
console.log(`median of ${runs} fresh loads each, instant API, ${new Date().toISOString()}`);
for (const row of table) console.log(row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join('  '));
