// The journeys' closing line, written by run.mjs and read by test/runner/run-tests.mjs:
//   E2E: 96 passed, 0 failed (6 journeys × 2 widths; Chromium 48 on 4 hosts, Firefox 24 on 2 hosts, WebKit 24 on 2 hosts) in 400.0s
// The runs of each engine (passed and failed) after the semicolon.

const count = (n, what) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** The closing line; `engines` maps an engine's name to { runs, hosts }, in the order they ran. */
export const summaryLine = ({ passed, failed, journeys, widths, engines, seconds }) =>
  `E2E: ${passed} passed, ${failed} failed (${count(journeys, 'journey')} × ${count(widths, 'width')}; ${Object.entries(engines)
    .map(([name, { runs, hosts }]) => `${name} ${runs} on ${count(hosts, 'host')}`)
    .join(', ')}) in ${seconds.toFixed(1)}s`;

/** The closing line found in `output`: { passed, failed, engines: { Chromium: 48, … } } (runs per engine), or null without one. */
export function parseSummary(output) {
  const line = /^E2E: (\d+) passed, (\d+) failed(?: \([^;\n]*; ([^)\n]*)\))?/m.exec(output);
  if (!line) return null;
  const engines = Object.fromEntries(
    (line[3] ?? '')
      .split(', ')
      .map((part) => /^(\w+) (\d+)/.exec(part))
      .filter(Boolean)
      .map(([, name, runs]) => [name, Number(runs)]),
  );
  return { passed: Number(line[1]), failed: Number(line[2]), engines };
}
