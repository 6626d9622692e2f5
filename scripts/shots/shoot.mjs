// Screenshots of one scripted scene of the demo, at several widths.
//   node scripts/shots/shoot.mjs SCENE [--widths 1280,375] [--out screenshots] [--column 640] [--cms] [--lang de] [--full]
// `--lang de`: the German demo (its config.de.json), kept on every address a scene opens.
// `--column N`: the view placeholder held to N px, as a CMS article column holds it.
// `--cms`: the scene on the CMS theme's page (demo/cms/: the snippet in a 640 px
// article column, account and cart in the sidebar) instead of the demo page.
// Scenes live in scripts/shots/scenes*.mjs: each opens the demo and acts as a
// shopper (add to cart, open a dialog…). Needs `npm start` (or PORT) serving
// the demo. Prints, per width, what of the shop does not fit (an element wider
// than its box or out of the window, a page scrolling sideways: test/e2e/dom.mjs).
import { mkdirSync, readdirSync } from 'node:fs';
import { launchChromium } from '../../test/runner/chromium.mjs';
import { layoutProblems } from '../../test/e2e/dom.mjs';

// Every scripts/shots/scenes*.mjs adds its scenes (one file per feature).
const scenes = {};
for (const file of readdirSync(new URL('.', import.meta.url))
  .filter((f) => /^scenes.*\.mjs$/.test(f))
  .sort()) {
  Object.assign(scenes, (await import(`./${file}`)).scenes);
}

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args.splice(at, 2)[1];
};
const out = option('out', 'screenshots');
const widths = option('widths', '1280,375').split(',').map(Number);
const column = Number(option('column', '0'));
const lang = option('lang', '');
// `--full`: the whole page at every width (a phone's shot is otherwise its first screen).
const full = args.includes('--full');
if (full) args.splice(args.indexOf('--full'), 1);
const cms = args.includes('--cms');
if (cms) args.splice(args.indexOf('--cms'), 1);
const names = args.length ? args : Object.keys(scenes);
// Scenes add routes (`${base}#/…`) or a query (`${base}?backend=…`): a page's address without either.
const base = `http://localhost:${process.env.PORT || 8080}/demo/${cms ? 'cms/' : ''}`;
const suffix = `${lang ? `-${lang}` : ''}${cms ? '-cms' : ''}${column ? `-col${column}` : ''}`;
mkdirSync(out, { recursive: true });

const browser = await launchChromium();
let problems = 0;
for (const name of names) {
  const scene = scenes[name];
  if (!scene) throw new Error(`no scene ${name}; scenes: ${Object.keys(scenes).join(', ')}`);
  for (const width of widths) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    page.on('pageerror', (e) => {
      console.log(`[${name} ${width}] page error: ${e.message}`);
      problems += 1;
    });
    page.on('console', (m) => m.type() === 'error' && console.log(`[${name} ${width}] console.error: ${m.text()}`));
    await page.setViewport({ width, height: 900, deviceScaleFactor: 1 });
    // Scenes open addresses without a query: put the language back before the page's scripts read it.
    if (lang)
      await page.evaluateOnNewDocument((code) => {
        const query = new URLSearchParams(location.search);
        if (query.get('lang') !== code) query.set('lang', code);
        history.replaceState(null, '', `${location.pathname}?${query}${location.hash}`);
      }, lang);
    await page.goto(`${base}?reset-demo`, { waitUntil: 'networkidle0' });
    let focus;
    try {
      focus = await scene(page, base);
    } catch (error) {
      // One scene's failure is reported; the others are still shot.
      console.log(`[${name} ${width}] scene failed: ${error.message}`);
      problems += 1;
      await context.close();
      continue;
    }
    if (column) await page.addStyleTag({ content: `main[data-event-shop="view"] { max-width: ${column}px; }` });
    await new Promise((r) => setTimeout(r, 700));
    if (focus)
      console.log(
        `[${name} ${width}] focus: ${await page.evaluate(() => {
          let el = document.activeElement;
          while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
          return el ? `${el.tagName.toLowerCase()} ${el.getAttribute('name') ?? el.textContent?.slice(0, 30) ?? ''}` : 'none';
        })}`,
      );
    const overflow = await layoutProblems(page);
    if (overflow.length) console.log(`[${name} ${width}] does not fit: ${overflow.slice(0, 5).join(' | ')}`);
    const file = `${out}/${name}-${width}${suffix}.png`;
    // Desktop: the whole page; narrower: the screen the shopper sees (where the scene scrolled to).
    await page.screenshot({ path: file, fullPage: full || width >= 1000 });
    console.log(`wrote ${file}`);
    await context.close();
  }
}
await browser.close();
process.exit(problems ? 1 : 0);
