// The browser runs' counts (test/runner/summary-reporter.mjs): a file whose browser disconnected under it
// is named, not counted, so npm test (test/runner/run-tests.mjs) runs it once more alone; a run without
// npm test counts it as failed.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { DISCONNECTED, summaryReporter } from '../runner/summary-reporter.mjs';

const results = (...passed) => ({ tests: passed.map((p) => ({ passed: p, skipped: false })), suites: [] });
const sessions = [
  { testFile: join(process.cwd(), 'test/a.test.ts'), passed: true, testResults: results(true, true) },
  { testFile: join(process.cwd(), 'test/b.test.ts'), passed: false, testResults: results(true, false) },
  { testFile: join(process.cwd(), 'test/c.test.ts'), passed: false, testResults: results(true), errors: [{ message: DISCONNECTED }] },
  { testFile: join(process.cwd(), 'test/d.test.ts'), passed: false, errors: [{ message: 'Could not import your test module.' }] },
];

test('a file whose browser disconnected is named for a second run, and its tests are not counted', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'summary-'));
  const file = join(dir, 'summary.json');
  process.env.EVENT_SHOP_TEST_SUMMARY = file;
  try {
    const reporter = summaryReporter();
    reporter.onTestRunFinished({ sessions });
    await reporter.stop();
    assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), { passed: 3, failed: 2, skipped: 0, interrupted: ['test/c.test.ts'] });
  } finally {
    delete process.env.EVENT_SHOP_TEST_SUMMARY;
    rmSync(dir, { recursive: true, force: true });
  }
});

test('run alone (no npm test to run it again), a disconnected file is a failure', async () => {
  const printed = [];
  const log = console.log;
  console.log = (line) => printed.push(line);
  try {
    const reporter = summaryReporter();
    reporter.onTestRunFinished({ sessions });
    await reporter.stop();
  } finally {
    console.log = log;
  }
  assert.deepEqual(printed, ['\nTests: 3 passed, 3 failed']);
});
