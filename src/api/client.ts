import ky, { TimeoutError, type KyInstance } from 'ky';
import { isRecord, MissingField, wire, type At, type Reader } from './reader';
import { endWait, leaveForQueue, queueItTarget, waitUntil, type Waiter, type Waits } from './waiting';
import { uuid } from './idempotency';
import { classify, decide, isRead, readQueue, waitingRoom, type Answer, type Attempt, type Wait } from './request-policy';
import type { ErrorBody } from './wire';

/**
 * The one HTTP client (docs/embed-contract.md §4): every call is `POST {apiBase}/{action}` with a
 * JSON body that carries `token`, and the headers below. Endpoint functions in
 * this folder make the calls and the stores send them with the mount's client
 * (stores/runtime `send`); components never build URLs. Every answer
 * is read by its call's reader (`adapt.ts`) before anyone sees it. This module
 * keeps no state: each mount has a client of its own (`createClient`).
 *
 * Slow is not failed (docs/spec.md §9: "no timeout by default"): a call waits as long as
 * the server takes unless the site owner sets `requestTimeoutMs`; one still
 * running after `SLOW_MS` is reported through `onSlow`, so its button or
 * screen can say "Still working…". A timeout rejects with an ApiError of kind
 * `timeout`.
 *
 * Busy is not failed either (docs/embed-contract.md §6): a 429 or 503, or a waiting room's answer, is sent
 * again by itself as request-policy.ts decides, with the same body and `Idempotency-Key`; a read is sent
 * again after a network error, 502 or 504; a write never is, since it may have taken effect. While a call
 * waits the client publishes why and until when (`onWait`); the shopper may stop every wait (`stopWaiting`).
 */
export const SLOW_MS = 10_000;

/**
 * `stopped`: the shopper stopped waiting for a busy backend (the call was refused before any work, so
 * nothing happened).
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'parse' | 'stopped';

/** The one error every endpoint throws. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, 0 when no response arrived. */
  readonly status: number;
  /** The server's `message`, when it sent one. */
  readonly serverMessage: string | undefined;
  /** The server's `errors` map (field → messages), when it sent one. */
  readonly fieldErrors: Record<string, string[]> | undefined;
  /** The answer was a JSON object (the contract's envelope), not a page nor nothing. */
  readonly enveloped: boolean;
  /** The address called, so a console message can name it. */
  url = '';

  constructor(kind: ApiErrorKind, status: number, raw: string, body?: ErrorBody) {
    super(raw);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.serverMessage = typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
    this.fieldErrors = isErrorsMap(body?.errors) ? body.errors : undefined;
    this.enveloped = body !== undefined;
  }
}

/**
 * A failure after which the server may still have done what it was asked: no
 * answer, a timeout, a 5xx (a proxy's 502 page too) or an answer that cannot
 * be read. On the money path such a failure never says "nothing happened".
 */
export const outcomeUnknown = (error: unknown): boolean =>
  error instanceof ApiError && error.kind !== 'stopped' && (error.kind !== 'http' || error.status >= 500);

function isErrorsMap(value: unknown): value is Record<string, string[]> {
  return isRecord(value) && Object.values(value).every((v) => Array.isArray(v) || typeof v === 'string');
}

export interface ApiSettings {
  /** Base of the calls, `/api` by default (docs/embed-contract.md §3 `apiBase`). */
  baseUrl: string;
  /** The stored token, or null for visitors. Read at each call. */
  getToken: () => string | null;
  /** Called on a 401 or 419 answer; the session decides whether to log out. */
  onUnauthorized: (status: number) => void;
  /** The site owner's limit per call (config `requestTimeoutMs`), or null: none. */
  timeoutMs: number | null;
  /** How many calls have been running longer than `SLOW_MS`, each time that changes. */
  onSlow?: (count: number) => void;
  /** A call waits to be sent again (the latest of those waiting), or none waits any more. */
  onWait?: (wait: Wait | null) => void;
  /** Config `queueIt`: every call carries `x-queueit-ajaxpageurl`, and `x-queueit-redirect` is followed. */
  queueIt?: boolean;
  /** Where the browser goes for a Queue-it redirect (tests): `location.assign` by default. */
  leave?: (url: string) => void;
  /** The random source of the waits (tests seed one): `Math.random` by default. */
  random?: () => number;
  /**
   * How to read an answer's amounts and times, given the answer's own `data.config` (laid over the
   * config; `{}` when it brings none): how many minor units make one of its currency (100 for euro) and
   * the zone its times are shown in unless an event's (api/reader.ts `At`). Euro and UTC when not given.
   */
  reading?: (config: Record<string, unknown>) => Pick<At, 'unit' | 'zone'>;
}

/**
 * The client of one mount (stores/runtime holds it, a test may make its own): its settings, its
 * calls in flight, and the mount's signal, which cancels every call still running when the mount ends.
 */
export interface ApiClient {
  readonly settings: ApiSettings;
  readonly http: KyInstance;
  /** `baseUrl` without its trailing slashes. */
  readonly base: string;
  readonly signal: AbortSignal;
  /** Calls started and not yet answered (tests wait for none before switching backends). */
  pending: number;
  /** Calls running longer than `SLOW_MS`. */
  slow: number;
  /** Not before this time (`performance.now()`) is any call sent: the latest wait a busy answer named. */
  notBefore: number;
  /** The calls waiting now, each with its stop. */
  waits: Waits;
}

/** A client for `settings` whose calls end when `signal` aborts (mount, once the config is known). */
export function createClient(settings: ApiSettings, signal: AbortSignal): ApiClient {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const http = ky.create({
    prefixUrl: base || '/',
    method: 'post',
    retry: 0,
    // Every answer is looked at whatever its status (a waiting room's may be a 200); `json` (every call
    // sends one) sets `Content-Type: application/json` itself.
    throwHttpErrors: false,
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    },
  });
  return { settings, http, base, signal, pending: 0, slow: 0, notBefore: 0, waits: new Set() };
}

export interface CallOptions {
  /**
   * The `Idempotency-Key` of a call whose key outlives it (the money calls keep one per attempt until an
   * answer settles it: idempotency.ts). Every other write gets a key of its own, kept for its repeats.
   */
  idempotencyKey?: string;
}

/** A call made ready by an endpoint function; a client sends it (stores/runtime `send`: the mount's). */
export type Call<T> = (client: ApiClient | null) => Promise<T>;

/** What one try met: its status (0: no answer), its body as JSON when it was JSON, and its headers. */
interface Try {
  status: number;
  timedOut?: boolean;
  statusText: string;
  body: unknown;
  headers: Headers | null;
}

/**
 * POST `action` with `payload` plus the token, and return the answer as `read` makes it. Throws ApiError
 * for a non-2xx answer, a network failure, a timeout, a 2xx body that is not a JSON object (a host
 * returning its HTML page, say) or one without the field its call promises, and for a wait the shopper
 * stopped. Busy answers and a read's faults are sent again first (request-policy.ts). A call whose client's
 * signal aborts (the mount ended) is cancelled, also while it waits, and rejects with the abort: a failure
 * of no page, which nobody shows.
 */
export const call =
  <T>(action: string, payload: object, read: Reader<T>, options: CallOptions = {}): Call<T> =>
  async (client) => {
    if (!client) throw new ApiError('network', 0, 'The API client is not configured.');
    const { settings, signal } = client;
    const path = action.replace(/^\/+/, '');
    const url = new URL(`${client.base}/${path}`, window.location.href).href;
    const failure = (kind: ApiErrorKind, status: number, raw: string, body?: ErrorBody) =>
      Object.assign(new ApiError(kind, status, raw, body), { url });
    const attempt: Attempt = { read: isRead(path), refusals: 0, faults: 0 };
    const headers: Record<string, string> = {};
    const key = options.idempotencyKey ?? (attempt.read ? undefined : uuid());
    if (key) headers['Idempotency-Key'] = key;
    // The body and the key are made once: every repeat sends the same.
    const json = { token: settings.getToken(), ...wire(payload) };
    let wait: Wait | null = null;
    let refused = 429;
    // Once it has waited, the call's wait stays on show until its answer settles it.
    const waiter: Waiter = { wait: { reason: 'busy', until: 0, queue: null }, stopped: false, wake: () => undefined };
    try {
      for (;;) {
        if (settings.queueIt) headers['x-queueit-ajaxpageurl'] = encodeURIComponent(window.location.href);
        const until = Math.max(wait?.until ?? 0, client.notBefore);
        // A repeat waits its time, and while the page is hidden (docs/embed-contract.md §6), even with no time to wait.
        if (until > performance.now() || (wait !== null && document.hidden)) {
          waiter.wait = { reason: wait?.reason ?? 'busy', until, queue: wait?.queue ?? null };
          if (!(await waitUntil(waiter, client.waits, signal, settings.onWait)))
            throw failure('stopped', refused, `The shopper stopped waiting to send ${action}.`);
        }
        const answer = await send(client, path, json, headers);
        signal.throwIfAborted();
        const queuePage = settings.queueIt ? queueItTarget(answer.headers?.get('x-queueit-redirect')) : null;
        if (queuePage) return await leaveForQueue(queuePage, signal, settings.leave);
        const room = waitingRoom(answer.body);
        const kind = room ? 'busy' : classify(answer.status, attempt.read);
        const seen: Answer =
          kind === 'busy'
            ? {
                kind,
                after: room ? room.after : (answer.headers?.get('Retry-After') ?? null),
                queue: room?.queue ?? readQueue(answer.body),
              }
            : { kind };
        const next = decide(attempt, seen, Date.now(), settings.random ?? Math.random);
        if (!next.retry) return settle(answer, action, read, failure, settings);
        attempt[next.reason === 'busy' ? 'refusals' : 'faults']++;
        refused = answer.status;
        wait = { reason: next.reason, until: performance.now() + next.waitMs, queue: seen.kind === 'busy' ? seen.queue : null };
        if (next.reason === 'busy') client.notBefore = Math.max(client.notBefore, wait.until);
      }
    } finally {
      endWait(waiter, client.waits, settings.onWait);
    }
  };

/** The call's last answer as its result, or the ApiError it is. */
function settle<T>(
  answer: Try,
  action: string,
  read: Reader<T>,
  failure: (kind: ApiErrorKind, status: number, raw: string, body?: ErrorBody) => ApiError,
  settings: ApiSettings,
): T {
  const { status, body } = answer;
  if (answer.timedOut) throw failure('timeout', 0, `The request to ${action} timed out.`);
  if (status === 0) throw failure('network', 0, answer.statusText);
  if (status < 200 || status >= 300) {
    if (status === 401 || status === 419) settings.onUnauthorized(status);
    throw failure('http', status, `${status} ${answer.statusText}`.trim(), isRecord(body) ? (body as ErrorBody) : undefined);
  }
  if (!isRecord(body)) throw failure('parse', status, `The answer to ${action} was not JSON.`);
  try {
    const sent = isRecord(body.data) && isRecord(body.data.config) ? body.data.config : {};
    return read(body, { call: `/${action.replace(/^\/+/, '')}`, ...(settings.reading?.(sent) ?? { unit: 100, zone: 'UTC' }) });
  } catch (error) {
    if (error instanceof MissingField) throw failure('parse', status, error.message, {});
    throw error;
  }
}

/** One try of a call: its answer, or status 0 with the failure's message (`timeout` for a timeout). */
async function send(client: ApiClient, path: string, json: object, headers: Record<string, string>): Promise<Try> {
  const { settings, signal } = client;
  let late = false;
  const timer = setTimeout(() => {
    late = true;
    settings.onSlow?.(++client.slow);
  }, SLOW_MS);
  // A signal of this try alone, tied to the mount's until it ends: ky listens to the signal
  // it is given and never lets go, which on the mount's own would keep every call until unmount.
  const cancel = new AbortController();
  const abort = () => cancel.abort();
  signal.addEventListener('abort', abort);
  client.pending++;
  try {
    const response = await client.http(path, { json, headers, timeout: settings.timeoutMs ?? false, signal: cancel.signal });
    return { status: response.status, statusText: response.statusText, body: await readJson(response), headers: response.headers };
  } catch (error) {
    signal.throwIfAborted();
    const timedOut = error instanceof TimeoutError;
    return { status: 0, timedOut, statusText: error instanceof Error ? error.message : String(error), body: undefined, headers: null };
  } finally {
    signal.removeEventListener('abort', abort);
    client.pending--;
    clearTimeout(timer);
    if (late) settings.onSlow?.(--client.slow);
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: the caller treats it as a plain failure (docs/embed-contract.md §4).
    return undefined;
  }
}
