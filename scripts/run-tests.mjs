// `npm test`'s last step: runs @web/test-runner, then prints the run's closing
// line, "Tests: N passed, N failed", as the very last line of the output (CI
// and the README quote it). Arguments are passed on to web-test-runner.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'event-shop-tests-'));
const summaryFile = join(dir, 'summary.json');
const child = spawn('npx', ['web-test-runner', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, EVENT_SHOP_TEST_SUMMARY: summaryFile },
});
child.on('exit', (code) => {
  let summary = null;
  try {
    summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
  } catch {
    /* The runner stopped before its reporter wrote the counts. */
  }
  rmSync(dir, { recursive: true, force: true });
  if (!summary) {
    console.log('\nTests: the run did not finish');
    process.exit(code || 1);
  }
  const { passed, failed, skipped } = summary;
  console.log(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(failed > 0 ? 1 : code ?? 1);
});
