import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { isRecord, MissingField, type Reader } from './adapt';
import type { ErrorBody } from './types';

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
 * `timeout`. No call is retried automatically: a POST may have taken effect.
 */
export const SLOW_MS = 10_000;

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'parse';

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
export const outcomeUnknown = (error: unknown): boolean => error instanceof ApiError && (error.kind !== 'http' || error.status >= 500);

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
}

/** A client for `settings` whose calls end when `signal` aborts (mount, once the config is known). */
export function createClient(settings: ApiSettings, signal: AbortSignal): ApiClient {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const http = ky.create({
    prefixUrl: base || '/',
    method: 'post',
    retry: 0,
    // ky throws for a non-2xx answer by default, and its `json` option (every
    // call sends one) sets `Content-Type: application/json` itself.
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    },
  });
  return { settings, http, base, signal, pending: 0, slow: 0 };
}

export interface CallOptions {
  /**
   * Sent as `Idempotency-Key` (calls that create orders or payments): one per
   * attempt, the same when that attempt is resent, so a backend that honours
   * it never makes a second order of one click.
   */
  idempotencyKey?: string;
}

/** A call made ready by an endpoint function; a client sends it (stores/runtime `send`: the mount's). */
export type Call<T> = (client: ApiClient | null) => Promise<T>;

/**
 * POST `action` with `payload` plus the token, and return the answer as `read`
 * makes it. Throws ApiError for a non-2xx answer, a network failure, a
 * timeout, a 2xx body that is not a JSON object (a host returning its HTML
 * page, say) or one without the field its call promises. A call whose client's
 * signal aborts (the mount ended) is cancelled and rejects with the abort,
 * whatever it met meanwhile: a failure of no page, which nobody shows.
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
    const body = { token: settings.getToken(), ...payload };
    let response: Response;
    let data: unknown;
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      settings.onSlow?.(++client.slow);
    }, SLOW_MS);
    // A signal of this call alone, tied to the mount's until the call ends: ky listens to the signal
    // it is given and never lets go, which on the mount's own would keep every call until unmount.
    const cancel = new AbortController();
    const abort = () => cancel.abort();
    signal.addEventListener('abort', abort);
    client.pending++;
    try {
      response = await client.http(path, {
        json: body,
        timeout: settings.timeoutMs ?? false,
        signal: cancel.signal,
        // Only when set: an `undefined` headers option makes ky drop the instance's headers (1.7 to 1.14 at least).
        ...(options.idempotencyKey && { headers: { 'Idempotency-Key': options.idempotencyKey } }),
      });
      data = await readJson(response);
    } catch (error) {
      signal.throwIfAborted();
      if (error instanceof HTTPError) {
        const status = error.response.status;
        const errorBody = await readJson(error.response);
        signal.throwIfAborted();
        if (status === 401 || status === 419) settings.onUnauthorized(status);
        const raw = `${status} ${error.response.statusText}`.trim();
        throw failure('http', status, raw, isRecord(errorBody) ? (errorBody as ErrorBody) : undefined);
      }
      if (error instanceof TimeoutError) throw failure('timeout', 0, `The request to ${action} timed out.`);
      throw failure('network', 0, error instanceof Error ? error.message : String(error));
    } finally {
      signal.removeEventListener('abort', abort);
      client.pending--;
      clearTimeout(timer);
      if (late) settings.onSlow?.(--client.slow);
    }
    // The mount ended while the answer was read: the call was cut short.
    signal.throwIfAborted();
    if (!isRecord(data)) throw failure('parse', response.status, `The answer to ${action} was not JSON.`);
    try {
      return read(data, `/${path}`);
    } catch (error) {
      if (error instanceof MissingField) throw failure('parse', response.status, error.message, {});
      throw error;
    }
  };

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: the caller treats it as a plain failure (docs/embed-contract.md §4).
    return undefined;
  }
}
