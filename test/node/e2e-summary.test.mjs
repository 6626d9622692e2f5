// test/e2e/summary.mjs: the journeys' closing line (run.mjs writes it) and
// what test/runner/run-tests.mjs reads back from it, the runs of each engine included.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseSummary, summaryLine } from '../e2e/summary.mjs';

const engines = { Chromium: { runs: 48, hosts: 4 }, Firefox: { runs: 23, hosts: 2 }, WebKit: { runs: 24, hosts: 2 } };
const runs = { Chromium: 48, Firefox: 23, WebKit: 24 };

test('the closing line names the counts, the matrix and the runs of each engine', () => {
  const line = summaryLine({ passed: 94, failed: 1, journeys: 6, widths: 2, engines, seconds: 400.04 });
  assert.equal(
    line,
    'E2E: 94 passed, 1 failed (6 journeys × 2 widths; Chromium 48 on 4 hosts, Firefox 23 on 2 hosts, WebKit 24 on 2 hosts) in 400.0s',
  );
});

test('the line is read back from the output around it, engines in the order they ran', () => {
  const line = summaryLine({ passed: 94, failed: 1, journeys: 6, widths: 2, engines, seconds: 1 });
  const summary = parseSummary(`ok   refund @375 in WebKit (7.1s)\nE2E in WebKit: 48 passed, 0 failed in 100.0s\n${line}\n`);
  assert.deepEqual(summary, { passed: 94, failed: 1, engines: runs });
  assert.deepEqual(Object.keys(summary.engines), ['Chromium', 'Firefox', 'WebKit']);
});

test("one engine's own line is not the closing line", () => {
  assert.equal(parseSummary('E2E in WebKit: 48 passed, 0 failed in 100.0s\n'), null);
});

test('a line without engines (an older run.mjs) still gives the counts; no line gives null', () => {
  assert.deepEqual(parseSummary('E2E: 48 passed, 0 failed (6 journeys × 2 widths × 4 hosts) in 200.0s'), {
    passed: 48,
    failed: 0,
    engines: {},
  });
  assert.equal(parseSummary('FAIL refund @375 in WebKit: step "open the demo"\n'), null);
});
