import { http, HttpResponse, delay } from 'msw';
import type { DemoCustomer, DemoDb } from './db';
import { BAD_GATEWAY_HTML, foreignReply } from './foreign';
import { withIdempotencyKey } from './idempotency';
import { rushGate, type RushMode } from './rush';

/**
 * One place that applies the contract's envelope to every demo call
 * (docs/embed-contract.md §4): POST `{apiBase}/{action}`, JSON body with `token`,
 * `X-Requested-With: XMLHttpRequest`; success is 2xx JSON, failure is non-2xx
 * `{ message?, errors? }`.
 */

export interface ActionContext {
  db: DemoDb;
  body: Record<string, unknown>;
  token: string | null;
  /** The customer behind `token`, or null. */
  customer: DemoCustomer | null;
  request: Request;
}

export interface Reply {
  status: number;
  body: unknown;
}

export type ActionHandler = (ctx: ActionContext) => Reply | Promise<Reply>;

export const ok = (body: unknown): Reply => ({ status: 200, body });

/** Helpers answer either what was found or the Reply to send instead. */
export const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

export const fail = (status: number, message?: string, errors?: Record<string, string[]>): Reply => ({
  status,
  body: { ...(message ? { message } : {}), ...(errors ? { errors } : {}) },
});

/** 422 with a field errors map, the contract's validation failure. */
export const invalid = (errors: Record<string, string[]>, message = 'The given data was invalid.'): Reply => fail(422, message, errors);

/** A customer-only call without a valid token (docs/embed-contract.md §4: the shop logs out on it). */
export const unauthenticated = (): Reply => fail(401, 'Unauthenticated.');

/** A body field that should be an object (`customer`, `order`, an address), or an empty one. */
export const obj = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export const str = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : value === null || value === undefined ? '' : String(value);

export interface LoggedCall {
  action: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
  /** Set when rush mode refused the call before any work (429 in the queue, 503 `unavailableOnce`). */
  refused?: 429 | 503;
}

export interface BackendOptions {
  apiBase: string;
  /** Every call received, in order (tests assert what was sent). */
  calls: LoggedCall[];
  /** Simulated network time per call, ms (0 in tests). */
  latencyMs: number;
  /** Foreign mode (foreign.ts), or null for answers exactly as the shop's types say. */
  foreign: ForeignMode | null;
  /** Rush mode (rush.ts): the waiting room in front of every host call, or null. */
  rush: RushMode | null;
  /** Idempotency-Keys whose first request is being applied now (idempotency.ts). */
  inFlightKeys: Set<string>;
}

/** Foreign mode as `action()` applies it: `badGateway` loses each action once it has failed. */
export interface ForeignMode {
  latencyMs: number;
  slow: Record<string, number>;
  badGateway: Set<string>;
}

/** The demo page's own fake provider (`demo-*`) is no host call: foreign mode leaves it alone. */
const isHostCall = (name: string) => !name.startsWith('demo-');

/** A refused call's body for the log: whatever JSON object it carried. */
async function loggedBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export function action(db: DemoDb, options: BackendOptions, name: string, handler: ActionHandler) {
  const base = options.apiBase.replace(/\/+$/, '');
  return http.post(`${base}/${name}`, async ({ request, cookies }) => {
    const foreign = options.foreign && isHostCall(name) ? options.foreign : null;
    // A slow action spends its time on the server (below), while its Idempotency-Key is in flight.
    const slow = foreign?.slow[name];
    const wait = slow !== undefined ? 0 : foreign ? foreign.latencyMs : options.latencyMs;
    if (wait > 0) await delay(wait);
    const headers = Object.fromEntries(request.headers.entries());
    // The waiting room in front of everything: a refusal before any work, never kept under a key.
    let admitted: Record<string, string> = {};
    if (options.rush && isHostCall(name)) {
      const gate = rushGate(db, options.rush, name, request, cookies);
      if (gate.refused) {
        options.calls.push({ action: name, body: await loggedBody(request), headers, refused: gate.status });
        return gate.refused;
      }
      admitted = gate.headers;
    }
    const answer = (body: unknown, status: number, extra: Record<string, string> = {}) =>
      HttpResponse.json(body as Record<string, unknown>, { status, headers: { ...admitted, ...extra } });
    // A proxy in front of the host: the application never sees this call.
    if (foreign?.badGateway.delete(name)) {
      return new HttpResponse(BAD_GATEWAY_HTML, { status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' } });
    }
    if (request.headers.get('X-Requested-With') !== 'XMLHttpRequest') {
      return answer({ message: 'Missing header X-Requested-With: XMLHttpRequest (contract 4).' }, 400);
    }
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return answer({ message: 'The body must be JSON (contract 4).' }, 400);
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return answer({ message: 'The body must be a JSON object (contract 4).' }, 400);
    }
    const record = body as Record<string, unknown>;
    options.calls.push({ action: name, body: record, headers });
    if (!('token' in record)) {
      return answer({ message: 'Every body carries `token`, null for visitors (contract 4).' }, 400);
    }
    db.load();
    const token = typeof record.token === 'string' && record.token ? record.token : null;
    const key = request.headers.get('Idempotency-Key');
    const reply = await withIdempotencyKey({ db, inFlight: options.inFlightKeys, action: name, key, body: record }, async () => {
      if (slow !== undefined) {
        await delay(slow);
        db.load();
      }
      return handler({ db, body: record, token, customer: db.customerByToken(token), request });
    });
    db.save();
    const success = reply.status >= 200 && reply.status < 300;
    return answer(
      foreign && success ? foreignReply(reply.body) : reply.body,
      reply.status,
      reply.replayed ? { 'Idempotent-Replayed': 'true' } : {},
    );
  });
}
