// `npm test`'s last step: the Node tests (scripts/, test/node/), then the
// browser tests (@web/test-runner, once in each engine: Chromium then Firefox, and WebKit
// beside them, its output shown when it ends), then the end-to-end journeys on
// the built bundle (test/e2e/run.mjs, skipped when arguments pick browser
// tests), then the WordPress plugin in a real WordPress (test/wordpress/run.mjs,
// skipped likewise), then one closing line with every count, "Tests: N passed,
// N failed (…)", as the very last line of the output (CI and the README quote it).
// Arguments go to web-test-runner.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSummary } from '../e2e/summary.mjs';
import { freePort } from './free-port.mjs';

const dir = mkdtempSync(join(tmpdir(), 'event-shop-tests-'));
/** How a child process ended: its exit code (1 when a signal ended it) and the signal. */
const ended = (child) => new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code: code ?? 1, signal })));
const run = async (command, args, env = {}) =>
  (await ended(spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }))).code;

function read(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

const tap = join(dir, 'node.tap');
const nodeCode = await run('node', [
  '--test',
  '--test-reporter=dot',
  '--test-reporter-destination=stdout',
  '--test-reporter=tap',
  `--test-reporter-destination=${tap}`,
  'scripts/',
  'test/node/',
]);
const count = (text, name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text ?? '')?.[1] ?? 0);
const nodeText = read(tap);
const node = {
  passed: count(nodeText, 'pass'),
  failed: count(nodeText, 'fail') + (nodeText === null || (nodeCode !== 0 && count(nodeText, 'fail') === 0) ? 1 : 0),
};

// The screen tests once per engine (EVENT_SHOP_ENGINES, default every one we run: web-test-runner.config.mjs).
const ENGINES = { chromium: 'Chromium', firefox: 'Firefox', webkit: 'WebKit' };
// The Firefox run compiles the tests' code as the shipped bundles are: production mode, minified
// (test/runner/wtr-esbuild.mjs, EVENT_SHOP_BUILD). The others compile for development, as a developer debugs.
const PRODUCTION_ENGINE = 'firefox';
const engines = (process.env.EVENT_SHOP_ENGINES || Object.keys(ENGINES).join(',')).split(',').filter((e) => e in ENGINES);
const browser = { passed: 0, failed: 0, skipped: 0, per: [] };
let browserCode = 0;

/** One engine's run; `quiet`: its output to a file, shown when it ends (it runs beside another). */
async function screenTests(engine, quiet, files = []) {
  const summaryFile = join(dir, `summary-${engine}${files.length ? '-again' : ''}.json`);
  const env = {
    EVENT_SHOP_TEST_SUMMARY: summaryFile,
    EVENT_SHOP_ENGINE: engine,
    ...(engine === PRODUCTION_ENGINE && { EVENT_SHOP_BUILD: 'production' }),
  };
  const args = ['web-test-runner', ...process.argv.slice(2), ...files];
  let end;
  let output = '';
  if (quiet) {
    const log = join(dir, `${engine}.log`);
    const out = openSync(log, 'w');
    const port = String(await freePort());
    end = await ended(spawn('npx', [...args, '--port', port], { stdio: ['ignore', out, out], env: { ...process.env, ...env } }));
    closeSync(out);
    output = read(log) ?? '';
    process.stdout.write(`\n${ENGINES[engine]}, run beside the others:\n${output}`);
  } else end = await ended(spawn('npx', args, { stdio: 'inherit', env: { ...process.env, ...env } }));
  return { engine, ...end, text: read(summaryFile), output };
}

/**
 * Why a run ended without its counts, for the closing lines (CI shows the end of the output, and a
 * run beside the others printed its log long before): its exit code or signal, and the lines of its
 * log that name an error of the runner rather than a test's page.
 */
function whyUnfinished({ engine, code, signal, output }) {
  const lines = output
    .split('\n')
    .filter((line) => /Uncaught exception|Error while running tests|\[WebKit\]|^\s*(\w*Error|Error):/.test(line))
    .slice(-12);
  return [`${ENGINES[engine]}'s run ended ${signal ? `on signal ${signal}` : `with exit code ${code}`} and no counts.`, ...lines].join(
    '\n',
  );
}

/**
 * A run that ended without its counts (its browser never started, or the runner itself stopped) is run
 * once more: that is the machine, not a test, and a second try tells which. A run whose tests failed is
 * never run again. The first try's output stays above the second's.
 */
async function engineRun(engine, quiet) {
  const first = await screenTests(engine, quiet);
  if (first.text) return first;
  console.log(`\n${whyUnfinished(first)}\nRunning it once more.`);
  const second = await screenTests(engine, quiet);
  return second.text ? second : { ...second, why: `${whyUnfinished(first)}\n${whyUnfinished(second)}` };
}

// WebKit runs beside Chromium and Firefox, which run one after the other: each run waits on
// timers and the network far more than it computes (a whole run used 7 CPU minutes in 27), and
// the three one after another took 19 of CI's 30 minutes. Each run has its own browser,
// display, server port and storage.
const beside = engines.length > 1 && engines.includes('webkit') ? engineRun('webkit', true) : null;
const results = [];
for (const engine of engines.filter((e) => !beside || e !== 'webkit')) results.push(await engineRun(engine, false));
if (beside) results.push(await beside);
for (const { engine, code, text, why } of results.sort((a, b) => engines.indexOf(a.engine) - engines.indexOf(b.engine))) {
  if (!text) {
    rmSync(dir, { recursive: true, force: true });
    console.log(`\n${why}`);
    console.log(`\nTests: the browser run in ${ENGINES[engine]} did not finish (Node: ${node.passed} passed, ${node.failed} failed)`);
    process.exit(code || 1);
  }
  const counts = JSON.parse(text);
  let runCode = code;
  // A file whose browser disconnected under it (WebKitWebDriver, beside two other browsers, once gave
  // up so on one file of 112) has no counts: that is the machine, as above, so the file is run once
  // more, alone, and counted then. Interrupted again, it counts as a failure.
  if (counts.interrupted?.length) {
    console.log(`\n${ENGINES[engine]}: the browser disconnected under ${counts.interrupted.join(', ')}. Running it once more, alone.`);
    const again = await screenTests(engine, false, counts.interrupted);
    const more = again.text ? JSON.parse(again.text) : { passed: 0, failed: 0, skipped: 0, interrupted: counts.interrupted };
    // The first run failed for the interruption alone: the second tells.
    if (counts.failed === 0) runCode = again.text ? again.code : again.code || 1;
    counts.passed += more.passed;
    counts.failed += more.failed + more.interrupted.length;
    counts.skipped += more.skipped;
  }
  browser.passed += counts.passed;
  browser.failed += counts.failed;
  browser.skipped += counts.skipped;
  browser.per.push({ name: ENGINES[engine], tests: counts.passed + counts.failed });
  browserCode ||= runCode;
}
rmSync(dir, { recursive: true, force: true });

/** Run `script` with Node, its output shown as it comes; its exit code and its output. */
const shown = (script) =>
  new Promise((resolve) => {
    let out = '';
    const child = spawn('node', [script], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
  });
const fullRun = process.argv.length === 2;

/** The journeys, counted from their closing line "E2E: N passed, N failed (…; Chromium N, …)". */
const e2e = { passed: 0, failed: 0, code: 0, engines: {} };
if (fullRun) {
  const { code, out } = await shown('test/e2e/run.mjs');
  const summary = parseSummary(out);
  e2e.code = code;
  e2e.passed = summary?.passed ?? 0;
  e2e.failed = summary ? summary.failed : 1;
  e2e.engines = summary?.engines ?? {};
}

/**
 * The WordPress plugin in a real WordPress (test/wordpress/run.mjs, Chromium; it installs WordPress,
 * Apache, MariaDB and PHP with apt the first time), counted from its closing line "WordPress: N
 * passed, N failed (…)".
 */
const wordpress = { passed: 0, failed: 0, code: 0 };
if (fullRun) {
  const { code, out } = await shown('test/wordpress/run.mjs');
  const counts = /^WordPress: (\d+) passed, (\d+) failed/m.exec(out);
  wordpress.code = code;
  wordpress.passed = Number(counts?.[1] ?? 0);
  wordpress.failed = counts ? Number(counts[2]) : 1;
}

const passed = node.passed + browser.passed + e2e.passed + wordpress.passed;
const failed = node.failed + browser.failed + e2e.failed + wordpress.failed;
// Per engine, its screen tests and (in a full run) its journey runs: "Chromium 770 + 48 journeys".
const perEngine = browser.per.map(
  ({ name, tests }) => `${name} ${tests.toLocaleString('en')}${name in e2e.engines ? ` + ${e2e.engines[name]} journeys` : ''}`,
);
const number = (n) => n.toLocaleString('en');
console.log(
  `\nTests: ${number(passed)} passed, ${number(failed)} failed${browser.skipped ? `, ${browser.skipped} skipped` : ''} (${[...perEngine, `Node ${node.passed + node.failed}`, ...(fullRun ? [`WordPress ${wordpress.passed + wordpress.failed}`] : [])].join(', ')})`,
);
process.exit(failed > 0 ? 1 : browserCode || nodeCode || e2e.code || wordpress.code);
