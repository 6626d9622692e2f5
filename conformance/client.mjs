// The kit's HTTP client: every call as the shop sends it (docs/embed-contract.md §4:
// POST {api}/{action}, JSON, the three headers, `token` in every body) and every
// exchange kept, so the answer-wide clauses (schema, money, time, envelopes, busy)
// can look at all of them at the end. A 429/503 is waited out once or twice, as the
// shop would (§6), and kept as well.
import { randomUUID } from 'node:crypto';

export const SHOP_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
const BUSY_RETRIES = 2;
const MAX_WAIT_MS = 30_000;

/** Seconds of a Retry-After value (delta-seconds or an HTTP date), or null. */
export function retryAfterMs(value) {
  if (value == null || value === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

export function createClient(api, { onCall = () => {}, timeoutMs = 30_000 } = {}) {
  const base = api.replace(/\/+$/, '');
  const exchanges = [];
  const state = { token: null };
  // The cookies the API sets, sent back as a browser on its origin would (a waiting room knows a shopper by them).
  const cookies = new Map();
  const keepCookies = (response) => {
    for (const line of response.headers.getSetCookie?.() ?? []) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  };

  /**
   * POST one call. `body` gets `token` (the session's unless given); `key`
   * true: a fresh Idempotency-Key, a string: that key.
   * @returns {Promise<{ action, status, headers, text, json, sent, key }>}
   */
  async function call(action, body = {}, { key = null, token } = {}) {
    const sent = { token: token === undefined ? state.token : token, ...body };
    const idempotencyKey = key === true ? randomUUID() : key;
    const headers = { ...SHOP_HEADERS, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) };
    for (let attempt = 0; ; attempt++) {
      onCall(action);
      let exchange;
      try {
        const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
        const response = await fetch(`${base}/${action}`, {
          method: 'POST',
          headers: cookie ? { ...headers, Cookie: cookie } : headers,
          body: JSON.stringify(sent),
          signal: AbortSignal.timeout(timeoutMs),
        });
        keepCookies(response);
        const text = await response.text();
        let json;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        exchange = { action, status: response.status, headers: response.headers, text, json, sent, key: idempotencyKey };
      } catch (error) {
        exchange = {
          action,
          status: 0,
          headers: new Headers(),
          text: '',
          json: undefined,
          sent,
          key: idempotencyKey,
          error: String(error?.cause ?? error),
        };
      }
      exchanges.push(exchange);
      const busy = exchange.status === 429 || exchange.status === 503;
      if (!busy || attempt >= BUSY_RETRIES) return exchange;
      const wait = retryAfterMs(exchange.headers.get('retry-after')) ?? 2000 * 2 ** attempt;
      if (wait > MAX_WAIT_MS) return exchange;
      await new Promise((done) => setTimeout(done, wait));
    }
  }

  return { call, exchanges, state, base };
}

/** An exchange cut short for a report line: what was sent and what came back. */
export function brief(exchange, max = 160) {
  const cut = (s) => (s.length > max ? `${s.slice(0, max)}…` : s);
  const sent = { ...exchange.sent };
  if (sent.password) sent.password = '***';
  if (sent.token) sent.token = '…';
  const got = exchange.error ? `no answer (${exchange.error})` : `${exchange.status} ${exchange.text.replace(/\s+/g, ' ')}`;
  return `sent ${cut(JSON.stringify(sent))}; got ${cut(got)}`;
}
