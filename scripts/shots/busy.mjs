// Screenshots of the shop waiting for a busy backend (docs/embed-contract.md §6): the listing
// waiting in a queue (a refused /get-data), and a ticket's add waiting with its dialog's button
// busy, at 1280 and 375 px and in a 640 px CMS column, in English and German.
//   npm run build && node scripts/shots/busy.mjs [--out DIR]
// Serves its own host page with the built dist/event-shop.js and the demo backend in Node
// (scripts/dev/api-server.mjs), whose answers it refuses with 429, Retry-After and a queue body.
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApi } from '../dev/api-server.mjs';
import { launchChromium } from '../../test/runner/chromium.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outAt = process.argv.indexOf('--out');
const out = outAt === -1 ? 'screenshots/busy' : process.argv[outAt + 1];
mkdirSync(out, { recursive: true });
const bundle = readFileSync(join(root, 'dist/event-shop.js'));
// The German demo's config with the shipped German texts, as the demo page's ?lang=de has them.
const german = {
  ...JSON.parse(readFileSync(join(root, 'demo/config.de.json'), 'utf8')),
  texts: JSON.parse(readFileSync(join(root, 'src/i18n/de.json'), 'utf8')),
};
const configs = { en: readFileSync(join(root, 'demo/config.json'), 'utf8'), de: JSON.stringify(german) };
const api = await createApi({ apiBase: '/api' });
/** Which calls the backend refuses now (the scene sets it). */
let refused = new Set();
const queue = JSON.stringify({ message: 'You are in the queue.', queue: { position: 1234, wait_seconds: 540 } });

const page = (lang, cms) => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Busy</title>
<style>body { margin: 0; font: 17px/1.6 Georgia, serif; } .column { max-width: 640px; margin: 24px auto; padding: 0 16px; }</style>
<script type="application/json" id="event-shop-config">${configs[lang]}</script></head>
<body>${cms ? '<main class="column"><article><h1>Tickets</h1><div data-event-shop="app"></div></article></main>' : '<div data-event-shop="app"></div>'}
<script src="/event-shop.js" defer></script></body></html>`;

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const action = url.pathname.replace(/^\/api\//, '');
  if (url.pathname.startsWith('/api/') && refused.has(action)) {
    res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '30' });
    return void res.end(queue);
  }
  if (api.handle(req, res)) return;
  if (url.pathname === '/event-shop.js') {
    res.writeHead(200, { 'Content-Type': 'text/javascript' });
    return void res.end(bundle);
  }
  res.writeHead(200, { 'Content-Type': 'text/html' });
  res.end(page(url.searchParams.get('lang') ?? 'en', url.searchParams.has('cms')));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}/`;

const browser = await launchChromium();
/** The shadow root holding `selector`'s element, searched in every part and the overlay. */
const inShop = (selector) => `[...document.querySelectorAll('[data-event-shop], [data-event-shop-overlay]')]
  .map((p) => p.shadowRoot?.querySelector(${JSON.stringify(selector)})).find(Boolean)`;

for (const lang of ['en', 'de']) {
  for (const [name, width, cms] of [
    ['desktop', 1280, false],
    ['phone', 375, false],
    ['cms', 1280, true],
  ]) {
    const context = await browser.createBrowserContext();
    const tab = await context.newPage();
    tab.on('pageerror', (e) => console.log(`[${lang} ${name}] page error: ${e.message}`));
    await tab.setViewport({ width, height: 900, deviceScaleFactor: 1 });
    const at = `${base}?lang=${lang}${cms ? '&cms' : ''}`;

    refused = new Set(['get-data']);
    await tab.goto(`${at}#/tickets`);
    await tab.waitForFunction(`!!(${inShop('.es-wait')})`);
    await new Promise((r) => setTimeout(r, 300));
    await tab.screenshot({ path: `${out}/${lang}-${name}-listing-queue.png` });

    refused = new Set();
    await tab.evaluate(`(${inShop('.es-wait button')}).click()`);
    await tab.evaluate(`(${inShop('.es-view .es-notice button')}).click()`);
    await tab.goto(`${at}#/tickets/WEEKEND`);
    await tab.reload();
    // The product's own "Add to cart" (in its language): the first primary button of the view's heading's section.
    const addButton = `[...(${inShop('h1')}).getRootNode().querySelectorAll('button.es-btn--primary')].find((b) => /Add to cart|In den Warenkorb/.test(b.textContent))`;
    await tab.waitForFunction(`!!(${addButton})`, { timeout: 40_000 });
    refused = new Set(['add-product-to-cart']);
    await tab.evaluate(`(${addButton}).click()`);
    await tab.waitForFunction(`!!(${inShop('[role="dialog"] input')})`);
    await tab.evaluate(`(() => {
      const dialog = ${inShop('[role="dialog"]')};
      const set = (el, value) => { el.value = value; el.dispatchEvent(new Event('input', { bubbles: true })); el.dispatchEvent(new Event('change', { bubbles: true })); };
      const inputs = dialog.querySelectorAll('input[type="text"], input:not([type])');
      set(dialog.querySelector('input[autocomplete="name"]') ?? inputs[0], 'Ann Lee');
      set(dialog.querySelector('input[type="email"]'), 'ann@lee.ie');
      for (const select of dialog.querySelectorAll('select')) if (!select.value) set(select, select.options[1].value);
      dialog.querySelector('button[type="submit"]').click();
    })()`);
    await tab.waitForFunction(`!!(${inShop('[role="dialog"] .es-wait')})`);
    await new Promise((r) => setTimeout(r, 300));
    await tab.screenshot({ path: `${out}/${lang}-${name}-add-waiting.png` });
    console.log(`wrote ${out}/${lang}-${name}-listing-queue.png, ${lang}-${name}-add-waiting.png`);
    await context.close();
  }
}
await browser.close();
server.close();
