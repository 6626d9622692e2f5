// Headless Chromium for measurements, and what every measurement needs.
import { launchChromium } from '../../test/runner/chromium.mjs';

/** With gc() exposed, so heap figures are taken after a collection. */
export const launch = () => launchChromium(['--js-flags=--expose-gc']);

/**
 * A fresh page in its own context (no cache, no storage) at a CPU rate; `run`
 * measures, and the context is closed whatever happens. Page errors fail it.
 */
export async function withPage(browser, rate, run) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const result = await run(page, cdp);
    if (errors.length) throw new Error(errors.join('; '));
    return result;
  } finally {
    await context.close();
  }
}

export const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Start-up of one load: mount() ms, first listing ms, DOMContentLoaded ms (scripts/bench/host.mjs page). */
export async function startup(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__firstListingMs !== undefined, { timeout: 30_000, polling: 50 });
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    return { mount: window.__mountMs, listing: window.__firstListingMs, dcl: nav.domContentLoadedEventStart };
  });
}

/** A plain text table, first column left-aligned. */
export function table(header, rows) {
  const all = [header, ...rows];
  const widths = header.map((_, col) => Math.max(...all.map((row) => String(row[col]).length)));
  return all
    .map((row) => row.map((cell, col) => (col === 0 ? String(cell).padEnd(widths[col]) : String(cell).padStart(widths[col]))).join('  '))
    .join('\n');
}
