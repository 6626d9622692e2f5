import { fileURLToPath } from 'node:url';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { CHROMIUM_ARGS, chromiumPath, firefoxLaunchOptions } from './test/runner/chromium.mjs';
import { WebKitLauncher } from './test/runner/webkit-launcher.mjs';
import { engineCommandsPlugin } from './test/runner/wtr-commands.mjs';
import { esbuildBundlePlugin } from './test/runner/wtr-esbuild.mjs';
import { summaryReporter } from './test/runner/summary-reporter.mjs';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The strict CSP of a hostile host (README "Content Security Policy"), plus
 * `default` for the demo backend's service worker (demo/hostile/default-policy.js).
 * `?without-event-shop-policy` leaves `event-shop` out: the tests' proof that
 * they see what a missing policy breaks.
 */
const strictCspHeader = (withPolicy) =>
  [
    "default-src 'self'",
    "script-src 'self' 'nonce-event-shop-test'",
    "style-src 'self' 'nonce-event-shop-test'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${withPolicy ? 'event-shop ' : ''}default`,
  ].join('; ');

/**
 * The engine the screen tests run in: EVENT_SHOP_ENGINE=chromium (the default),
 * firefox (Debian's firefox-esr over WebDriver BiDi, through the same
 * puppeteer-core launcher: its page API works on both) or webkit (test/runner/webkit-launcher.mjs).
 * `npm test` (test/runner/run-tests.mjs) runs the tests once per engine.
 */
function engine() {
  const name = process.env.EVENT_SHOP_ENGINE || 'chromium';
  if (name === 'webkit') return new WebKitLauncher();
  if (name !== 'chromium' && name !== 'firefox') throw new Error(`EVENT_SHOP_ENGINE=${name}: chromium, firefox or webkit`);
  const firefox = name === 'firefox';
  const launcher = chromeLauncher({
    launchOptions: firefox
      ? firefoxLaunchOptions
      : { executablePath: chromiumPath, headless: true, args: [...CHROMIUM_ARGS, '--disable-quic'] },
    // A browser context per test page: background tabs sharing a context never
    // run requestAnimationFrame, and each page gets its own service worker.
    // The context goes with its page, or every finished file would leave a
    // context (and its service worker) running for the rest of the run.
    async createPage({ browser }) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      page.once('close', () => void context.close().catch(() => undefined));
      return page;
    },
  });
  // Reports and the closing line name the engine.
  launcher.name = firefox ? 'Firefox' : 'Chromium';
  return launcher;
}

export default {
  rootDir,
  files: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  nodeResolve: false,
  // One test page at a time: keyboard and focus tests (real key presses through
  // the browser) and the 500 ms countdown timings stay exact under CI load.
  concurrency: 1,
  concurrentBrowsers: 1,
  testsFinishTimeout: 180_000,
  browserStartTimeout: 60_000,
  testFramework: { config: { timeout: 15_000 } },
  browsers: [engine()],
  middleware: [
    // msw's worker lives in demo/ but must control test pages served at /.
    function serviceWorkerScope(context, next) {
      if (context.path.endsWith('/mockServiceWorker.js')) context.set('Service-Worker-Allowed', '/');
      return next();
    },
    // test/fixtures/csp/*.html: host pages under the strict CSP a hostile host
    // serves (README "Content Security Policy"), with a fixed nonce.
    function strictCsp(context, next) {
      if (/^\/test\/fixtures\/csp\/[\w-]+\.html$/.test(context.path)) {
        context.set('Content-Security-Policy', strictCspHeader(!('without-event-shop-policy' in context.query)));
      }
      return next();
    },
  ],
  plugins: [esbuildBundlePlugin({ rootDir }), engineCommandsPlugin()],
  reporters: [defaultReporter(), summaryReporter()],
};
