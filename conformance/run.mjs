// The conformance walk: a backend taken through a shopper's day (visitor,
// session, cart, checkout, portal, CORS), then every answer of the walk checked
// against contract/openapi.json and the rules behind it (conformance/answers.mjs).
//   const { results, passed, failed } = await runConformance({ api: 'http://127.0.0.1:8787/api', email, password });
import { brief, createClient } from './client.mjs';
import { answerClauses } from './answers.mjs';
import { visitor } from './scenarios/visitor.mjs';
import { session } from './scenarios/session.mjs';
import { cart } from './scenarios/cart.mjs';
import { checkout } from './scenarios/checkout.mjs';
import { portal } from './scenarios/portal.mjs';
import { cors } from './scenarios/cors.mjs';

const SCENARIOS = [visitor, session, cart, checkout, portal, cors];

/**
 * @param {{ api: string, email?: string, password?: string, readOnly?: boolean, requireIdempotency?: boolean,
 *   voucher?: string, checksum?: string, onProgress?: (message: string) => void }} options
 * @returns {Promise<{ results: Array<{ id: string, status: 'PASS'|'FAIL'|'WARN'|'SKIP', call: string, detail: string, ref: string }>, passed: number, failed: number, warnings: number, skipped: number, calls: number, ms: number }>}
 */
export async function runConformance({
  api,
  email,
  password,
  readOnly = false,
  requireIdempotency = false,
  voucher,
  checksum,
  onProgress = () => {},
}) {
  if (!api) throw new Error('runConformance: `api` (the backend URL, e.g. http://127.0.0.1:8787/api) is required.');
  // The validator (contract/validator.mjs with ajv bundled in by the build) is loaded here: `--help` works without it.
  const { createContractValidator, loadContract } = await import('../dist/contract-validator.mjs');
  const doc = await loadContract(new URL('../contract/openapi.json', import.meta.url));
  const contract = createContractValidator(doc);
  const started = Date.now();
  let stage = 'start';
  let calls = 0;
  const client = createClient(api, { onCall: (action) => onProgress(`${stage}: ${action} (call ${++calls})`) });
  const results = [];
  const ctx = {
    client,
    options: { email, password, readOnly, requireIdempotency, voucher, checksum },
    call: (...args) => client.call(...args),
    progress: (name) => {
      stage = name;
      onProgress(`${name}…`);
    },
    add: (id, status, call, detail, ref) => results.push({ id, status, call, detail, ref }),
    /** A FAIL (or `status`) that says what was sent and what came back, cut short. */
    // A call still busy (429/503) after the waits is no answer to judge: SKIP, and busy.retry-after looks at it.
    fail: (id, exchange, expected, ref, status = 'FAIL') =>
      results.push(
        exchange.status === 429 || exchange.status === 503
          ? {
              id,
              status: 'SKIP',
              call: exchange.action,
              detail: `the backend stayed busy (${exchange.status}) after its Retry-After waits; ${brief(exchange)}`,
              ref,
            }
          : { id, status, call: exchange.action, detail: `${expected}; ${brief(exchange)}`, ref },
      ),
  };
  for (const scenario of SCENARIOS) {
    // Nothing answers at all: say so once (transport.answer) rather than walk on.
    if (client.exchanges.length && client.exchanges.every((e) => e.status === 0)) break;
    try {
      await scenario(ctx);
    } catch (error) {
      results.push({
        id: `${scenario.name}.run`,
        status: 'FAIL',
        call: '-',
        detail: `the ${scenario.name} walk stopped: ${error?.message ?? error}`,
        ref: 'spec §7',
      });
    }
  }
  onProgress('checking every answer…');
  results.push(...answerClauses({ exchanges: client.exchanges, contract, doc }));
  const count = (status) => results.filter((r) => r.status === status).length;
  return {
    results,
    passed: count('PASS'),
    failed: count('FAIL'),
    warnings: count('WARN'),
    skipped: count('SKIP'),
    calls: client.exchanges.length,
    ms: Date.now() - started,
  };
}
