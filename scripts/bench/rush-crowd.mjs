// The crowd of the rush benchmark (scripts/bench/rush.mjs, which says what it measures and prints):
// the demo API in rush mode on a loopback server, the simulated shoppers that behave as the shop
// does (src/api/request-policy.ts, the real module), and the crowd told one Retry-After at once.
import { createHash, randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { importTs } from '../../build/import-ts.mjs';
import { createApi } from '../dev/api-server.mjs';
import { serve } from './rush-server.mjs';

/** A ticket of event 1 (bank transfer for IE in the demo config), its stock raised so the run never sells out. */
const TICKET = 'WEEKEND';
const PASSWORD = 'rush-day-2026';
const SESSION_MINUTES = 30;
const email = (i) => `shopper-${i}@rush.example`;
const holder = (i) => ({ full_name: `Rush Shopper ${i}`, email: email(i), age: '25-34', country: 'IE', transport_time_id: null });
const customer = (i) => ({
  full_name: `Rush Shopper ${i}`,
  email: email(i),
  country: 'IE',
  address: { address_1: '1 Festival Lane', city: 'Dublin' },
});
const bankTransfer = { payment_method: 'bank_transfer', shipping_name: null, shipping_country: null, shipping_address: null };

/**
 * The shop's request policy, the real module (src/api/request-policy.ts has no imports), and the seeded
 * random source its tests use (test/helpers/seeded-random.ts, mulberry32).
 */
export const loadPolicy = () =>
  importTs("export * from './src/api/request-policy.ts'; export { seeded } from './test/helpers/seeded-random.ts';");

/** Shopper `i`'s own random source in run `seed`. */
const randomOf = (policy, seed, i) => policy.seeded((Math.imul(seed, 0x9e3779b1) ^ Math.imul(i + 1, 0x85ebca6b)) >>> 0);

export const percentile = (list, p) => {
  if (!list.length) return NaN;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
export const mean = (list) => list.reduce((s, x) => s + x, 0) / list.length;
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * One shopper's browser tab as the shop's API client (src/api/client.ts) drives it: the shop's headers,
 * a cookie jar, and `call`, which sends one call until the policy says it is done.
 */
class Shopper {
  constructor(base, policy, random) {
    this.base = base;
    this.policy = policy;
    this.random = random;
    this.cookies = new Map();
    this.token = null;
    /** client.ts `notBefore`: no call is sent before this time (performance.now()). */
    this.notBefore = 0;
    /** Every try: its call, status, when it was sent and answered (Date.now(), the backend's clock). */
    this.tries = [];
    /** The waits the policy chose after the waiting room's 429s, ms. */
    this.queuedWaits = [];
  }

  get cookie() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** One try; status 0 for a network error. */
  async send(action, json, key) {
    const headers = { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    if (key) headers['Idempotency-Key'] = key;
    if (this.cookies.size) headers.Cookie = this.cookie;
    const sent = Date.now();
    try {
      const response = await fetch(`${this.base}/${action}`, { method: 'POST', headers, body: JSON.stringify(json) });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
      const text = await response.text();
      let body;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      const answer = { status: response.status, headers: response.headers, body, sent, answered: Date.now() };
      this.tries.push({ action, status: answer.status, sent, answered: answer.answered });
      return answer;
    } catch (error) {
      this.tries.push({ action, status: 0, sent, answered: Date.now() });
      return { status: 0, headers: new Headers(), body: undefined, sent, answered: Date.now(), error };
    }
  }

  /**
   * client.ts `call`: the body (with the token) and the key made once; a busy answer or a read's fault is
   * sent again after the policy's wait. `tries` ends it early (the arrivals measure). Returns the last answer.
   */
  async call(action, payload, { key, tries = Infinity, random = this.random } = {}) {
    const { classify, decide, isRead, readQueue, waitingRoom } = this.policy;
    const attempt = { read: isRead(action), refusals: 0, faults: 0 };
    const idempotencyKey = key ?? (attempt.read ? undefined : randomUUID());
    const json = { token: this.token, ...payload };
    let until = 0;
    for (let n = 1; ; n += 1) {
      const due = Math.max(until, this.notBefore);
      if (due > performance.now()) await sleep(due - performance.now());
      const answer = await this.send(action, json, idempotencyKey);
      const room = waitingRoom(answer.body);
      const kind = room ? 'busy' : classify(answer.status, attempt.read);
      const seen =
        kind === 'busy'
          ? { kind, after: room ? room.after : answer.headers.get('Retry-After'), queue: room?.queue ?? readQueue(answer.body) }
          : { kind };
      const next = decide(attempt, seen, Date.now(), random);
      answer.key = idempotencyKey;
      answer.json = json;
      if (!next.retry || n >= tries) return answer;
      if (answer.status === 429) this.queuedWaits.push(next.waitMs);
      attempt[next.reason === 'busy' ? 'refusals' : 'faults'] += 1;
      until = performance.now() + next.waitMs;
      if (next.reason === 'busy') this.notBefore = Math.max(this.notBefore, until);
    }
  }

  /**
   * The answer was lost on its way back: a proxy in front of the backend answered 503 instead, without
   * Retry-After. The shop waits as the policy says for that (its first backoff: 0 to 2 s) and sends the
   * same request with the same key again (then through the policy as any call). `beforeRepeat` runs just
   * before it is sent.
   */
  async lostAnswer(action, answer, beforeRepeat) {
    const { decide, isRead } = this.policy;
    const next = decide(
      { read: isRead(action), refusals: 0, faults: 0 },
      { kind: 'busy', after: null, queue: null },
      Date.now(),
      this.random,
    );
    const until = performance.now() + next.waitMs;
    this.notBefore = Math.max(this.notBefore, until);
    await sleep(next.waitMs);
    beforeRepeat?.(answer.key);
    const { token: _token, ...payload } = answer.json;
    return this.call(action, payload, { key: answer.key });
  }
}

const failed = (what, answer) =>
  new Error(
    `${what}: ${answer.status}${answer.error ? ` ${answer.error.message}` : ''} ${JSON.stringify(answer.body ?? '').slice(0, 200)}`,
  );

/** One shopper's day: queue, cart, login, checkout; what it met, for the table. */
async function shop(base, policy, api, index, { seed, startSpreadMs, repeatShare }) {
  const random = randomOf(policy, seed, index);
  const shopper = new Shopper(base, policy, random);
  const repeats = random() < repeatShare;
  const record = { index, repeats, replays: [] };
  // Whether the backend still kept the first answer of that key when the repeat left.
  let kept = null;
  const stillKept = (key) => (kept = (api.backend.db.state.idempotency ?? []).some((k) => k.key === key));
  await sleep(random() * startSpreadMs);
  const data = await shopper.call('get-data', {});
  if (data.status !== 200) throw failed(`shopper ${index} get-data`, data);
  const id = shopper.cookies.get('event-shop-rush');
  const admittedUntil = api.backend.db.state.rush.admitted[id];
  record.admittedAt = admittedUntil - SESSION_MINUTES * 60_000;
  record.noticedAt = data.sent;

  const added = await shopper.call('add-product-to-cart', { cart: null, external_code: TICKET, ...holder(index) });
  if (added.status !== 200) throw failed(`shopper ${index} add-product-to-cart`, added);
  record.cartAt = added.answered;
  const cart = added.body.cart.code;
  if (repeats) {
    const again = await shopper.lostAnswer('add-product-to-cart', added, stillKept);
    const replayed = again.headers.get('Idempotent-Replayed') === 'true';
    record.replays.push({ action: 'add', kept, replayed, same: again.body?.cart?.code === cart, afterMs: again.sent - added.answered });
  }

  const login = await shopper.call('login', { email: email(index), password: PASSWORD });
  if (login.status !== 200) throw failed(`shopper ${index} login`, login);
  shopper.token = login.body.remember_token;

  const order = await shopper.call('checkout-cart', { cart, customer: customer(index), order: bankTransfer, voucher_code: null });
  if (order.status !== 200) throw failed(`shopper ${index} checkout-cart`, order);
  record.orderAt = order.answered;
  if (repeats) {
    const again = await shopper.lostAnswer('checkout-cart', order, stillKept);
    record.replays.push({
      action: 'checkout',
      kept,
      replayed: again.headers.get('Idempotent-Replayed') === 'true',
      same: again.body?.order?.code === order.body.order.code,
      status: again.status,
      afterMs: again.sent - order.answered,
    });
  }

  // While queued: every 429 of the waiting room, over the time from the first try to the first let through.
  const queued = shopper.tries.filter((t) => t.status === 429);
  const firstThrough = shopper.tries.find((t) => t.status !== 429);
  record.queuedTries = queued.length;
  record.queuedWaits = shopper.queuedWaits;
  record.queuedMs = firstThrough.sent - shopper.tries[0].sent;
  return record;
}

/** What the backend holds for the run's shoppers: ticket lines per holder, orders per customer. */
function holdings(state, shoppers, firstCustomerId) {
  const lines = new Map();
  const count = (line) => lines.set(line.email, (lines.get(line.email) ?? 0) + 1);
  for (const cart of Object.values(state.carts)) cart.products.forEach(count);
  const orders = new Map();
  for (const order of state.orders) {
    if (order.customer_id < firstCustomerId) continue;
    order.cartProducts.forEach(count);
    order.tickets.forEach(count);
    orders.set(order.customer_id, (orders.get(order.customer_id) ?? 0) + 1);
  }
  let duplicateLines = 0;
  let missingLines = 0;
  for (let i = 0; i < shoppers; i += 1) {
    const n = lines.get(email(i)) ?? 0;
    duplicateLines += Math.max(0, n - 1);
    missingLines += n === 0 ? 1 : 0;
  }
  let duplicateOrders = 0;
  for (const n of orders.values()) duplicateOrders += n - 1;
  return { duplicateLines, missingLines, duplicateOrders, orders: orders.size };
}

/** The rush itself: N shoppers against rush mode. */
export async function measureRush(policy, options) {
  const { shoppers, admitPerMinute, minRetryAfterSeconds, maxRetryAfterSeconds, unavailableOnce } = options;
  const stock = shoppers * 2;
  let firstCustomerId = 0;
  const api = await createApi({
    store: null,
    rush: { admitPerMinute, sessionMinutes: SESSION_MINUTES, minRetryAfterSeconds, maxRetryAfterSeconds, unavailableOnce },
    seed: (state) => {
      const item = state.products.find((p) => p.external_code === TICKET);
      Object.assign(item, { stock_level: stock, in_stock: true });
      firstCustomerId = state.nextId + 1;
      for (let i = 0; i < shoppers; i += 1) {
        state.nextId += 1;
        const salt = `rush-${i}`;
        const password_hash = createHash('sha256').update(`${salt}:${PASSWORD}`).digest('hex');
        state.customers.push({ id: state.nextId, ...customer(i), salt, password_hash });
      }
    },
  });
  const server = await serve(api);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  // How far back the backend's store of Idempotency-Key answers reaches once it has begun to drop the oldest.
  const reach = [];
  let firstKey = null;
  const sampler = setInterval(() => {
    const kept = api.backend.db.state.idempotency;
    if (!kept?.length) return;
    firstKey ??= kept[0].key;
    if (kept[0].key !== firstKey) reach.push(Date.now() - kept[0].at);
  }, 250);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const outcomes = await Promise.allSettled(Array.from({ length: shoppers }, (_, i) => shop(server.base, policy, api, i, options)));
  const wallMs = performance.now() - started;
  const cpuMs = (({ user, system }) => (user + system) / 1000)(process.cpuUsage(cpu));
  loop.disable();
  clearInterval(sampler);
  await server.close();
  const state = api.backend.db.state;
  const item = state.products.find((p) => p.external_code === TICKET);
  return {
    records: outcomes.filter((o) => o.status === 'fulfilled').map((o) => o.value),
    errors: outcomes.filter((o) => o.status === 'rejected').map((o) => o.reason),
    held: stock - item.stock_level,
    reach,
    ...holdings(state, shoppers, firstCustomerId),
    wallMs,
    cpuMs,
    loopP99: loop.percentile(99) / 1e6,
    loopMax: loop.max / 1e6,
  };
}

/**
 * N shoppers told `Retry-After` at the same instant: each asks once (the waiting room lets the first
 * in and answers the others 429 with the same Retry-After), waits as the policy says (with its jitter,
 * or with a random source of 0: exactly Retry-After) and asks again. Per shopper: when its second
 * request reached the server, from when it had the first answer. Returns the counts per second.
 */
export async function measureArrivals(policy, { shoppers, seed, retryAfterSeconds }, jitter) {
  const api = await createApi({
    store: null,
    rush: { admitPerMinute: 1, minRetryAfterSeconds: retryAfterSeconds, maxRetryAfterSeconds: retryAfterSeconds },
  });
  const arrived = new Map();
  const server = await serve(api, (req) => {
    const id = /event-shop-rush=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1];
    if (id && !arrived.has(id)) arrived.set(id, Date.now());
  });
  const offsets = [];
  const told = [];
  await Promise.all(
    Array.from({ length: shoppers }, async (_, i) => {
      const random = randomOf(policy, seed, i);
      const shopper = new Shopper(server.base, policy, random);
      const answer = await shopper.call('get-data', {}, { tries: 2, random: jitter ? random : () => 0 });
      const [first] = shopper.tries;
      if (first.status !== 429) return;
      told.push(first.answered);
      offsets.push(arrived.get(shopper.cookies.get('event-shop-rush')) - first.answered);
      return answer;
    }),
  );
  await server.close();
  // Node's timers may fire a millisecond early (its loop clock is rounded): 5 ms of slack at a bin's start.
  const counts = [];
  for (const ms of offsets) {
    const second = Math.floor((ms + 5) / 1000);
    while (counts.length <= second) counts.push(0);
    counts[second] += 1;
  }
  // The same in 100 ms bins, as a rate: how sharp the peak is within its second.
  const tenths = new Map();
  for (const ms of offsets) tenths.set(Math.floor((ms + 5) / 100), (tenths.get(Math.floor((ms + 5) / 100)) ?? 0) + 1);
  return {
    counts,
    told: offsets.length,
    burstMs: Math.max(...told) - Math.min(...told),
    peak: Math.max(...counts),
    peak100ms: Math.max(...tenths.values()),
    first: Math.min(...offsets),
    last: Math.max(...offsets),
  };
}
