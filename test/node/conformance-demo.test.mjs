// The conformance kit (conformance/, `event-shop conformance`) against the demo
// backend, in memory on a free local port: green, every required clause there,
// and the command's exit code, closing line, JSON and JUnit reports.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { importTs } from '../../build/import-ts.mjs';
import { DEMO_LOGIN, startApiServer } from '../../scripts/dev/api-server.mjs';
import { runConformance } from '../../conformance/run.mjs';

const BIN = fileURLToPath(new URL('../../bin/event-shop.mjs', import.meta.url));
const CLOSING = /^Conformance: (\d+) passed, (\d+) failed, (\d+) warnings, (\d+) skipped$/;

/** The clauses every run reports; the demo passes each, except where it cannot be seen. */
const REQUIRED = [
  'schema.answer',
  'money.exact',
  'money.sums',
  'time.offset',
  'session.bad-token',
  'session.wrong-password',
  'envelope.refusal-json',
  'cart.hold',
  'cart.unknown-404',
  'idempotency.replay',
  'busy.retry-after',
  'cors.preflight',
  'visitor.get-data',
  'visitor.get-shop-item',
  'session.login',
  'session.get-user',
  'cart.add-ticket',
  'cart.add-merchandise',
  'cart.update',
  'cart.remove-ticket',
  'cart.invoice',
  'cart.voucher',
  'checkout.order',
  'checkout.payment',
  'checkout.in-data',
  'checkout.card',
  'links.terms',
  'links.bad-checksum',
  'links.terms-accept-bad-checksum',
  'links.terms-accept',
  'links.terms-accepted',
  'links.terms-accept-again',
  'links.instalment',
  'links.instalment-amounts',
  'links.instalment-dates',
  'links.instalment-unknown',
  'links.instalment-pay',
  'links.instalment-after-pay',
  'links.instalment-paid-refused',
  'portal.change-ticket',
  'portal.travel-time',
  'portal.refund-request',
  'portal.refund-cancel',
];
/** What the demo cannot show in a quiet run, and why. */
const EXPECTED_SKIP = {
  'busy.retry-after': 'no 429 or 503 without --rush',
  'cart.voucher': 'no --voucher given',
};

async function withDemo(use) {
  const server = await startApiServer({ port: 0 });
  try {
    return await use(server);
  } finally {
    await server.close();
  }
}

test('the kit is green against the demo backend, every required clause reported, in well under 20 s', async () => {
  await withDemo(async (server) => {
    const progress = [];
    const started = Date.now();
    const run = await runConformance({ api: server.apiUrl, ...DEMO_LOGIN, onProgress: (m) => progress.push(m) });
    const ms = Date.now() - started;
    const failed = run.results.filter((r) => r.status === 'FAIL');
    assert.deepEqual(failed, [], 'no FAIL against the demo backend');
    assert.equal(run.failed, 0);
    assert.equal(run.passed + run.failed + run.warnings + run.skipped, run.results.length);
    for (const id of REQUIRED) {
      const found = run.results.filter((r) => r.id === id);
      assert.equal(found.length, 1, `${id} reported once`);
      const [r] = found;
      if (EXPECTED_SKIP[id]) assert.equal(r.status, 'SKIP', `${id}: ${EXPECTED_SKIP[id]}`);
      else assert.equal(r.status, 'PASS', `${id}: ${r.detail}`);
      assert.ok(r.call && r.detail && r.ref, `${id} names its call, detail and reference`);
    }
    assert.equal(run.warnings, 0, JSON.stringify(run.results.filter((r) => r.status === 'WARN')));
    assert.ok(progress.length > 5, 'progress while it runs');
    assert.ok(ms < 20_000, `the walk took ${ms} ms`);
  });
});

test('--read-only sends only reads and login', async () => {
  await withDemo(async (server) => {
    const sent = [];
    const run = await runConformance({ api: server.apiUrl, ...DEMO_LOGIN, readOnly: true, onProgress: (m) => sent.push(m) });
    assert.equal(run.failed, 0);
    const calls = new Set(sent.map((m) => /: ([a-z-]+) \(call \d+\)$/.exec(m)?.[1]).filter(Boolean));
    const { isRead } = await importTs("export { isRead } from './src/api/request-policy.ts';");
    assert.deepEqual(
      [...calls].filter((c) => !isRead(c) && c !== 'login'),
      [],
    );
    for (const id of [
      'cart.add-ticket',
      'checkout.order',
      'checkout.card',
      'portal.change-ticket',
      'idempotency.replay',
      'links.terms-accept',
      'links.terms-accept-bad-checksum',
      'links.instalment-pay',
      'links.instalment-paid-refused',
    ]) {
      const r = run.results.find((x) => x.id === id);
      assert.equal(r.status, 'SKIP', id);
      if (id.startsWith('links.')) assert.match(r.detail, /--read-only/, `${id} says why`);
    }
    // The link reads still run.
    for (const id of ['links.terms', 'links.instalment', 'links.instalment-amounts', 'links.instalment-dates', 'links.instalment-unknown'])
      assert.equal(run.results.find((r) => r.id === id).status, 'PASS', id);
  });
});

test('event-shop conformance: a line per clause, the closing line, exit 0, and the JSON and JUnit reports', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'conformance-'));
  try {
    await withDemo(async (server) => {
      const json = join(dir, 'report.json');
      const junit = join(dir, 'report.xml');
      const args = [BIN, 'conformance', '--api', server.apiUrl, '--email', DEMO_LOGIN.email, '--password', DEMO_LOGIN.password];
      // execFile, not a sync spawn: the demo answers from this process.
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [...args, '--json', json, '--junit', junit]);
      const lines = stdout.trim().split('\n');
      const closing = CLOSING.exec(lines.at(-1));
      assert.ok(closing, `closing line: ${lines.at(-1)}`);
      assert.equal(closing[2], '0');
      for (const line of lines.slice(0, -1))
        assert.match(line, /^(PASS|FAIL|WARN|SKIP)\s+\S+ {2}\S+ {2}.+ {2}\(((contract|spec) §\d+|openapi\.json)\)$/);
      assert.ok(lines.some((l) => /^PASS\s+schema\.answer /.test(l)));
      assert.match(stderr, /cart/, 'progress on stderr');
      const report = JSON.parse(await readFile(json, 'utf8'));
      assert.equal(report.failed, 0);
      assert.equal(report.results.length, lines.length - 1);
      const xml = await readFile(junit, 'utf8');
      assert.match(xml, /<testsuites name="event-shop conformance" tests="\d+" failures="0"/);
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('event-shop conformance --help, and exit 1 on a FAIL (a backend that is not there)', async () => {
  const run = promisify(execFile);
  const help = await run(process.execPath, [BIN, 'conformance', '--help']);
  assert.match(help.stdout, /--api URL/);
  assert.match(help.stdout, /--read-only/);
  const top = await run(process.execPath, [BIN, '--help']);
  assert.match(top.stdout, /conformance/);
  // A port nothing listens on: every call fails to connect.
  const failed = await run(process.execPath, [BIN, 'conformance', '--api', 'http://127.0.0.1:9/api']).catch((error) => error);
  assert.equal(failed.code, 1);
  assert.match(failed.stdout.trim().split('\n').at(-1), CLOSING);
  assert.match(failed.stdout, /^FAIL/m);
});
