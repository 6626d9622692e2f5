import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/** web-test-runner's words for a file whose browser went away under it (a driver that gave up under load). */
export const DISCONNECTED = 'Tests were interrupted because the browser disconnected.';

// Prints the plain closing line CI reads: "N passed, N failed" (and skipped).
export function summaryReporter() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  /** Files whose browser disconnected: not counted here; npm test runs them once more alone (run-tests.mjs). */
  const interrupted = [];
  const count = (suite) => {
    for (const test of suite.tests ?? []) {
      if (test.skipped) skipped += 1;
      else if (test.passed) passed += 1;
      else failed += 1;
    }
    for (const child of suite.suites ?? []) count(child);
  };
  return {
    onTestRunFinished({ sessions }) {
      for (const session of sessions) {
        if (session.errors?.some((error) => error.message === DISCONNECTED)) {
          interrupted.push(relative(process.cwd(), session.testFile));
          continue;
        }
        if (session.testResults) count(session.testResults);
        // A file that failed to load counts as a failure, never as silence.
        if (
          !session.passed &&
          (!session.testResults || (session.testResults.tests.length === 0 && session.testResults.suites.length === 0))
        )
          failed += 1;
      }
    },
    async stop() {
      // Under test/runner/run-tests.mjs (npm test) the counts go to a file and the
      // line is printed after the runner's own closing words, as the last line.
      const file = process.env.EVENT_SHOP_TEST_SUMMARY;
      if (file) writeFileSync(file, JSON.stringify({ passed, failed, skipped, interrupted }));
      else console.log(`\nTests: ${passed} passed, ${failed + interrupted.length} failed${skipped ? `, ${skipped} skipped` : ''}`);
    },
  };
}
