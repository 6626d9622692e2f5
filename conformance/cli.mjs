// `event-shop conformance`: the kit from the command line (bin/event-shop.mjs).
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { closingLine, jsonReport, junitReport, resultLine } from './report.mjs';

export const HELP = `Usage: event-shop conformance --api URL [options]

Walks a running Event Shop backend through a shopper's day (visitor, session,
cart, checkout, portal) and checks every answer against contract/openapi.json
and the rules behind it (money exact to the cent, times with offsets, 15-minute
carts, refusal envelopes, 401/419, Idempotency-Key, Retry-After, CORS).
Use a test backend: without --read-only it makes carts, two orders (bank
transfer, then card), a ticket change and a refund (cancelled), accepts the
terms of an order that waits for them and starts a card payment of an
instalment (no card is charged), for the account you give.

Options:
  --api URL                the API base, e.g. http://127.0.0.1:8787/api (required)
  --email E --password P   a customer login of that backend (the customer
                           scenarios are skipped without it)
  --read-only              only calls that change nothing (for production)
  --require-idempotency    a repeated Idempotency-Key applied twice is a FAIL,
                           not a WARN (for backends that promise to honour keys)
  --voucher CODE           a valid voucher code, for validate-voucher
  --checksum SUM           the checksum of an order's emailed link (defaults to
                           the order's own checksum from get-data)
  --json FILE              also write the results as JSON
  --junit FILE             also write the results as JUnit XML (for CI)
  -h, --help               this text

Prints one line per clause (PASS, FAIL, WARN or SKIP, the clause, the call, what
was sent and came back on a failure, the contract or spec section), then
"Conformance: N passed, N failed, N warnings, N skipped". Exit code 1 on any FAIL.
docs/backend-guide.md explains each clause.`;

export async function conformanceCli(argv, { stdout = process.stdout, stderr = process.stderr } = {}) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        api: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        'read-only': { type: 'boolean', default: false },
        'require-idempotency': { type: 'boolean', default: false },
        voucher: { type: 'string' },
        checksum: { type: 'string' },
        json: { type: 'string' },
        junit: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    stderr.write(`${error.message}\n\n${HELP}\n`);
    return 2;
  }
  if (values.help) {
    stdout.write(`${HELP}\n`);
    return 0;
  }
  if (!values.api) {
    stderr.write(`--api URL is required.\n\n${HELP}\n`);
    return 2;
  }
  let runConformance;
  try {
    ({ runConformance } = await import('./run.mjs'));
    // The schema validator is built (npm run build): a clear message, not a stack, when it is missing.
    await import('../dist/contract-validator.mjs');
  } catch (error) {
    stderr.write(
      `The conformance kit could not load its schema validator (${error.message}). In a checkout of the repository, run npm run build first.\n`,
    );
    return 2;
  }
  const tty = Boolean(stderr.isTTY);
  const progress = (message) => stderr.write(tty ? `\r\x1b[K${message}` : `… ${message}\n`);
  const onProgress = tty ? progress : (message) => (/…$/.test(message) ? progress(message.replace(/…$/, '')) : undefined);
  const run = await runConformance({
    api: values.api,
    email: values.email,
    password: values.password,
    readOnly: values['read-only'],
    requireIdempotency: values['require-idempotency'],
    voucher: values.voucher,
    checksum: values.checksum,
    onProgress,
  });
  if (tty) stderr.write('\r\x1b[K');
  for (const r of run.results) stdout.write(`${resultLine(r)}\n`);
  if (values.json) await writeFile(values.json, jsonReport(run, values.api));
  if (values.junit) await writeFile(values.junit, junitReport(run, values.api));
  stdout.write(`${closingLine(run)}\n`);
  return run.failed ? 1 : 0;
}
