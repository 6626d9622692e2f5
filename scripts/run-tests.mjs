// `npm test`'s last step: the Node tests (scripts/, test/node/), then the
// browser tests (@web/test-runner in Chromium), then the end-to-end journeys on
// the built bundle (scripts/e2e/run.mjs, skipped when arguments pick browser
// tests), then one closing line with every count, "Tests: N passed, N failed
// (…)", as the very last line of the output (CI and the README quote it).
// Arguments go to web-test-runner.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'event-shop-tests-'));
const run = (command, args, env = {}) =>
  new Promise((resolve) => spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).on('exit', (code) => resolve(code ?? 1)));

function read(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

const tap = join(dir, 'node.tap');
const nodeCode = await run('node', ['--test', '--test-reporter=dot', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`, 'scripts/', 'test/node/']);
const count = (text, name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text ?? '')?.[1] ?? 0);
const nodeText = read(tap);
const node = { passed: count(nodeText, 'pass'), failed: count(nodeText, 'fail') + (nodeText === null || nodeCode !== 0 && count(nodeText, 'fail') === 0 ? 1 : 0) };

const summaryFile = join(dir, 'summary.json');
const browserCode = await run('npx', ['web-test-runner', ...process.argv.slice(2)], { EVENT_SHOP_TEST_SUMMARY: summaryFile });
const browserText = read(summaryFile);
rmSync(dir, { recursive: true, force: true });
if (!browserText) {
  console.log(`\nTests: the browser run did not finish (Node: ${node.passed} passed, ${node.failed} failed)`);
  process.exit(browserCode || 1);
}
const browser = JSON.parse(browserText);

/** The journeys, their output shown as it comes; counted from their "E2E: N passed, N failed" line. */
const e2e = { passed: 0, failed: 0, code: 0 };
if (process.argv.length === 2) {
  let out = '';
  e2e.code = await new Promise((resolve) => {
    const child = spawn('node', ['scripts/e2e/run.mjs'], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
  const line = /^E2E: (\d+) passed, (\d+) failed/m.exec(out);
  e2e.passed = Number(line?.[1] ?? 0);
  e2e.failed = line ? Number(line[2]) : 1;
}

const passed = node.passed + browser.passed + e2e.passed;
const failed = node.failed + browser.failed + e2e.failed;
const journeys = process.argv.length === 2 ? `, ${e2e.passed + e2e.failed} end-to-end journey runs` : '';
console.log(`\nTests: ${passed} passed, ${failed} failed${browser.skipped ? `, ${browser.skipped} skipped` : ''} (${browser.passed + browser.failed} in Chromium, ${node.passed + node.failed} in Node${journeys})`);
process.exit(failed > 0 ? 1 : browserCode || nodeCode || e2e.code);
