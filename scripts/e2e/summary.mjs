// The journeys' closing line, written by run.mjs and read by scripts/run-tests.mjs:
//   E2E: 144 passed, 0 failed (6 journeys × 2 widths × 4 hosts; Chromium 48, Firefox 48, WebKit 48) in 400.0s
// The runs of each engine (passed and failed) after the semicolon.

/** The closing line; `engines` maps an engine's name to its number of runs, in the order they ran. */
export const summaryLine = ({ passed, failed, journeys, widths, hosts, engines, seconds }) =>
  `E2E: ${passed} passed, ${failed} failed (${journeys} journeys × ${widths} widths × ${hosts} hosts; ${Object.entries(engines)
    .map(([name, runs]) => `${name} ${runs}`)
    .join(', ')}) in ${seconds.toFixed(1)}s`;

/** The closing line found in `output`: { passed, failed, engines: { Chromium: 48, … } }, or null without one. */
export function parseSummary(output) {
  const line = /^E2E: (\d+) passed, (\d+) failed(?: \([^;\n]*; ([^)\n]*)\))?/m.exec(output);
  if (!line) return null;
  const engines = Object.fromEntries([...(line[3] ?? '').matchAll(/(\w+) (\d+)/g)].map(([, name, runs]) => [name, Number(runs)]));
  return { passed: Number(line[1]), failed: Number(line[2]), engines };
}
