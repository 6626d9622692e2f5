// How long the shop's start-up blocks a host page, in headless Chromium against
// an instant API (scripts/dev/api-server.mjs, latency 0).
//   npm run measure:start -- [--bundle dist/event-shop.js] [--compare old.js] [--runs 7] [--port 8204]
// For each bundle and CPU rate (1x, 4x through CDP), median of N fresh page loads:
//   mount()        ms the host's own `EventShop.mount()` call blocks (data-manual)
//   first listing  ms from navigation start until a ticket name of #/tickets is in a shadow root
//   DCL            ms from navigation start until DOMContentLoaded
// Bundles are measured in turns, load by load, so drift of the machine hits both alike.
import { resolve } from 'node:path';
import { createApi } from '../dev/api-server.mjs';
import { launch, median, startup, table, withPage } from './browser.mjs';
import { startHost } from './host.mjs';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
}
const labels = [option('compare', null), option('bundle', 'dist/event-shop.js')].filter(Boolean);
const runs = Number(option('runs', 7));

/** Median start-up per bundle and CPU rate; exported for bench.mjs. */
export async function measureStartup({ bundles, runs: n = 7, port = 8204, rates = [1, 4] }) {
  const host = await startHost({ bundles, port, api: await createApi({ latencyMs: 0 }) });
  const browser = await launch();
  const rows = [];
  try {
    for (const rate of rates) {
      // One unmeasured load per bundle first: the browser's own first-run costs.
      for (const index of bundles.keys()) await withPage(browser, rate, (page) => startup(page, host.url(index, '#/tickets')));
      const samples = bundles.map(() => []);
      for (let run = 0; run < n; run += 1)
        for (const index of bundles.keys())
          samples[index].push(await withPage(browser, rate, (page) => startup(page, host.url(index, '#/tickets'))));
      for (const index of bundles.keys()) {
        const s = samples[index];
        rows.push({
          bundle: index,
          rate,
          mount: median(s.map((x) => x.mount)),
          listing: median(s.map((x) => x.listing)),
          dcl: median(s.map((x) => x.dcl)),
        });
      }
    }
  } finally {
    await browser.close();
    await host.close();
  }
  return rows;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const rows = await measureStartup({ bundles: labels.map((p) => resolve(p)), runs, port: Number(option('port', 8204)) });
  console.log(`median of ${runs} fresh loads each, instant API, ${new Date().toISOString()}`);
  console.log(
    table(
      ['bundle', 'CPU', 'mount() ms', 'first listing ms', 'DOMContentLoaded ms'],
      rows.map((r) => [labels[r.bundle], `${r.rate}x`, r.mount.toFixed(1), r.listing.toFixed(0), r.dcl.toFixed(0)]),
    ),
  );
}
