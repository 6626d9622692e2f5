// The bench's blocks (scripts/bench/tables.mjs): the results of the runs of 2026-11-27 (bench)
// and 2026-11-28 (rush) give the tables the docs held then, cell for cell, and every block is
// as Prettier writes it, so `prettier --check` passes after `npm run bench`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { costBlock, costTable, markdownTable, measuresBlock, measuresTable, rushBlock, rushTable, vitalsTable, wrap } from './tables.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const KiB = 1024;

/** vitals.mjs rows: CLS 0 and the same heading positions everywhere; the rest at 1280 px. */
const vitals = [];
const at1280 = {
  1: [
    { tbt: 0, longest: 0, product: 24, dialog: 24, add: 16, cart: 16 },
    { tbt: 0, longest: 0, product: 16, dialog: 24, add: 16, cart: 16 },
  ],
  4: [
    { tbt: 104, longest: 98, product: 24, dialog: 64, add: 40, cart: 32 },
    { tbt: 116, longest: 97, product: 32, dialog: 72, add: 40, cart: 48 },
  ],
};
for (const rate of [1, 4])
  for (const bundle of [0, 1]) {
    vitals.push({ bundle, rate, width: 1280, cls: 0, yBefore: 1075, yAfter: 2289, ...at1280[rate][bundle] });
    vitals.push({ bundle, rate, width: 375, cls: 0, yBefore: 987.4, yAfter: 3414, tbt: 200, longest: 120 });
  }

const results = {
  when: new Date('2026-11-27T10:32:05Z'),
  machine: { cpus: 2, os: 'Linux', load: 2.04 },
  browser: 'Chromium 131.0.6778.85',
  reactDom: '18.3.1',
  runs: 7,
  budget: 105 * KiB,
  ours: { min: 332_083, gzip: 107_466, brotli: 93_800 },
  theirs: { min: 0, gzip: 147_100, brotli: 0 },
  startup: [
    { bundle: 0, rate: 1, mount: 10.8, listing: 199.2 },
    { bundle: 1, rate: 1, mount: 7.4, listing: 198.9 },
    { bundle: 0, rate: 4, mount: 44.3, listing: 624 },
    { bundle: 1, rate: 4, mount: 45.5, listing: 646 },
  ],
  vitals,
  calls: [1, 2],
  tick: 0.3204,
  heap: {
    after10: 3433 * KiB,
    after200: 4023 * KiB,
    after1000: 4445 * KiB,
    after2000: 4439 * KiB,
    objects1000: 1e6,
    objects2000: 1e6 - 15_200,
  },
  list: 64.2,
};

const rush = {
  when: new Date('2026-11-28T11:36:40Z'),
  machine: { cpus: 2, os: 'Linux', load: 0.87 },
  node: '20.20.2',
  seed: 1,
  shoppers: 1000,
  admitPerMinute: 750,
  runMs: 118_900,
  orders: 1000,
  failed: 0,
  queued: 999,
  perMinute: { mean: 4.08, max: 29.5 },
  queuedMs: { max: 86_900, median: 42_600 },
  queuedRate: 2.98,
  chosenWaitMs: 20_160,
  told: 999,
  retryAfter: 10,
  withJitter: { peak: 220, peak100ms: 31, first: 10_002, last: 14_996 },
  without: { peak: 999, peak100ms: 878, first: 10_001, last: 10_300 },
  toCart: { p50: 2600, p95: 7300 },
  toOrder: { p50: 2700, p95: 7500 },
  replayed: { add: [92, 92], checkout: [92, 92] },
  duplicateLines: 0,
  duplicateOrders: 0,
  held: 1000,
  wallMs: 89_900,
  cpuMs: 14_800,
  loopP99: 12.1,
  loopMax: 24,
};

const lines = (...rows) => rows.join('\n');

test('a markdown table: cells padded to the column, at least three dashes, pipes escaped', () => {
  assert.equal(
    markdownTable(
      ['a', 'value'],
      [
        ['x → y', '1 / 2 ms'],
        ['', 'a|b'],
      ],
    ),
    lines('| a     | value    |', '| ----- | -------- |', '| x → y | 1 / 2 ms |', '|       | a\\|b     |'),
  );
});

test('the measures table is the one of docs/development.md of 2026-11-27', () => {
  assert.equal(
    measuresTable(results),
    lines(
      '| measure                                                                    | value                                                |',
      '| -------------------------------------------------------------------------- | ---------------------------------------------------- |',
      "| bundle min / gzip -9 (the size test's measure) / brotli                    | 324.3 KiB / 104.9 KiB / 91.6 KiB                     |",
      '| gzip against the 105 KiB budget                                            | 99.9 % (54 B left)                                   |',
      '| the same app on real react-dom, gzip (ratio)                               | 143.7 KiB (0.731)                                    |',
      '| `mount()` / first listing, 1x CPU                                          | 10.8 ms / 199 ms (react-dom build: 7.4 ms / 199 ms)  |',
      '| `mount()` / first listing, 4x CPU                                          | 44.3 ms / 624 ms (react-dom build: 45.5 ms / 646 ms) |',
      '| API calls at start-up: visitor / returning shopper with a cart             | 1 / 2                                                |',
      '| scripting per 500 ms countdown tick (cart in the side part and the header) | 0.32 ms                                              |',
      '| listing of 500 items, render (1x)                                          | 64 ms                                                |',
      '| JS heap after 10 / 200 / 1000 / 2000 route changes                         | 3,433 / 4,023 / 4,445 / 4,439 KiB                    |',
      "| the page's objects kept per route change, 1000 → 2000 (heap snapshots)     | -15.2 B: no growth                                   |",
    ),
  );
  assert.match(measuresTable({ ...results, budget: 104 * KiB }), /\| 100\.9 % \(970 B over\) /);
});

test('the vitals table is the one of docs/development.md of 2026-11-27', () => {
  assert.equal(
    vitalsTable(vitals),
    lines(
      '| measure (shop / react-dom build)                                                   | 1x CPU                                 | 4x CPU        |',
      '| ---------------------------------------------------------------------------------- | -------------------------------------- | ------------- |',
      '| CLS caused by the shop at 1280 px                                                  | 0.000 / 0.000                          | 0.000 / 0.000 |',
      '| CLS caused by the shop at 375 px                                                   | 0.000 / 0.000                          | 0.000 / 0.000 |',
      "| host's next heading, y before the first render → after the listing (1280 / 375 px) | 1075 → 2289 / 987 → 3414 (both builds) |               |",
      '| total blocking time until the first listing                                        | 0 / 0 ms                               | 104 / 116 ms  |',
      '| longest task until the first listing                                               | none over 50 ms (both)                 | 98 / 97 ms    |',
      '| open a ticket from the listing                                                     | 24 / 16 ms                             | 24 / 32 ms    |',
      '| open the personalise dialog                                                        | 24 / 24 ms                             | 64 / 72 ms    |',
      '| add to the cart (confirm the dialog)                                               | 16 / 16 ms                             | 40 / 40 ms    |',
      '| open the cart drop-down                                                            | 16 / 16 ms                             | 32 / 48 ms    |',
    ),
  );
  // Builds that place the host's heading apart are named; a click under Event Timing's 16 ms is "< 16".
  const apart = vitals.map((r) => (r.bundle === 1 ? { ...r, yAfter: r.yAfter + 8, cart: 8 } : r));
  assert.match(vitalsTable(apart), /\| 1075 → 2289 \/ 987 → 3414 \(shop\), 1075 → 2297 \/ 987 → 3422 \(react-dom build\) \|/);
  assert.match(vitalsTable(apart), /\| open the cart drop-down +\| 16 \/ < 16 ms +\| 32 \/ < 16 ms +\|/);
});

test("the README's table is the one of 2026-11-27, its pairs merged where they are the same", () => {
  assert.equal(
    costTable(vitals),
    lines(
      '| measure (shop / react-dom build)                        | normal CPU    | 4x slower CPU (a mid-range phone) |',
      '| ------------------------------------------------------- | ------------- | --------------------------------- |',
      '| layout shift caused by the shop (CLS), 1280 / 375 px    | 0.000 / 0.000 | 0.000 / 0.000                     |',
      '| main thread blocked until the first listing shows (TBT) | 0 / 0 ms      | 104 / 116 ms                      |',
      '| longest task until then                                 | under 50 ms   | 98 / 97 ms                        |',
      '| open the personalise dialog (interaction latency)       | 24 / 24 ms    | 64 / 72 ms                        |',
      '| add to the cart / open the cart                         | 16 / 16 ms    | 40 / 40 ms, 32 / 48 ms            |',
    ),
  );
  const shifted = vitals.map((r) => (r.width === 375 && r.bundle === 1 ? { ...r, cls: 0.0123 } : r));
  assert.match(costTable(shifted), /\| 0\.000 \/ 0\.000, 0\.000 \/ 0\.012 \|/);
});

test('the rush table and figure are the ones of docs/development.md of 2026-11-28', () => {
  assert.equal(
    rushTable(rush),
    lines(
      '| rush measure                                                                   | value                                                    |',
      '| ------------------------------------------------------------------------------ | -------------------------------------------------------- |',
      '| shoppers who got their order / failed                                          | 1000 / 0                                                 |',
      '| requests per shopper per minute while queued: mean / max                       | 4.1 / 29.5 (999 queued, up to 86.9 s, median 42.6 s)     |',
      '| all queued requests per queued shopper-minute; 60 / mean wait the policy chose | 2.98; 2.98 (mean wait 20.2 s)                            |',
      '| 999 told `Retry-After: 10` at once: peak arrivals, with the jitter             | 220 a second (31 in its busiest 100 ms), 10.0 to 15.0 s  |',
      '| the same without the jitter                                                    | 999 a second (878 in its busiest 100 ms), 10.0 to 10.3 s |',
      '| let in → ticket in the cart: median / p95                                      | 2.6 / 7.3 s (order placed: 2.7 / 7.5 s)                  |',
      '| writes sent again with the same key, replayed: add / checkout                  | 92 of 92 / 92 of 92                                      |',
      '| duplicate cart lines / duplicate orders (must be 0)                            | 0 / 0 (1000 tickets held for 1000 shoppers)              |',
      '| rush: wall time, CPU, event-loop delay p99 / max                               | 89.9 s, 14.8 s (16 % of a core), 12 / 24 ms              |',
    ),
  );
  assert.equal(
    rushBlock(rush).split('\n').at(-1),
    "![999 shoppers told Retry-After: 10 at the same instant: with the shop's jitter at most 220 come back in a second, between 10 and 15 s; without it all 999 in the same second](rush-arrivals.svg)",
  );
});

test("the blocks' first lines: the run's date, machine and browser", () => {
  assert.equal(
    measuresBlock(results).split('\n\n')[0],
    lines(
      'The last run, 2026-11-27 10:32 UTC, on a 2-CPU Linux machine (load average 2.04 at its',
      'start), Chromium 131.0.6778.85 headless, median of 7 loads, against the same app built on',
      'react-dom 18.3.1:',
    ),
  );
  assert.match(costBlock(results), /^Measured by `npm run bench` \(docs\/development\.md, "Benchmark"\) on 2026-11-27, on a 2-CPU/);
  assert.match(
    costBlock(results).replaceAll('\n', ' '),
    /a 2-CPU Linux machine with Chromium 131\.0\.6778\.85 headless, median of 7 loads/,
  );
  assert.match(costBlock(results), /\n\nThe script is 104\.9 KiB gzipped\.$/);
  assert.match(
    rushBlock(rush).replaceAll('\n', ' '),
    /^The run of 2026-11-28 11:36 UTC on a 2-CPU Linux machine \(load average 0\.87 before\), Node 20\.20\.2, seed 1, 1000 shoppers let in 750 a minute, 118\.9 s in all:/,
  );
  assert.equal(wrap('aa bb cc', 5), 'aa bb\ncc');
});

test('every block is as Prettier writes it', async () => {
  const options = { ...(await prettier.resolveConfig(join(root, 'README.md'))), parser: 'markdown' };
  for (const block of [measuresBlock(results), vitalsTable(vitals), costBlock(results), rushBlock(rush)])
    assert.equal(await prettier.format(block, options), `${block}\n`);
});
