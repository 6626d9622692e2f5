// The rush section of `npm run bench` (on-sale day): simulated shoppers against the demo API's
// rush mode (demo/backend/rush.ts), each waiting exactly as the shop's request policy says.
//   npm run bench -- --rush-only [--rush-shoppers 1000] [--rush-seed 1] [--rush-admit 750] [--no-write]
//   node scripts/bench/rush.mjs [the same flags]
// No browser and no build: the API runs in this process (createApi, state in memory) on a
// loopback HTTP server, and every shopper is a small HTTP client with its own cookie jar that
// sends the shop's headers and bodies, repeats a 429 or 503 after the wait `decide()` of
// src/api/request-policy.ts gives (the real module, a seeded random source per shopper), with
// the same body and Idempotency-Key, and holds every call until the latest wait a busy answer
// named (client.ts `notBefore`). A shopper: get-data until let in, add one ticket to the cart,
// log in (the shop asks a visitor to before the checkout) and check out by bank transfer. One in
// ten sends each write a second time with the same key, as after an answer lost on its way back
// (a proxy's 503 instead, and the policy's wait for it): the demo must apply it once
// (demo/backend/idempotency.ts).
// Then, apart: N shoppers told `Retry-After: 10` at the same instant, once with the policy's
// jitter and once without, and when their next request reaches the server. It prints a table,
// writes docs/rush-arrivals.svg and its block of docs/development.md (`<!-- bench:rush -->`,
// scripts/bench/tables.mjs; neither with `--no-write`, nor when it fails), and exits non-zero on
// a duplicate cart line or order, or a shopper who did not get their order.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, type } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { table } from './browser.mjs';
import { writeTables } from './markers.mjs';
import { loadPolicy, mean, measureArrivals, measureRush, percentile, seconds } from './rush-crowd.mjs';
import { arrivalsSvg } from './rush-svg.mjs';
import { rushBlock } from './tables.mjs';

export const SVG_FILE = 'docs/rush-arrivals.svg';

/**
 * The defaults, time-scaled so a run takes about two minutes: the demo's rush mode lets 6 shoppers
 * in a minute; here 750 (one every 80 ms), so 1000 shoppers are all let in within 80 s. The
 * `Retry-After` clamp stays at rush mode's defaults (2 to 20 s), so the waits are the real ones.
 * The run's first add and first checkout get the waiting room's 503 page (`Retry-After: 1`), so a
 * write's busy repeat is in the run too.
 */
export const DEFAULTS = {
  shoppers: 1000,
  seed: 1,
  admitPerMinute: 750,
  minRetryAfterSeconds: 2,
  maxRetryAfterSeconds: 20,
  unavailableOnce: ['add-product-to-cart', 'checkout-cart'],
  /** Shoppers open the page within this long of the sale's start. */
  startSpreadMs: 3_000,
  /** This share of shoppers sends each write again with the same key (`lostAnswer`). */
  repeatShare: 0.1,
  /** The Retry-After of the arrivals measure. */
  retryAfterSeconds: 10,
};

/**
 * The section: run, print, and (unless `write` is false or it failed) write the figure and the block of
 * docs/development.md. Returns the exit code (1 when a shopper got a duplicate or no order).
 */
export async function rushSection(overrides = {}, { write = true } = {}) {
  const options = { ...DEFAULTS, ...overrides };
  const policy = await loadPolicy();
  const load = loadavg();
  const when = new Date();
  const started = performance.now();
  const rush = await measureRush(policy, options);
  const withJitter = await measureArrivals(policy, options, true);
  const without = await measureArrivals(policy, options, false);
  const runMs = performance.now() - started;

  const { records } = rush;
  const queued = records.filter((r) => r.queuedTries > 0 && r.queuedMs > 0);
  const perMinute = queued.map((r) => (r.queuedTries * 60_000) / r.queuedMs);
  const allTries = queued.reduce((s, r) => s + r.queuedTries, 0);
  const allMinutes = queued.reduce((s, r) => s + r.queuedMs, 0) / 60_000;
  const chosenWaitMs = mean(queued.flatMap((r) => r.queuedWaits));
  const noticed = records.map((r) => r.noticedAt - r.admittedAt);
  const toCart = records.map((r) => r.cartAt - r.admittedAt);
  const toOrder = records.map((r) => r.orderAt - r.admittedAt);
  const replays = records.flatMap((r) => r.replays);
  const ofAction = (action) => replays.filter((r) => r.action === action);
  const replayed = (action) => `${ofAction(action).filter((r) => r.replayed && r.same).length} of ${ofAction(action).length}`;
  const dropped = (action) => ofAction(action).filter((r) => !r.kept).length;
  // What the checkout's repeats that were not replayed were answered (the cart is gone once ordered: 404).
  const statuses = (action) => {
    const counts = new Map();
    for (const r of ofAction(action).filter((x) => !x.replayed)) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
    return counts.size ? ` (${action} answered ${[...counts].map(([status, n]) => `${status} ×${n}`).join(', ')})` : '';
  };
  const repeatWaits = replays.map((r) => r.afterMs);
  const repeatedAfter = repeatWaits.length ? `${seconds(Math.min(...repeatWaits))} to ${seconds(Math.max(...repeatWaits))}` : '(none)';
  const queuedMs = queued.map((r) => r.queuedMs);
  const reach = rush.reach.length ? `${seconds(Math.min(...rush.reach))} / ${seconds(percentile(rush.reach, 50))}` : 'dropped none';
  const arrivals = (a) => `${a.peak} / s (${a.peak100ms} in its busiest 100 ms)`;
  const spread = (a) => `${seconds(a.first)} to ${seconds(a.last)}`;
  const ra = options.retryAfterSeconds;

  const rows = [
    [
      'shoppers; let in per minute; Retry-After clamp',
      `${options.shoppers}; ${options.admitPerMinute}; ${options.minRetryAfterSeconds} to ${options.maxRetryAfterSeconds} s`,
    ],
    ['shoppers who got their order / failed', `${rush.orders} / ${rush.errors.length}`],
    [
      `requests per shopper per minute while queued: mean / max (${queued.length} queued)`,
      `${mean(perMinute).toFixed(1)} / ${Math.max(...perMinute).toFixed(1)}`,
    ],
    [
      'all queued requests per queued shopper-minute; 60 / the mean wait the policy chose',
      `${(allTries / allMinutes).toFixed(2)}; ${(60_000 / chosenWaitMs).toFixed(2)} (mean wait ${seconds(chosenWaitMs)})`,
    ],
    ['longest time queued (median of shoppers)', `${seconds(Math.max(...queuedMs))} (${seconds(percentile(queuedMs, 50))})`],
    [`${withJitter.told} shoppers told Retry-After: ${ra} at once, with the jitter: peak arrivals`, arrivals(withJitter)],
    [`  the same without the jitter (all at exactly ${ra} s): peak arrivals`, arrivals(without)],
    ['  their next requests arrived, with / without the jitter', `${spread(withJitter)} / ${spread(without)}`],
    ['  the 429s of that burst were answered within', `${withJitter.burstMs} ms / ${without.burstMs} ms`],
    [
      'let in → next request (the shopper learns it): median / p95',
      `${seconds(percentile(noticed, 50))} / ${seconds(percentile(noticed, 95))}`,
    ],
    ['let in → ticket in the cart: median / p95', `${seconds(percentile(toCart, 50))} / ${seconds(percentile(toCart, 95))}`],
    ['let in → order placed: median / p95', `${seconds(percentile(toOrder, 50))} / ${seconds(percentile(toOrder, 95))}`],
    [
      `writes sent again with the same key ${repeatedAfter} after (lost answer), replayed: add / checkout`,
      `${replayed('add')} / ${replayed('checkout')}`,
    ],
    [
      '  of those, the first answer was no longer kept by the backend: add / checkout',
      `${dropped('add')} / ${dropped('checkout')}${statuses('checkout')}`,
    ],
    ["  the backend's kept answers reached back, once it dropped any: min / median", reach],
    ['duplicate cart lines / duplicate orders (must be 0)', `${rush.duplicateLines} / ${rush.duplicateOrders}`],
    ['tickets held (stock taken) / shoppers without a ticket', `${rush.held} / ${rush.missingLines}`],
    [
      'rush: wall time; CPU of this process; event-loop delay p99 / max',
      `${seconds(rush.wallMs)}; ${seconds(rush.cpuMs)} (${((rush.cpuMs / rush.wallMs) * 100).toFixed(0)} % of a core); ${rush.loopP99.toFixed(0)} / ${rush.loopMax.toFixed(0)} ms`,
    ],
  ];
  console.log(
    `Event Shop rush, ${new Date().toISOString()}, Node ${process.versions.node}, seed ${options.seed}, load average ${load.map((x) => x.toFixed(2)).join(' ')}; ` +
      `${seconds(runMs)} in all`,
  );
  console.log(table(['rush measure', 'value'], rows));

  const arrival = ({ peak, peak100ms, first, last }) => ({ peak, peak100ms, first, last });
  const figures = {
    when,
    machine: { cpus: cpus().length, os: type(), load: load[0] },
    node: process.versions.node,
    seed: options.seed,
    shoppers: options.shoppers,
    admitPerMinute: options.admitPerMinute,
    runMs,
    orders: rush.orders,
    failed: rush.errors.length,
    queued: queued.length,
    perMinute: { mean: mean(perMinute), max: Math.max(...perMinute) },
    queuedMs: { max: Math.max(...queuedMs), median: percentile(queuedMs, 50) },
    queuedRate: allTries / allMinutes,
    chosenWaitMs,
    told: withJitter.told,
    retryAfter: ra,
    withJitter: arrival(withJitter),
    without: arrival(without),
    toCart: { p50: percentile(toCart, 50), p95: percentile(toCart, 95) },
    toOrder: { p50: percentile(toOrder, 50), p95: percentile(toOrder, 95) },
    replayed: Object.fromEntries(
      ['add', 'checkout'].map((action) => [action, [ofAction(action).filter((r) => r.replayed && r.same).length, ofAction(action).length]]),
    ),
    duplicateLines: rush.duplicateLines,
    duplicateOrders: rush.duplicateOrders,
    held: rush.held,
    wallMs: rush.wallMs,
    cpuMs: rush.cpuMs,
    loopP99: rush.loopP99,
    loopMax: rush.loopMax,
  };
  // Rendered on every run, so `--no-write` tries it too.
  const block = rushBlock(figures);

  const problems = [];
  if (rush.duplicateLines) problems.push(`${rush.duplicateLines} duplicate cart lines`);
  if (rush.duplicateOrders) problems.push(`${rush.duplicateOrders} duplicate orders`);
  if (rush.held !== options.shoppers) problems.push(`${rush.held} tickets held for ${options.shoppers} shoppers`);
  if (rush.orders !== options.shoppers) problems.push(`${options.shoppers - rush.orders} shoppers without an order`);
  for (const error of rush.errors.slice(0, 5)) problems.push(error.message);
  if (problems.length) console.error(`Rush: FAILED: ${problems.join('; ')}`);

  if (!write || problems.length) {
    console.log(`docs not written (${write ? 'the section failed' : '--no-write'})`);
    return problems.length ? 1 : 0;
  }
  writeFileSync(
    fileURLToPath(new URL(`../../${SVG_FILE}`, import.meta.url)),
    arrivalsSvg({ withJitter: withJitter.counts, without: without.counts, shoppers: withJitter.told, retryAfterSeconds: ra }),
  );
  const written = writeTables(fileURLToPath(new URL('../..', import.meta.url)), { 'docs/development.md': { rush: block } });
  console.log(`wrote ${SVG_FILE}${written.length ? ` and the rush block of ${written.join(', ')}` : ''}`);
  return 0;
}

/** The rush flags of `npm run bench` and of this script. */
export function rushOptions(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    strict: false,
    options: { 'rush-shoppers': { type: 'string' }, 'rush-seed': { type: 'string' }, 'rush-admit': { type: 'string' } },
  });
  const options = {};
  if (values['rush-shoppers']) options.shoppers = Number(values['rush-shoppers']);
  if (values['rush-seed']) options.seed = Number(values['rush-seed']);
  if (values['rush-admit']) options.admitPerMinute = Number(values['rush-admit']);
  for (const [name, value] of Object.entries(options))
    if (!(value > 0)) throw new Error(`--rush-${name === 'admitPerMinute' ? 'admit' : name} takes a number above 0.`);
  return options;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await rushSection(rushOptions(), { write: !process.argv.includes('--no-write') });
}
