// The bench's blocks in README.md and docs/development.md (between the markers of
// scripts/bench/markers.mjs), rendered from its results in the docs' wording. The tables
// are laid out as Prettier lays out a markdown table, so `prettier --check` passes after
// a run. scripts/bench/tables.test.mjs renders the runs of 2026-11-27/28 into the tables the docs held.
import { INTERACTIONS, VIEWPORTS } from './vitals.mjs';

/** Each file's blocks, by marker name (markers.test.mjs checks the docs hold exactly these). */
export const BLOCKS = { 'README.md': ['cost'], 'docs/development.md': ['measures', 'vitals', 'rush'] };

const width = (cell) => [...cell].length;

/** A markdown table as Prettier writes it: cells padded to their column's width, left-aligned. */
export function markdownTable(header, rows) {
  const all = [header, ...rows].map((row) => row.map((cell) => String(cell).replaceAll('|', '\\|')));
  const widths = header.map((_, col) => Math.max(3, ...all.map((row) => width(row[col]))));
  const line = (row) => `| ${row.map((cell, col) => cell + ' '.repeat(widths[col] - width(cell))).join(' | ')} |`;
  return [line(all[0]), line(widths.map((w) => '-'.repeat(w))), ...all.slice(1).map(line)].join('\n');
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const wholeKib = (bytes) => Math.round(bytes / 1024).toLocaleString('en-US');
const s = (ms) => (ms / 1000).toFixed(1);
/** `2026-11-27 10:32 UTC` */
const stamp = (date) => `${date.toISOString().slice(0, 10)} ${date.toISOString().slice(11, 16)} UTC`;
const machine = ({ cpus, os }) => `a ${cpus}-CPU ${os} machine`;

/** A paragraph wrapped at the docs' width (Prettier keeps prose as written). */
export function wrap(text, columns = 92) {
  const lines = [];
  for (const word of text.split(' '))
    if (lines.length && `${lines.at(-1)} ${word}`.length <= columns) lines[lines.length - 1] += ` ${word}`;
    else lines.push(word);
  return lines.join('\n');
}

/** `shop / react-dom build` of one CPU rate and width (bundle 0 is the shop). */
const pair = (vitals, rate, width, format) =>
  [0, 1].map((bundle) => format(vitals.find((r) => r.bundle === bundle && r.rate === rate && r.width === width))).join(' / ');
/** Pairs of a merged row: one when they are all the same, else each with its unit. */
const merged = (pairs, unit = '') => [...new Set(pairs)].map((p) => p + unit).join(', ');
const ms = (x) => x.toFixed(0);
// Event Timing reports only interactions of 16 ms or more: 0 is one under that.
const latency = (x) => (x < 16 ? '< 16' : x.toFixed(0));
const noLongTask = (vitals, rate, width) =>
  [0, 1].every((b) => vitals.find((r) => r.bundle === b && r.rate === rate && r.width === width).longest === 0);

/**
 * docs/development.md, "Benchmark": the run's line and its table. `r`: { when (Date), machine
 * { cpus, os, load }, browser, reactDom (version), runs, budget, ours / theirs ({ min, gzip, brotli }),
 * startup (measure-start.mjs rows), calls [visitor, with a cart], tick (ms), heap (runtime.mjs), list (ms) }.
 */
export function measuresBlock(r) {
  const intro =
    `The last run, ${stamp(r.when)}, on ${machine(r.machine)} (load average ${r.machine.load.toFixed(2)} at its start), ` +
    `${r.browser} headless, median of ${r.runs} loads, against the same app built on react-dom ${r.reactDom}:`;
  return `${wrap(intro)}\n\n${measuresTable(r)}`;
}

export function measuresTable(r) {
  const { ours, theirs, budget, heap } = r;
  const left = budget - ours.gzip;
  const start = (rate) => {
    const [shop, dom] = [0, 1].map((bundle) => r.startup.find((x) => x.bundle === bundle && x.rate === rate));
    const both = (x) => `${x.mount.toFixed(1)} ms / ${x.listing.toFixed(0)} ms`;
    return [`\`mount()\` / first listing, ${rate}x CPU`, `${both(shop)} (react-dom build: ${both(dom)})`];
  };
  const kept = (heap.objects2000 - heap.objects1000) / 1000;
  return markdownTable(
    ['measure', 'value'],
    [
      ["bundle min / gzip -9 (the size test's measure) / brotli", `${kib(ours.min)} / ${kib(ours.gzip)} / ${kib(ours.brotli)}`],
      [
        `gzip against the ${budget / 1024} KiB budget`,
        `${((ours.gzip / budget) * 100).toFixed(1)} % (${left >= 0 ? `${left} B left` : `${-left} B over`})`,
      ],
      ['the same app on real react-dom, gzip (ratio)', `${kib(theirs.gzip)} (${(ours.gzip / theirs.gzip).toFixed(3)})`],
      start(1),
      start(4),
      ['API calls at start-up: visitor / returning shopper with a cart', r.calls.join(' / ')],
      ['scripting per 500 ms countdown tick (cart in the side part and the header)', `${r.tick.toFixed(2)} ms`],
      ['listing of 500 items, render (1x)', `${r.list.toFixed(0)} ms`],
      [
        'JS heap after 10 / 200 / 1000 / 2000 route changes',
        `${[heap.after10, heap.after200, heap.after1000, heap.after2000].map(wholeKib).join(' / ')} KiB`,
      ],
      // Two snapshots of the same page differ by some tens of bytes per route change
      // either way: a kept page would be kilobytes each.
      [
        "the page's objects kept per route change, 1000 → 2000 (heap snapshots)",
        `${kept.toFixed(1)} B: ${kept < 64 ? 'no growth' : 'grows'}`,
      ],
    ],
  );
}

/** docs/development.md, "What the shop does to the host page": vitals.mjs rows, the clicks at the first width. */
export function vitalsTable(vitals) {
  const widths = VIEWPORTS.map((v) => v.width);
  const [first] = widths;
  const rows = widths.map((w) => [
    `CLS caused by the shop at ${w} px`,
    ...[1, 4].map((rate) => pair(vitals, rate, w, (x) => x.cls.toFixed(3))),
  ]);
  // Where the host's content under the parts ends up: the same at either CPU rate (measured at 1x).
  const [shopY, domY] = [0, 1].map((bundle) =>
    widths
      .map((w) => vitals.find((x) => x.bundle === bundle && x.rate === 1 && x.width === w))
      .map((x) => `${x.yBefore.toFixed(0)} → ${x.yAfter.toFixed(0)}`)
      .join(' / '),
  );
  rows.push([
    `host's next heading, y before the first render → after the listing (${widths.join(' / ')} px)`,
    shopY === domY ? `${shopY} (both builds)` : `${shopY} (shop), ${domY} (react-dom build)`,
    '',
  ]);
  rows.push(['total blocking time until the first listing', ...[1, 4].map((rate) => `${pair(vitals, rate, first, (x) => ms(x.tbt))} ms`)]);
  rows.push([
    'longest task until the first listing',
    ...[1, 4].map((rate) =>
      noLongTask(vitals, rate, first) ? 'none over 50 ms (both)' : `${pair(vitals, rate, first, (x) => ms(x.longest))} ms`,
    ),
  ]);
  for (const [key, label] of Object.entries(INTERACTIONS))
    rows.push([label, ...[1, 4].map((rate) => `${pair(vitals, rate, first, (x) => latency(x[key]))} ms`)]);
  return markdownTable(['measure (shop / react-dom build)', '1x CPU', '4x CPU'], rows);
}

/** README.md, "What the shop costs your page": the run's line, the vitals in short, the bundle's size. */
export function costBlock(r) {
  const intro =
    `Measured by \`npm run bench\` (docs/development.md, "Benchmark") on ${r.when.toISOString().slice(0, 10)}, on ` +
    `${machine(r.machine)} with ${r.browser} headless, median of ${r.runs} loads of a page with the parts between host ` +
    'content and the space above reserved, beside the same app built on react-dom:';
  return `${wrap(intro)}\n\n${costTable(r.vitals)}\n\nThe script is ${kib(r.ours.gzip)} gzipped.`;
}

export function costTable(vitals) {
  const widths = VIEWPORTS.map((v) => v.width);
  const [first] = widths;
  const cells = (format) => [1, 4].map((rate) => format(rate));
  return markdownTable(
    ['measure (shop / react-dom build)', 'normal CPU', '4x slower CPU (a mid-range phone)'],
    [
      [
        `layout shift caused by the shop (CLS), ${widths.join(' / ')} px`,
        ...cells((rate) => merged(widths.map((w) => pair(vitals, rate, w, (x) => x.cls.toFixed(3))))),
      ],
      ['main thread blocked until the first listing shows (TBT)', ...cells((rate) => `${pair(vitals, rate, first, (x) => ms(x.tbt))} ms`)],
      [
        'longest task until then',
        ...cells((rate) => (noLongTask(vitals, rate, first) ? 'under 50 ms' : `${pair(vitals, rate, first, (x) => ms(x.longest))} ms`)),
      ],
      [
        'open the personalise dialog (interaction latency)',
        ...cells((rate) => `${pair(vitals, rate, first, (x) => latency(x.dialog))} ms`),
      ],
      [
        'add to the cart / open the cart',
        ...cells((rate) =>
          merged(
            ['add', 'cart'].map((key) => pair(vitals, rate, first, (x) => latency(x[key]))),
            ' ms',
          ),
        ),
      ],
    ],
  );
}

/**
 * docs/development.md, "Rush": the run's line, its table and the arrivals figure. `f`: rush.mjs's
 * figures ({ when, machine, node, seed, shoppers, runMs, ... }).
 */
export function rushBlock(f) {
  const intro =
    `The run of ${stamp(f.when)} on ${machine(f.machine)} (load average ${f.machine.load.toFixed(2)} before), ` +
    `Node ${f.node}, seed ${f.seed}, ${f.shoppers} shoppers let in ${f.admitPerMinute} a minute, ${s(f.runMs)} s in all:`;
  const { withJitter: wj, without: wo, told, retryAfter: ra } = f;
  const figure =
    `![${told} shoppers told Retry-After: ${ra} at the same instant: with the shop's jitter at most ${wj.peak} come back in a ` +
    `second, between ${Math.round(wj.first / 1000)} and ${Math.round(wj.last / 1000)} s; without it ` +
    `${wo.peak === told ? `all ${told} in the same second` : `at most ${wo.peak} in a second`}](rush-arrivals.svg)`;
  return `${wrap(intro)}\n\n${rushTable(f)}\n\n${figure}`;
}

export function rushTable(f) {
  const arrivals = (a) => `${a.peak} a second (${a.peak100ms} in its busiest 100 ms), ${s(a.first)} to ${s(a.last)} s`;
  const replayed = ([same, all]) => `${same} of ${all}`;
  return markdownTable(
    ['rush measure', 'value'],
    [
      ['shoppers who got their order / failed', `${f.orders} / ${f.failed}`],
      [
        'requests per shopper per minute while queued: mean / max',
        `${f.perMinute.mean.toFixed(1)} / ${f.perMinute.max.toFixed(1)} (${f.queued} queued, up to ${s(f.queuedMs.max)} s, median ${s(f.queuedMs.median)} s)`,
      ],
      [
        'all queued requests per queued shopper-minute; 60 / mean wait the policy chose',
        `${f.queuedRate.toFixed(2)}; ${(60_000 / f.chosenWaitMs).toFixed(2)} (mean wait ${s(f.chosenWaitMs)} s)`,
      ],
      [`${f.told} told \`Retry-After: ${f.retryAfter}\` at once: peak arrivals, with the jitter`, arrivals(f.withJitter)],
      ['the same without the jitter', arrivals(f.without)],
      [
        'let in → ticket in the cart: median / p95',
        `${s(f.toCart.p50)} / ${s(f.toCart.p95)} s (order placed: ${s(f.toOrder.p50)} / ${s(f.toOrder.p95)} s)`,
      ],
      ['writes sent again with the same key, replayed: add / checkout', `${replayed(f.replayed.add)} / ${replayed(f.replayed.checkout)}`],
      [
        'duplicate cart lines / duplicate orders (must be 0)',
        `${f.duplicateLines} / ${f.duplicateOrders} (${f.held} tickets held for ${f.shoppers} shoppers)`,
      ],
      [
        'rush: wall time, CPU, event-loop delay p99 / max',
        `${s(f.wallMs)} s, ${s(f.cpuMs)} s (${((f.cpuMs / f.wallMs) * 100).toFixed(0)} % of a core), ${f.loopP99.toFixed(0)} / ${f.loopMax.toFixed(0)} ms`,
      ],
    ],
  );
}
