// One run of the contract tests: the demo backend on a real local port, the
// shop's own src/api/* calling it, and every exchange (the request as sent,
// the answer as received) checked against contract/openapi.json, closed, so
// that a field the document does not name fails too.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createApi } from '../../../scripts/dev/api-server.mjs';
import { createContractValidator, loadContract } from '../../../contract/validator.mjs';
import { loadShopApi } from './shop-api.mjs';

/**
 * Documented answers the demo backend never gives in these runs: 419 (Laravel's), 400 (checked once, in
 * contract-session), get-data's optional 401, and the busy answers 429 and 503 of docs/embed-contract.md §6
 * (a backend under load; these runs never load it).
 */
const neverAnswered = (action, status) => ['419', '400', '429', '503'].includes(status) || (action === 'get-data' && status === '401');

const DOWNLOADS = { 'download-ticket': /^\/download-ticket\//, 'download-invoice': /^\/download-invoice\// };

/** What the document says of one exchange. */
async function examine(contract, request, response) {
  const path = new URL(request.url).pathname;
  const download = Object.keys(DOWNLOADS).find((id) => DOWNLOADS[id].test(path));
  const action = download ?? path.replace(/^\/api\//, '');
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.text();
  let requestProblems = [];
  if (!download) {
    let sent;
    try {
      sent = JSON.parse(await request.text());
    } catch {
      sent = undefined;
    }
    requestProblems = contract.request(action, sent, request.headers);
  }
  const body = contentType.includes('json') ? JSON.parse(text) : text;
  return {
    action,
    status: response.status,
    body,
    requestProblems,
    responseProblems: contract.response(action, response.status, body, contentType),
  };
}

export async function startContractRun() {
  let contract = createContractValidator(await loadContract(), { closed: true });
  const api = await createApi();
  const server = createServer((req, res) => {
    if (!api.handle(req, res)) res.writeHead(404).end();
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${server.address().port}`;

  const exchanges = [];
  const seen = new Set();
  const realFetch = globalThis.fetch;
  // ky (src/api/client.ts) fetches through globalThis.fetch: every call passes here.
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const sent = request.clone();
    const response = await realFetch(request);
    // A document the validator cannot use is a failure of the test, not of the call.
    const exchange = await examine(contract, sent, response.clone()).catch((error) => ({
      action: sent.url,
      status: response.status,
      body: null,
      requestProblems: [],
      responseProblems: [String(error)],
    }));
    exchanges.push(exchange);
    return response;
  };

  const session = { token: null };
  const shop = await loadShopApi({ baseUrl: `${origin}/api`, getToken: () => session.token });

  /**
   * Await one call and check its one exchange: the expected status, and no
   * problem with the document. Gives the answer's body (or the ApiError's fields).
   */
  async function expectAnswer(status, pending) {
    const before = exchanges.length;
    // Settled either way: the exchange is what is checked.
    await pending.catch(() => undefined);
    assert.equal(exchanges.length, before + 1, 'one call, one exchange');
    const exchange = exchanges[exchanges.length - 1];
    assert.deepEqual(
      [...exchange.requestProblems, ...exchange.responseProblems],
      [],
      `${exchange.action} ${exchange.status} disagrees with contract/openapi.json`,
    );
    assert.equal(exchange.status, status, `${exchange.action} answered ${exchange.status}: ${JSON.stringify(exchange.body).slice(0, 300)}`);
    seen.add(`${exchange.action} ${exchange.status}`);
    return exchange.body;
  }

  return {
    shop,
    session,
    db: api.backend.db,
    origin,
    expectAnswer,
    /** A request the shop never sends as such (a missing header, a download); `lastExchange()` tells what the document says. */
    fetch: (path, init) => globalThis.fetch(`${origin}${path}`, init),
    lastExchange: () => exchanges[exchanges.length - 1],
    /** Check the next exchanges against another document (the tests that prove a disagreement fails). */
    setContract: (doc) => {
      contract = createContractValidator(doc, { closed: true });
    },
    /** Count a documented answer that a test checked itself through `fetch`. */
    saw: (exchange) => seen.add(`${exchange.action} ${exchange.status}`),
    /** The demo-only provider actions (not part of the contract): not checked. */
    demo: (action, body) =>
      realFetch(`${origin}/api/${action}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ token: null, ...body }),
      }).then((r) => r.json()),
    /** Documented answers of these calls that the run never saw. */
    unseen(actions) {
      return actions.flatMap((action) =>
        contract
          .statuses(action)
          .filter((s) => !neverAnswered(action, s) && !seen.has(`${action} ${s}`))
          .map((s) => `${action} ${s}`),
      );
    },
    async close() {
      globalThis.fetch = realFetch;
      await new Promise((done) => server.close(done));
    },
  };
}

/** The calls each contract test file covers; together, every call of the document. */
export const AREAS = {
  session: ['login', 'register', 'request-password-reset', 'reset-password', 'email-tickets', 'get-user', 'get-data', 'update-settings'],
  shop: [
    'get-shop-item',
    'get-cart',
    'calculate-invoice',
    'add-product-to-cart',
    'update-product-in-cart',
    'remove-product-from-cart',
    'add-merchandise-to-cart',
    'remove-merchandise-from-cart',
    'validate-voucher',
    'checkout-cart',
  ],
  portal: ['change-ticket', 'set-travel-time', 'request-refund', 'cancel-refund', 'download-ticket', 'download-invoice'],
  links: [
    'get-terms-and-conditions-order',
    'accept-terms-and-conditions',
    'get-payment-plan-order-payment',
    'pay-payment-plan-order-payment',
  ],
};
