// Deliberately broken copies of the demo backend, for proving that the conformance kit
// (conformance/run.mjs) catches what it claims (issue 30, "Proof that it catches what it claims").
// The demo backend (scripts/dev/api-server.mjs, `npm run api`) runs unchanged on loopback; in front of
// it a small HTTP proxy breaks ONE clause family by rewriting requests or answers, as a misbehaving
// host backend (or a proxy in front of it) would:
//   none                 unbroken: every call passes through as it is
//   money-fraction       every money amount gets a fraction of a cent: 36.5 → 36.504        (money.exact)
//   time-no-offset       every date-time loses its offset: …T10:00:00+00:00 → …T10:00:00     (time.offset)
//   any-token            a customer call with any token is answered as the demo customer's   (session.bad-token)
//   plain-text-refusals  every non-2xx answer is text/plain, the message as text             (envelope.refusal-json)
//   hour-hold            a cart's `expires_at` is an hour after its `now`, not 15 minutes    (cart.hold)
//   key-twice            Idempotency-Key is ignored, so a repeated write is applied twice    (idempotency.replay)
//   terms-not-recorded   accept-terms answers 200 for a right link but records nothing       (links.terms-accepted)
//   instalment-split     a plan's instalments are its total split evenly, each rounded down:
//                        211.00 → 70.33 × 3 = 210.99, a cent short                           (links.instalment-amounts)
//   card-no-payment      a card checkout answers `payment: null`: nothing for the shopper to pay with (checkout.card)
//   import { startBackend } from './helpers/broken-backends.mjs';
//   const backend = await startBackend('money-fraction'); // { url: 'http://127.0.0.1:PORT/api', close() }
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { DEMO_LOGIN, startApiServer } from '../../../scripts/dev/api-server.mjs';

export { DEMO_LOGIN };
export const BREAKAGES = [
  'none',
  'money-fraction',
  'time-no-offset',
  'any-token',
  'plain-text-refusals',
  'hour-hold',
  'key-twice',
  'terms-not-recorded',
  'instalment-split',
  'card-no-payment',
];

/**
 * The names of the contract's money fields: every property whose schema is `Amount` (`x-max-decimals: 2`),
 * and the maps (`tax`, `items_total_without_tax`) whose values are.
 */
function moneyFields() {
  const contract = JSON.parse(readFileSync(new URL('../../../contract/openapi.json', import.meta.url), 'utf8'));
  const amount = '#/components/schemas/Amount';
  const fields = new Set();
  const maps = new Set();
  const walk = (node) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    for (const [name, schema] of Object.entries(node.properties ?? {})) {
      if (schema.$ref === amount || schema.anyOf?.some((s) => s.$ref === amount) || schema.oneOf?.some((s) => s.$ref === amount)) {
        fields.add(name);
      }
      if (schema.additionalProperties?.$ref === amount) maps.add(name);
    }
    Object.values(node).forEach(walk);
  };
  walk(contract);
  return { fields, maps };
}

/** A date-time with its offset, inside a JSON string: the date and time ($1) and the offset. */
const DATE_TIME_IN_JSON = /"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?)(?:Z|[+-]\d{2}:?\d{2})"/g;

/** `ms` written as an RFC 3339 time in the offset that `like` carries (`Z` or `±hh:mm`). */
function timeLike(ms, like) {
  const offset = /(Z|[+-]\d{2}:?\d{2})$/.exec(like)?.[1] ?? 'Z';
  const minutes = offset === 'Z' ? 0 : (offset[0] === '-' ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(-2)));
  const fraction = /T[\d:]+\.\d/.test(like); // with milliseconds when `like` has a fraction
  return `${new Date(ms + minutes * 60_000).toISOString().slice(0, fraction ? 23 : 19)}${offset}`;
}

/** Every object in `value`, depth first, each handed to `visit`. */
function eachObject(value, visit) {
  if (Array.isArray(value)) value.forEach((item) => eachObject(item, visit));
  else if (typeof value === 'object' && value !== null) {
    visit(value);
    Object.values(value).forEach((item) => eachObject(item, visit));
  }
}

const isJson = (headers) => /\bjson\b/i.test(headers['content-type'] ?? '');

/** Headers a proxy does not pass on as they are (the body may change length). */
const HOP_BY_HOP = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'upgrade']);
const passed = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));

/**
 * The demo backend behind a proxy that applies `breakage`, on 127.0.0.1 at a free port.
 * @param {string} [breakage] one of BREAKAGES
 * @returns {Promise<{ url: string, close(): Promise<void>, breakage: string }>} `url` is the API base (…/api)
 */
export async function startBackend(breakage = 'none') {
  if (!BREAKAGES.includes(breakage)) throw new Error(`Unknown breakage "${breakage}" (one of ${BREAKAGES.join(', ')}).`);
  const demo = await startApiServer({ port: 0 });
  const { fields, maps } = moneyFields();

  /** POST `action` to the demo itself, as the shop sends it. */
  const post = (action, body) =>
    fetch(`${demo.apiUrl}/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify(body),
    });

  /** The request as it reaches the demo: { headers, body } (body a Buffer, or undefined). */
  async function rewriteRequest(path, headers, body) {
    if (breakage === 'key-twice') {
      // BROKEN: the backend ignores Idempotency-Key, so the demo never sees it and a repeat is applied again.
      delete headers['idempotency-key'];
    }
    if (breakage === 'any-token' && body && path.startsWith('/api/') && !path.startsWith('/api/reset-password')) {
      // BROKEN: any token is taken as the demo customer's. A token the demo does not know (get-user
      // refuses it) is swapped for one of the demo customer's, from a login made here and now.
      // (`reset-password`'s token is the e-mailed reset code, no login token: left alone.)
      let parsed;
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        return { headers, body };
      }
      if (typeof parsed?.token === 'string' && parsed.token) {
        const known = await post('get-user', { token: parsed.token });
        if (known.status === 401 || known.status === 419) {
          const login = await (await post('login', { token: null, ...DEMO_LOGIN })).json();
          parsed.token = login.remember_token;
          body = Buffer.from(JSON.stringify(parsed));
        }
      }
    }
    return { headers, body };
  }

  /**
   * An answer made here instead of the demo's, or null to pass the request on.
   * terms-not-recorded: a right terms link is answered as accepted (200, the caller's data, no payment)
   * without the demo hearing of it; a wrong one still reaches the demo (its 404).
   */
  async function intercept(path, body) {
    if (breakage !== 'terms-not-recorded' || path !== '/api/accept-terms-and-conditions' || !body) return null;
    let sent;
    try {
      sent = JSON.parse(body.toString('utf8'));
    } catch {
      return null;
    }
    const link = await post('get-terms-and-conditions-order', { token: null, order: sent.order, checksum: sent.checksum });
    await link.arrayBuffer();
    if (link.status !== 200) return null;
    // BROKEN: the acceptance is never recorded; the answer only looks like it was.
    const { data } = await (await post('get-data', { token: sent.token ?? null })).json();
    return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data, payment: null }) };
  }

  /** The answer as the client gets it: { status, headers, body } (body a string or Buffer). */
  function rewriteAnswer(path, status, headers, buffer) {
    const text = buffer.toString('utf8');
    let data;
    try {
      data = isJson(headers) ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    if (data === undefined) return { status, headers, body: buffer };
    if (breakage === 'money-fraction') {
      // BROKEN: every money amount is off by 0.004: written into the JSON text with three decimals
      // (36.5 → 36.504, 0 → 0.004), as a backend that adds floats or keeps fractions of a cent would.
      const marks = [];
      const mark = (amount) => `\u0000money${marks.push(`${amount.toFixed(2)}4`) - 1}\u0000`;
      eachObject(data, (object) => {
        for (const [name, value] of Object.entries(object)) {
          if (fields.has(name) && typeof value === 'number') object[name] = mark(value);
          if (maps.has(name) && typeof value === 'object' && value !== null) {
            for (const [rate, amount] of Object.entries(value)) if (typeof amount === 'number') value[rate] = mark(amount);
          }
        }
      });
      const written = JSON.stringify(data).replace(/"\\u0000money(\d+)\\u0000"/g, (_, i) => marks[Number(i)]);
      return { status, headers, body: written };
    }
    if (breakage === 'time-no-offset') {
      // BROKEN: every date-time loses its offset (2026-11-28T10:00:00+00:00 → 2026-11-28T10:00:00).
      return { status, headers, body: text.replace(DATE_TIME_IN_JSON, '"$1"') };
    }
    if (breakage === 'hour-hold') {
      // BROKEN: a cart is held for an hour: `expires_at` is one hour after the answer's `now`.
      eachObject(data, (object) => {
        if (typeof object.expires_at === 'string' && typeof object.now === 'string') {
          object.expires_at = timeLike(Date.parse(object.now) + 60 * 60_000, object.now);
        }
      });
      return { status, headers, body: JSON.stringify(data) };
    }
    if (breakage === 'instalment-split') {
      // BROKEN: a plan's instalments are its total_price split evenly, each rounded down to the cent
      // (211.00 → 70.33, 70.33, 70.33 = 210.99); a paid one shows itself paid in full. Every amount
      // keeps two decimals: only the sum is a cent short.
      const split = new Map();
      eachObject(data, (object) => {
        if (object.has_payment_plan !== true || !Array.isArray(object.payments) || !object.payments.length) return;
        const each = Math.floor(Math.round(object.total_price * 100) / object.payments.length) / 100;
        for (const payment of object.payments) {
          payment.amount = each;
          if (payment.payment_status === 'paid') payment.paid_amount = each;
          split.set(payment.reference, payment);
        }
      });
      // get-payment-plan-order-payment's own `payment`, as its order lists it.
      const own = data && typeof data.payment === 'object' && data.payment ? split.get(data.payment.reference) : undefined;
      if (own) Object.assign(data.payment, { amount: own.amount, paid_amount: own.paid_amount });
      return { status, headers, body: JSON.stringify(data) };
    }
    if (
      breakage === 'card-no-payment' &&
      path === '/api/checkout-cart' &&
      status === 200 &&
      data?.order?.payment_method === 'credit_card'
    ) {
      // BROKEN: the card order is made, but no payment instruction comes with it.
      return { status, headers, body: JSON.stringify({ ...data, payment: null }) };
    }
    if (breakage === 'plain-text-refusals' && (status < 200 || status > 299)) {
      // BROKEN: a refusal is plain text, its message (or its field errors) as the whole body.
      const errors = Object.values(data?.errors ?? {}).flat();
      const message = [data?.message, ...errors].filter((line) => typeof line === 'string' && line).join('\n') || `Error ${status}`;
      return { status, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' }, body: message };
    }
    return { status, headers, body: buffer };
  }

  const server = createServer(async (req, res) => {
    try {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const body = chunks.length && !['GET', 'HEAD'].includes(req.method ?? '') ? Buffer.concat(chunks) : undefined;
      const made = await intercept(req.url ?? '/', body);
      if (made) {
        res.writeHead(made.status, made.headers);
        res.end(made.body);
        return;
      }
      const sent = await rewriteRequest(req.url ?? '/', passed(req.headers), body);
      const response = await fetch(new URL(req.url ?? '/', demo.url), { method: req.method, headers: sent.headers, body: sent.body });
      const answer = rewriteAnswer(
        req.url ?? '/',
        response.status,
        passed(Object.fromEntries(response.headers)),
        Buffer.from(await response.arrayBuffer()),
      );
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    } catch (error) {
      if (res.headersSent) res.destroy();
      else {
        res.writeHead(502, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: `The broken-backend proxy failed: ${error?.message ?? error}` }));
      }
    }
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', done);
  });
  const { port } = server.address();
  return {
    breakage,
    url: `http://127.0.0.1:${port}/api`,
    async close() {
      server.closeAllConnections?.();
      await new Promise((done) => server.close(done));
      await demo.close();
    },
  };
}
