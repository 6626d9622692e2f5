// The kit's report: one line per clause, a closing count, and the same as JSON or JUnit XML for CI.
export function resultLine(r) {
  return `${r.status.padEnd(4)}  ${r.id}  ${r.call}  ${r.detail}  (${r.ref})`;
}

export function closingLine(run) {
  return `Conformance: ${run.passed} passed, ${run.failed} failed, ${run.warnings} warnings, ${run.skipped} skipped`;
}

export function textReport(run) {
  return [...run.results.map(resultLine), closingLine(run)].join('\n');
}

export function jsonReport(run, api) {
  const { results, passed, failed, warnings, skipped, calls, ms } = run;
  return `${JSON.stringify({ api, passed, failed, warnings, skipped, calls, ms, results }, null, 2)}\n`;
}

const xml = (s) => String(s).replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]);

/** JUnit XML: one testcase per clause; FAIL a failure, SKIP skipped, WARN a pass with its note in system-out. */
export function junitReport(run, api) {
  const cases = run.results.map((r) => {
    const open = `    <testcase classname="conformance.${xml(r.id.split('.')[0])}" name="${xml(`${r.id} ${r.call}`)}">`;
    const inner =
      r.status === 'FAIL'
        ? `<failure message="${xml(r.detail)}">${xml(`${r.detail} (${r.ref})`)}</failure>`
        : r.status === 'SKIP'
          ? `<skipped message="${xml(r.detail)}"/>`
          : `<system-out>${xml(`${r.status}: ${r.detail} (${r.ref})`)}</system-out>`;
    return `${open}${inner}</testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="event-shop conformance" tests="${run.results.length}" failures="${run.failed}" skipped="${run.skipped}" time="${(run.ms / 1000).toFixed(3)}">`,
    `  <testsuite name="${xml(api)}" tests="${run.results.length}" failures="${run.failed}" skipped="${run.skipped}" time="${(run.ms / 1000).toFixed(3)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
