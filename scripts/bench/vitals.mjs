// What the shop does to the host page's Core Web Vitals (scripts/bench/bench.mjs), on
// the Core Web Vitals page of scripts/bench/host.mjs (the parts between host content)
// against an instant API, at each CPU rate (1x, 4x through CDP) and width, median of
// N fresh loads. Bundles are measured in turns, load by load, as in measure-start.mjs.
//   CLS         sum of the layout shifts without recent input, until the first
//               listing plus 1 s (Chromium's own `layout-shift` entries)
//   y           the host's #host-below heading (page y) right after mount(), before
//               the first render, and at that same end
//   TBT         sum over long tasks from the shop's script to the first listing of (duration - 50 ms);
//               and the longest of them
//   interaction the longest Event Timing entry of a real click's interaction (what INP
//               takes of one interaction): a ticket's page from the listing, its
//               personalise dialog, the dialog's Add to cart, the header's cart button.
//               Headless Chromium has the API (entries of 16 ms or more, in steps of 8)
import { createApi } from '../dev/api-server.mjs';
import { launch, median, withPage } from './browser.mjs';
import { startHost } from './host.mjs';

/** The widths measured, at a desktop's and a phone's window height. */
export const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

/** The clicks measured (at the first width only: the same code runs at any width). */
export const INTERACTIONS = {
  product: 'open a ticket from the listing',
  dialog: 'open the personalise dialog',
  add: 'add to the cart (confirm the dialog)',
  cart: 'open the cart drop-down',
};

/** After the first listing, shifts are still counted this long (images, late parts). */
const SETTLE_MS = 1000;

/** One load: CLS, #host-below's y before and after, blocking time until the first listing. */
async function loadVitals(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__firstListingMs !== undefined, { timeout: 30_000, polling: 50 });
  const end = (await page.evaluate(() => window.__firstListingMs)) + SETTLE_MS;
  await page.waitForFunction((t) => performance.now() >= t, { polling: 50 }, end);
  // A shift is reported after the frame it happened in: one more frame and task.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
  return page.evaluate((settle) => {
    const { shifts, tasks } = window.__vitals;
    const listing = window.__firstListingMs;
    // The shop's: from its script on (the host page's own parsing and scripts before it are not).
    const blocking = tasks.filter((t) => t.startTime + t.duration > window.__bundleMs && t.startTime < listing);
    return {
      cls: shifts.filter((s) => !s.hadRecentInput && s.startTime <= listing + settle).reduce((sum, s) => sum + s.value, 0),
      yBefore: window.__belowBefore,
      yAfter: document.querySelector('#host-below h2').getBoundingClientRect().top + scrollY,
      tbt: blocking.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      longest: Math.max(0, ...blocking.map((t) => t.duration)),
    };
  }, SETTLE_MS);
}

/**
 * The longest Event Timing entry of the first interaction (pointerdown, pointerup,
 * click share its interactionId) begun after `since`, or 0 when it left none: the
 * API reports only interactions of 16 ms or more. An entry comes after the paint
 * that followed the click, so it is waited for (1 s at most), and then briefly
 * for the interaction's other events.
 */
function readLatency(since) {
  const mine = () => window.__vitals.events.filter((e) => e.interactionId > 0 && e.startTime >= since);
  const pause = (ms) => new Promise((done) => setTimeout(done, ms));
  return (async () => {
    const deadline = performance.now() + 1000;
    while (mine().length === 0 && performance.now() < deadline) await pause(25);
    if (mine().length === 0) return 0;
    await pause(100);
    const id = mine()[0].interactionId;
    return Math.max(
      ...mine()
        .filter((e) => e.interactionId === id)
        .map((e) => e.duration),
    );
  })();
}

/** A real click (puppeteer's mouse, into the shadow roots) on `target`, then until `shown` is visible or `gone` hidden. */
async function click(page, target, { shown, gone }) {
  const since = await page.evaluate(() => performance.now());
  await page.click(`pierce/${target}`);
  if (shown) await page.waitForSelector(`pierce/${shown}`, { visible: true, timeout: 15_000 });
  if (gone) await page.waitForSelector(`pierce/${gone}`, { hidden: true, timeout: 15_000 });
  return page.evaluate(readLatency, since);
}

/** A shopper's clicks from the listing to the open cart, each's latency (ms; 0: under 16). */
async function interactions(page) {
  if (!(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('event'))))
    throw new Error('this Chromium has no Event Timing API: the interaction latencies cannot be measured');
  const product = await click(page, '.es-card__name a', { shown: '.es-product .es-actions button' });
  // Every ticket is personalised: its Add to cart opens the dialog (ProductPage.tsx).
  const dialog = await click(page, '.es-product .es-actions button', { shown: '.es-modal input[name="fullName"]' });
  await page.type('pierce/.es-modal input[name="fullName"]', 'Bench Shopper');
  await page.type('pierce/.es-modal input[name="email"]', 'bench@example.org');
  // Age (the first event has age ranges) and country, unless already chosen: the first option.
  for (const select of await page.$$('pierce/.es-modal select[required]')) {
    const value = await select.evaluate((el) => el.value || [...el.options].find((o) => o.value && !o.disabled)?.value);
    await select.select(value);
  }
  // The dialog closes once the (instant) API has answered and the cart holds the ticket. As
  // for INP, the latency ends at the first paint after the click's handlers: the answer's
  // re-render comes in later tasks and is not in it.
  const add = await click(page, '.es-modal button[type="submit"]', { gone: '.es-modal' });
  const cart = await click(page, '.es-cart-summary > button', { shown: '.es-cart-summary__panel .es-cart' });
  return { product, dialog, add, cart };
}

/**
 * Median vitals per bundle, CPU rate and width; the interactions at the first
 * width only. Returns `{ bundle, rate, width, cls, yBefore, yAfter, tbt, longest,
 * product?, dialog?, add?, cart? }` rows.
 */
export async function measureVitals({ bundles, runs = 7, port = 8244, rates = [1, 4] }) {
  const host = await startHost({ bundles, port, api: await createApi({ latencyMs: 0 }) });
  const browser = await launch();
  const sample = (rate, viewport, index, withClicks) =>
    withPage(browser, rate, async (page) => {
      await page.setViewport(viewport);
      const vitals = await loadVitals(page, host.vitalsUrl(index, '#/tickets'));
      return withClicks ? { ...vitals, ...(await interactions(page)) } : vitals;
    });
  const rows = [];
  try {
    for (const rate of rates) {
      // One unmeasured load per bundle first: the browser's own first-run costs.
      for (const index of bundles.keys()) await sample(rate, VIEWPORTS[0], index, true);
      for (const [w, viewport] of VIEWPORTS.entries()) {
        const samples = bundles.map(() => []);
        for (let run = 0; run < runs; run += 1)
          for (const index of bundles.keys()) samples[index].push(await sample(rate, viewport, index, w === 0));
        for (const index of bundles.keys()) {
          const s = samples[index];
          const row = { bundle: index, rate, width: viewport.width };
          for (const key of Object.keys(s[0])) row[key] = median(s.map((x) => x[key]));
          rows.push(row);
        }
      }
    }
  } finally {
    await browser.close();
    await host.close();
  }
  return rows;
}
