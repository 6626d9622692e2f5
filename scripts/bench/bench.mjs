// `npm run bench`: what the shop costs a host page, in one table.
//   npm run bench -- [--runs 7]      (after `npm run build`)
// Sizes of dist/event-shop.js against the budget and against the same app built
// on real react-dom; start-up (mount() and first listing, 1x and 4x CPU, median
// of N loads); what the shop does to the host page's Core Web Vitals beside the
// react-dom build (layout shift, blocking time until the first listing, click
// latency; scripts/bench/vitals.mjs); a 500-item listing's render; scripting per
// countdown tick; API calls at start-up; JS heap after 10, 200, 1000 and 2000
// route changes. Then the rush (scripts/bench/rush.mjs): simulated shoppers against
// the demo API's rush mode, in Node alone; `--rush-only` runs just that (no build
// or browser needed), `--rush-shoppers N`, `--rush-admit N`, `--rush-seed N` change it.
// After a run its tables go into README.md and docs/development.md, between the
// `<!-- bench:NAME -->` markers (scripts/bench/markers.mjs, tables.mjs): the whole run
// writes every block, `--rush-only` the rush's alone; `--no-write` leaves the docs as they are.
import { mkdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg, type } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { rollup } from 'rollup';
import { banner, minify, plugins, quiet } from '../../build/rollup-plugins.mjs';
import { BUDGET, gzipSize } from '../checks/bundle-size.mjs';
import { createApi } from '../dev/api-server.mjs';
import { launch, median, table, withPage } from './browser.mjs';
import { startHost } from './host.mjs';
import { measureHeap, measureList, measureStartCalls, measureTicks } from './runtime.mjs';
import { measureStartup } from './measure-start.mjs';
import { INTERACTIONS, VIEWPORTS, measureVitals } from './vitals.mjs';
import { rushOptions, rushSection } from './rush.mjs';
import { writeTables } from './markers.mjs';
import { costBlock, measuresBlock, vitalsTable } from './tables.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const at = process.argv.indexOf('--runs');
const runs = at === -1 ? 7 : Number(process.argv[at + 1]);
const shop = join(root, 'dist/event-shop.js');
const reactDom = join(root, '.bench/event-shop-react-dom.js');
const write = !process.argv.includes('--no-write');
if (process.argv.includes('--rush-only')) process.exit(await rushSection(rushOptions(), { write }));
const when = new Date();
const machine = { cpus: cpus().length, os: type(), load: loadavg()[0] };

/** The same app on real react and react-dom (production), for the ratio. */
async function buildOnReactDom() {
  mkdirSync(join(root, '.bench'), { recursive: true });
  const bundle = await rollup({
    input: join(root, 'src/main.ts'),
    plugins: plugins('./tsconfig.build.json', 'production', { react: 'react-dom' }),
    onwarn: quiet,
  });
  await bundle.write({ file: reactDom, format: 'iife', banner, plugins: [minify] });
  await bundle.close();
}

const sizes = (file) => {
  const code = readFileSync(file);
  return {
    min: code.length,
    gzip: gzipSize(file),
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

await buildOnReactDom();
const ours = sizes(shop);
const theirs = sizes(reactDom);
const rows = [
  ['bundle min / gzip / brotli', `${kib(ours.min)} / ${kib(ours.gzip)} / ${kib(ours.brotli)}`],
  [`gzip against the ${BUDGET / 1024} KiB budget`, `${((ours.gzip / BUDGET) * 100).toFixed(1)} % (${BUDGET - ours.gzip} B left)`],
  ['same app on react-dom, gzip (ratio)', `${kib(theirs.gzip)} (${(ours.gzip / theirs.gzip).toFixed(3)})`],
];

const startup = await measureStartup({ bundles: [shop, reactDom], runs, port: 8241 });
for (const r of startup) {
  const name = r.bundle === 0 ? 'shop' : 'react-dom build';
  rows.push([`${name}: mount() / first listing at ${r.rate}x CPU`, `${r.mount.toFixed(1)} ms / ${r.listing.toFixed(0)} ms`]);
}

// Both builds side by side in one cell: `shop / react-dom build`. Blocking time
// and clicks are measured at the first width only.
const vitals = await measureVitals({ bundles: [shop, reactDom], runs, port: 8244 });
const widths = VIEWPORTS.map((v) => v.width);
const both = (rate, width, format) =>
  [0, 1].map((bundle) => format(vitals.find((r) => r.bundle === bundle && r.rate === rate && r.width === width))).join(' / ');
for (const width of widths)
  for (const rate of [1, 4])
    rows.push([`CLS caused by the shop at ${width} px, ${rate}x: shop / react-dom build`, both(rate, width, (r) => r.cls.toFixed(3))]);
// Where the host's content under the parts ends up: the same at either CPU rate.
for (const width of widths)
  rows.push([
    `#host-below heading y, before first render → after listing, ${width} px: shop / react-dom build`,
    both(1, width, (r) => `${r.yBefore.toFixed(0)} → ${r.yAfter.toFixed(0)}`),
  ]);
for (const rate of [1, 4]) {
  const ms = (key) => `${both(rate, widths[0], (r) => r[key].toFixed(0))} ms`;
  rows.push([`total blocking time until the first listing, ${rate}x: shop / react-dom build`, ms('tbt')]);
  rows.push([`longest task until the first listing, ${rate}x: shop / react-dom build`, ms('longest')]);
}
// Event Timing reports only interactions of 16 ms or more: 0 is one under that.
const latency = (ms) => (ms < 16 ? '< 16' : ms.toFixed(0));
for (const [key, label] of Object.entries(INTERACTIONS))
  for (const rate of [1, 4])
    rows.push([`interaction latency, ${label}, ${rate}x: shop / react-dom build`, `${both(rate, widths[0], (r) => latency(r[key]))} ms`]);

const browser = await launch();
const results = { when, machine, runs, budget: BUDGET, ours, theirs, startup, vitals };
try {
  // `HeadlessChrome/131.0.6778.85`
  results.browser = `Chromium ${(await browser.version()).split('/').pop()}`;
  results.reactDom = JSON.parse(readFileSync(join(root, 'node_modules/react-dom/package.json'), 'utf8')).version;
  const api = await createApi({ latencyMs: 0 });
  const host = await startHost({ bundles: [shop], port: 8242, api });
  results.calls = await measureStartCalls(browser, host);
  rows.push(['API calls at start-up: visitor / returning with a cart', results.calls.join(' / ')]);
  const ticks = (results.tick = await measureTicks(browser, host));
  rows.push(['scripting per countdown tick (1x, median of ticks over 10 s)', `${ticks.toFixed(2)} ms`]);
  const heap = (results.heap = await measureHeap(browser, host));
  const kept = (heap.objects2000 - heap.objects1000) / 1000;
  rows.push([
    'JS heap after 10 / 200 / 1000 / 2000 route changes',
    [heap.after10, heap.after200, heap.after1000, heap.after2000].map(kib).join(' / '),
  ]);
  // Two snapshots of the same page differ by some tens of bytes per route change
  // either way (runs gave -7 and +16): a kept page would be kilobytes each.
  rows.push(['objects kept per route change, 1000 → 2000 (snapshot)', `${kept.toFixed(1)} B (${kept < 64 ? 'no growth' : 'grows'})`]);
  await host.close();
  const big = await createApi({
    latencyMs: 0,
    seed: (state) =>
      (state.products = Array.from({ length: 500 }, (_, i) => ({
        ...state.products[0],
        id: 10_000 + i,
        external_code: `BENCH-${i}`,
        name: `Bench ticket ${i + 1}`,
        is_featured: false,
      }))),
  });
  const bigHost = await startHost({ bundles: [shop], port: 8243, api: big });
  const list = [];
  for (let i = 0; i < runs; i += 1) list.push(await withPage(browser, 1, (page) => measureList(page, bigHost, 500)));
  results.list = median(list);
  rows.push([`listing of 500 items, render (1x, median of ${runs})`, `${results.list.toFixed(0)} ms`]);
  await bigHost.close();
} finally {
  await browser.close();
}

console.log(
  `Event Shop benchmark, ${new Date().toISOString()}, ${results.browser} headless, instant API; start-up and vitals: median of ${runs} loads`,
);
console.log(table(['measure', 'value'], rows));
// Rendered on every run, so `--no-write` tries it too.
const blocks = {
  'README.md': { cost: costBlock(results) },
  'docs/development.md': { measures: measuresBlock(results), vitals: vitalsTable(vitals) },
};
if (write) {
  const written = writeTables(root, blocks);
  console.log(written.length ? `wrote the tables into ${written.join(', ')}` : 'the docs already hold these tables');
} else console.log('docs not written (--no-write)');
console.log();
// Non-zero when a shopper got a duplicate cart line or order, or no order.
process.exitCode = await rushSection(rushOptions(), { write });
