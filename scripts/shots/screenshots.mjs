// Headless Chromium screenshots of the demo page, desktop and 375 px phone width.
//   node scripts/shots/screenshots.mjs [--out DIR] [--login] [--lang de] [--cms] [route ...]
// `--lang de`: the German demo; `--cms`: on the CMS theme's page (demo/cms/).
// Needs `npm start` (or PORT) serving the demo. Console errors are printed, and
// make the script exit non-zero.
import { mkdirSync } from 'node:fs';
import { launchChromium } from '../../test/runner/chromium.mjs';
import { storeDemoLogin } from './scenes.mjs';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt === -1 ? 'screenshots' : args.splice(outAt, 2)[1];
const loginAt = args.indexOf('--login');
const login = loginAt !== -1;
if (login) args.splice(loginAt, 1);
const langAt = args.indexOf('--lang');
const query = langAt === -1 ? '' : `?lang=${args.splice(langAt, 2)[1]}`;
const cms = args.includes('--cms');
if (cms) args.splice(args.indexOf('--cms'), 1);
const routes = args.length ? args : ['/'];
const base = `http://localhost:${process.env.PORT || 8080}/demo/${cms ? 'cms/' : ''}`;
mkdirSync(out, { recursive: true });

const browser = await launchChromium();
let problems = 0;
for (const [name, width, height] of [
  ['desktop', 1280, 900],
  ['phone', 375, 812],
]) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warn') {
      console.log(`[${name}] console.${m.type()}: ${m.text()}`);
      if (m.type() === 'error') problems += 1;
    }
  });
  page.on('pageerror', (e) => {
    console.log(`[${name}] page error: ${e.message}`);
    problems += 1;
  });
  await page.setViewport({ width, height, deviceScaleFactor: 1 });
  await page.goto(`${base}${query ? `${query}&` : '?'}reset-demo`, { waitUntil: 'networkidle0' });
  if (login) {
    // Mount again with the token before any route: a guarded route opened by the
    // guest shop would have gone to the login page, which a customer leaves for home.
    await storeDemoLogin(page);
    await page.reload({ waitUntil: 'networkidle0' });
  }
  for (const route of routes) {
    await page.goto(`${base}${query}#${route}`, { waitUntil: 'networkidle0' });
    await page.reload({ waitUntil: 'networkidle0' });
    await new Promise((r) => setTimeout(r, 600));
    const file = `${out}/${name}-${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(`wrote ${file}`);
  }
  await context.close();
}
await browser.close();
process.exit(problems ? 1 : 0);
