// `npm run e2e`: user journeys on the BUILT bundle (dist/) in the demo host page,
// in three engines, each at 1280 px and at 375 px in a fresh browser context
// with the demo's data reset. Builds nothing: run `npm run build` first. Serves
// the demo with scripts/dev/serve.mjs on a free port.
//   node test/e2e/run.mjs [journey-name-part …]
// Every journey runs on four hosts in Chromium (two in Firefox and WebKit, see
// hostsOf): the demo page; the same page served as a
// hostile host (scripts/dev/serve.mjs `?host=hostile`: strict CSP with Trusted
// Types, aggressive global CSS); the demo page with its backend in foreign
// mode (`?backend=foreign`, demo/backend/README.md: money as strings, ids of
// the other JSON type, null lists, 1/0 flags, 400 ms a call), as a real host's
// backend answers; and a CMS theme's page (demo/cms/: the snippet in a 640 px
// article column, account and cart in the sidebar, the theme's global CSS),
// where after every step nothing of the shop may be wider than its box or stick
// out of the window, nor the page scroll sideways.
// The engines, one after another: Chromium (Debian's chromium) and Firefox
// (Debian's firefox-esr, over WebDriver BiDi) through puppeteer-core, a browser
// context per run; WebKit (Debian's WebKitGTK MiniBrowser under xvfb, through
// WebKitWebDriver, test/runner/webkit.mjs) through webdriver-page.mjs, a small
// adapter giving the journeys Puppeteer's page API over WebDriver classic, a
// session per run. WebKit runs see page errors, console errors and CSP
// violations only from the first script Node runs in each document on (the
// adapter's comment says why and what that misses).
// Each run is journey × width × host × engine; the closing line counts them
// per engine (summary.mjs; test/runner/run-tests.mjs reads it).
// Env: E2E_ENGINES (default chromium,firefox,webkit), CHROME_PATH, FIREFOX_PATH,
// WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, E2E_PORT (default 8460), E2E_WIDTHS (default 1280,375),
// E2E_HOSTS (every engine; default demo,hostile,foreign,cms in Chromium, hostile,cms elsewhere), E2E_CONCURRENCY (runs at once in an engine,
// default 2), E2E_TIMEOUT (ms per wait, default 15000).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { firefoxLaunchOptions, launchChromium } from '../runner/chromium.mjs';
import { fits, installProbes, ready } from './dom.mjs';
import { journeys as shop } from './journeys-shop.mjs';
import { journeys as portal } from './journeys-portal.mjs';
import { journeys as rush } from './journeys-rush.mjs';
import { startRushHost } from './rush-host.mjs';
import { summaryLine } from './summary.mjs';
import { startWebKit } from './webdriver-page.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const started = Date.now();
const filters = process.argv.slice(2);
const all = [...shop, ...portal, ...rush].filter((j) => !filters.length || filters.some((f) => j.name.includes(f)));
const widths = (process.env.E2E_WIDTHS || '1280,375').split(',').map(Number);
/**
 * Hosts per engine. Chromium runs every journey on all four; Firefox and WebKit on the
 * hostile and CMS hosts, where engines differ (strict CSP with Trusted Types, a theme's
 * CSS and a 640 px column): the demo page is the hostile page without its defences, and
 * the foreign backend's answers are read by the same code in every engine. All four in
 * every engine took 10.6 min of a CI run that must stay under 30 (2 cores); E2E_HOSTS
 * sets the hosts of every engine.
 */
const ALL_HOSTS = ['demo', 'hostile', 'foreign', 'cms'];
const hostsOf = (engine) =>
  process.env.E2E_HOSTS ? process.env.E2E_HOSTS.split(',') : engine === 'chromium' ? ALL_HOSTS : ['hostile', 'cms'];
const concurrency = Number(process.env.E2E_CONCURRENCY) || 2;
const ENGINES = { chromium: 'Chromium', firefox: 'Firefox', webkit: 'WebKit' };
const engines = (process.env.E2E_ENGINES || Object.keys(ENGINES).join(',')).split(',');
for (const engine of engines) {
  if (!(engine in ENGINES)) {
    console.error(`E2E_ENGINES: ${engine} is none of ${Object.keys(ENGINES).join(', ')}.`);
    process.exit(2);
  }
}
const shots = `${root}screenshots/e2e`;

for (const file of ['dist/event-shop.js', 'demo/build/demo-backend.js']) {
  if (!existsSync(`${root}${file}`)) {
    console.error(`E2E: ${file} is missing: run \`npm run build\` first.`);
    process.exit(2);
  }
}

/** `preferred` if nothing listens there, else any free port. */
const freePort = (preferred) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => (preferred ? freePort(0).then(resolve) : resolve(0)));
    probe.listen(preferred, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

// This run's failures only.
rmSync(shots, { recursive: true, force: true });

const port = await freePort(Number(process.env.E2E_PORT) || 8460);
const server = spawn(process.execPath, [`${root}scripts/dev/serve.mjs`], {
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
process.on('exit', () => server.kill());
await new Promise((resolve, reject) => {
  server.once('exit', (code) => reject(new Error(`scripts/dev/serve.mjs exited (${code})`)));
  server.stdout.on('data', (chunk) => chunk.toString().includes('http://') && resolve());
});
const demoBase = `http://localhost:${port}/demo/`;
// On-sale day: the bundle against the demo backend in Node in rush mode, a backend per run (rush-host.mjs).
const rushHost = await startRushHost();
const BASES = { hostile: `${demoBase}?host=hostile&utm_source=newsletter`, foreign: `${demoBase}?backend=foreign`, cms: `${demoBase}cms/` };
const baseOf = (host) => BASES[host] ?? demoBase;
/** How a run names where it ran (`… on the foreign backend`: a failure there is one of foreign answers). */
const WHERE = { demo: '', foreign: ' on the foreign backend' };

/**
 * An engine's browser: `newContext()` gives a fresh { context, page } for one
 * run. Chromium and Firefox (firefox-esr over WebDriver BiDi) through
 * puppeteer-core, a browser context each; WebKit through the WebDriver adapter
 * (webdriver-page.mjs), a session each, on a driver per concurrent run.
 */
async function startEngine(engine) {
  if (engine === 'webkit') return startWebKit(concurrency);
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = engine === 'firefox' ? await puppeteer.launch(firefoxLaunchOptions) : await launchChromium();
  return {
    async newContext() {
      const context = await browser.createBrowserContext();
      return { context, page: await context.newPage() };
    },
    close: () => browser.close(),
  };
}

/**
 * Page errors, console errors and CSP violations of `page`, pushed to `problems`. On the rush host the
 * browser's own lines for the refusals and the dropped connection it is sent (429, 503, no answer) are
 * what the journey asks for, not a problem of the shop.
 */
function watch(page, problems, host) {
  const expected =
    host === 'rush'
      ? /^Failed to load resource: (the server responded with a status of (429|503)|net::ERR_(EMPTY_RESPONSE|CONNECTION_RESET|CONNECTION_CLOSED))/
      : null;
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !expected?.test(m.text())) problems.push(`console.error: ${m.text()} ${m.location()?.url ?? ''}`.trim());
  });
}

/**
 * On the hostile host, after the shop mounted: the host's Preact widget still
 * updates, its DOMPurify keeps its own config and hook, its query string is
 * untouched, and the bundle loaded twice rendered each part once.
 */
async function hostIntact(page) {
  const found = await page.evaluate(async () => {
    const button = document.getElementById('host-button');
    button?.click();
    await new Promise((r) => setTimeout(r, 50));
    return {
      widget: document.getElementById('host-button')?.textContent,
      sanitised: window.DOMPurify?.sanitize('<p>x</p><b>y</b>'),
      query: location.search,
      roots: [...document.querySelectorAll('[data-event-shop]')].map((p) => p.shadowRoot?.querySelectorAll('.es-root').length ?? 0),
    };
  });
  const expected = { widget: 'Host clicks: 1', sanitised: 'x<b data-host="1">y</b>', query: '?host=hostile&utm_source=newsletter' };
  for (const [key, value] of Object.entries(expected))
    if (found[key] !== value) throw new Error(`host ${key}: ${JSON.stringify(found[key])}, expected ${JSON.stringify(value)}`);
  if (!found.roots.length || found.roots.some((n) => n !== 1)) throw new Error(`shop roots per placeholder: ${found.roots.join(', ')}`);
}

/** One journey at one width on one host in one engine: its own browser context, the demo reset. */
async function runOne(journey, width, host, engine, browser) {
  const label = `${journey.name} @${width}${WHERE[host] ?? ` on the ${host} host`} in ${ENGINES[engine]}`;
  const base = host === 'rush' ? rushHost.base(`${engine}-${width}-${journey.name}`) : baseOf(host);
  const problems = [];
  let current = 'open the demo';
  const t0 = Date.now();
  let context;
  let page;
  try {
    ({ context, page } = await browser.newContext());
    watch(page, problems, host);
    // Windows the shop opens (downloads) are watched too.
    context.on('targetcreated', async (target) => {
      const popup = target.type() === 'page' ? await target.page() : null;
      if (popup && popup !== page) watch(popup, problems, host);
    });
    await installProbes(page, (text) => problems.push(`CSP violation: ${text}`));
    await page.setViewport({ width, height: 900, deviceScaleFactor: 1 });
    await page.goto(`${base}${base.includes('?') ? '&' : '?'}reset-demo`, { waitUntil: 'networkidle0' });
    await ready(page, { serviceWorker: host !== 'rush' });
    if (host === 'hostile') {
      current = "the host's own widget, sanitiser and query string beside the shop";
      await hostIntact(page);
    }
    // On the CMS page the shop must fit its column after every step (the provider's page is not the shop's).
    const layout = async () => {
      if (host === 'cms' && (await page.url()).startsWith(base)) await fits(page);
    };
    current = 'the shop fits the page';
    await layout();
    const step = async (name, fn) => {
      current = name;
      const result = await fn();
      await layout();
      return result;
    };
    // `fits`: the same check inside a step, where a dialog is open (a no-op on the other hosts).
    await journey.run({ page, base, context, width, step, fits: layout });
    current = 'no console errors, page errors or CSP violations';
    await new Promise((r) => setTimeout(r, 300));
    // WebKit's page hands over what it queued when Node next runs a script in it (webdriver-page.mjs).
    await page.flush?.();
    if (problems.length) throw new Error(problems.join('\n    '));
    console.log(`ok   ${label} (${((Date.now() - t0) / 1000).toFixed(1)}s)`);
    return true;
  } catch (error) {
    const file = `${shots}/${journey.name}-${width}-${host}-${engine}.png`;
    let shot = '';
    try {
      mkdirSync(shots, { recursive: true });
      // The page the journey was on (a popup or the provider, if it got there).
      if (!page) throw new Error('no page');
      await page.screenshot({ path: file, fullPage: width >= 1000 });
      shot = ` (screenshot ${file.slice(root.length)})`;
      // What the shop showed, as text, beside it.
      const text = await page.evaluate(() => window.__e2e?.dump() ?? document.body.innerText);
      writeFileSync(file.replace(/\.png$/, '.txt'), `${text}\n`);
    } catch {
      // The page is gone: no screenshot.
    }
    console.log(`FAIL ${label}: step "${current}"${shot}\n    ${error.message.split('\n').slice(0, 6).join('\n    ')}`);
    if (problems.length && !error.message.includes(problems[0])) console.log(`    also: ${problems.join('\n    ')}`);
    return false;
  } finally {
    await context?.close().catch(() => {});
  }
}

// One engine after another (one browser open at a time), `concurrency` runs at once in each.
// A journey with `hosts` of its own (the rush host's) runs there only, in every engine.
// A journey with `widthsElsewhere` runs at those widths only outside Chromium (a long one, to keep CI short).
const widthsOf = (journey, engine) => {
  const own = engine === 'chromium' ? [] : (journey.widthsElsewhere ?? []).filter((w) => widths.includes(w));
  return own.length ? own : widths;
};
const runsOf = (engine) =>
  all.flatMap((journey) =>
    (journey.hosts ?? hostsOf(engine)).flatMap((host) => widthsOf(journey, engine).map((width) => [journey, width, host])),
  );
let passed = 0;
let failed = 0;
const perEngine = {};
for (const engine of engines) {
  const t0 = Date.now();
  const counts = { passed: 0, failed: 0 };
  const browser = await startEngine(engine);
  const runs = runsOf(engine);
  // A journey `alone` runs after the others, one run at a time: the shop sends nothing while its page is
  // hidden (docs/embed-contract.md §6), and Firefox hides every tab but the front one.
  const queue = runs.filter(([journey]) => !journey.alone);
  await Promise.all(
    Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
      while (queue.length) {
        const [journey, width, host] = queue.shift();
        counts[(await runOne(journey, width, host, engine, browser)) ? 'passed' : 'failed'] += 1;
      }
    }),
  );
  for (const [journey, width, host] of runs.filter(([j]) => j.alone))
    counts[(await runOne(journey, width, host, engine, browser)) ? 'passed' : 'failed'] += 1;
  await browser.close();
  passed += counts.passed;
  failed += counts.failed;
  perEngine[ENGINES[engine]] = { runs: counts.passed + counts.failed, hosts: new Set(runs.map(([, , host]) => host)).size };
  console.log(`E2E in ${ENGINES[engine]}: ${counts.passed} passed, ${counts.failed} failed in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
}

server.kill();
await rushHost.close();
const seconds = (Date.now() - started) / 1000;
console.log(summaryLine({ passed, failed, journeys: all.length, widths: widths.length, engines: perEngine, seconds }));
process.exit(failed || !passed ? 1 : 0);
