import { HttpResponse } from 'msw';
import type { DemoDb } from './db';
import type { RushState } from './model';

/**
 * Rush mode (README "Rush mode"): a waiting room in front of the whole API, as on a
 * festival's on-sale day. It lets `admitPerMinute` shoppers in per minute, first come
 * first served, and answers every call of a shopper still in the queue with 429,
 * `Retry-After` and the queue body of docs/embed-contract.md §6, before any work: the
 * shop waits and sends the same call again by itself. A shopper is known by a cookie.
 */
export interface RushOptions {
  /** Shoppers let in per minute, one at a time, evenly spaced (default 6: one every 10 s). */
  admitPerMinute?: number;
  /** How long a shopper let in passes, from admission (default 30); then back to the end of the queue. */
  sessionMinutes?: number;
  /** `Retry-After` is the expected wait clamped to these seconds (defaults 2 and 20): a far place asks again for news. */
  minRetryAfterSeconds?: number;
  maxRetryAfterSeconds?: number;
  /** Actions whose first call by a shopper let in gets a 503 waiting-room page and `Retry-After: 1`, then pass. */
  unavailableOnce?: string[];
  /** The cookie naming a shopper (default `event-shop-rush`; the demo page gives each tab its own). */
  cookieName?: string;
}

/** The queue, in the backend's state: shared by the demo's tabs, kept by `npm run api` in its data file. */

export interface RushMode {
  admitEveryMs: number;
  sessionMs: number;
  minRetryAfter: number;
  maxRetryAfter: number;
  /** Loses each action once it has answered 503. */
  unavailable: Set<string>;
  cookieName: string;
}

export function rushMode(options: RushOptions | boolean | null | undefined): RushMode | null {
  if (!options) return null;
  const o = options === true ? {} : options;
  return {
    admitEveryMs: 60_000 / (o.admitPerMinute ?? 6),
    sessionMs: (o.sessionMinutes ?? 30) * 60_000,
    minRetryAfter: o.minRetryAfterSeconds ?? 2,
    maxRetryAfter: o.maxRetryAfterSeconds ?? 20,
    unavailable: new Set(o.unavailableOnce),
    cookieName: o.cookieName ?? 'event-shop-rush',
  };
}

export const QUEUE_MESSAGE = 'The shop is very busy. You are in the queue.';

/** What a waiting room's own page looks like: HTML, not the API's JSON. */
export const WAITING_ROOM_HTML =
  '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="1">' +
  '<title>Please wait</title></head>\n<body><h1>Please wait</h1><p>The shop is very busy. This page reloads by itself.</p></body></html>\n';

/** A refusal to send as it is, or the headers to add to the answer of a call let through. */
export type Gate = { refused: Response; status: 429 | 503 } | { refused: null; headers: Record<string, string> };

/** A short stable name for a text (FNV-1a): a cross-origin shopper's id without keeping their User-Agent. */
const fnv = (text: string) => [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261).toString(16);

/**
 * Who is calling. The cookie first (same origin: the demo page, or a page whose `apiBase` is on its own
 * origin). A page on another origin sends no cookies to the API, so there a shopper is its Origin and
 * User-Agent (every tab of one browser is one shopper). Anyone else is new: a fresh id and its cookie.
 */
function shopper(
  db: DemoDb,
  rush: RushMode,
  request: Request,
  cookies: Record<string, string>,
): { id: string; headers: Record<string, string> } {
  const named = cookies[rush.cookieName];
  if (named && /^[\w-]{1,64}$/.test(named)) return { id: named, headers: {} };
  const origin = request.headers.get('Origin');
  // Node's server (npm run api) builds the request's URL on a fixed origin: its Host header names the one called.
  const called = request.headers.get('Host') ?? new URL(request.url).host;
  if (origin && URL.canParse(origin) && new URL(origin).host !== called)
    return { id: `x-${fnv(`${origin} ${request.headers.get('User-Agent') ?? ''}`)}`, headers: {} };
  const id = db.token().slice(0, 32);
  return { id, headers: { 'Set-Cookie': `${rush.cookieName}=${id}; Path=/; SameSite=Lax` } };
}

/** Let in whoever's turn has come by `now`, one every `admitEveryMs`; end the sessions that are over. */
function admitDue(rush: RushMode, state: RushState, now: number): void {
  for (let head = state.queue[0]; head; head = state.queue[0]) {
    const at = state.lastAdmitAt === null ? head.joinedAt : Math.max(head.joinedAt, state.lastAdmitAt + rush.admitEveryMs);
    if (at > now) break;
    state.queue.shift();
    state.admitted[head.id] = at + rush.sessionMs;
    state.lastAdmitAt = at;
  }
  for (const [id, until] of Object.entries(state.admitted)) if (until <= now) delete state.admitted[id];
}

/** The waiting room's word on one call. Reads and writes the queue in `db.state.rush`. */
export function rushGate(db: DemoDb, rush: RushMode, action: string, request: Request, cookies: Record<string, string>): Gate {
  db.load();
  const state = (db.state.rush ??= { lastAdmitAt: null, queue: [], admitted: {} });
  const now = db.now();
  const { id, headers } = shopper(db, rush, request, cookies);
  admitDue(rush, state, now);
  // A new shopper, or one whose session ended, joins the end of the queue (and may be let in at once).
  if (!(id in state.admitted) && !state.queue.some((s) => s.id === id)) {
    state.queue.push({ id, joinedAt: now });
    admitDue(rush, state, now);
  }
  db.save();
  if (id in state.admitted) {
    if (!rush.unavailable.delete(action)) return { refused: null, headers };
    const page = new HttpResponse(WAITING_ROOM_HTML, {
      status: 503,
      headers: { ...headers, 'Content-Type': 'text/html', 'Retry-After': '1' },
    });
    return { refused: page, status: 503 };
  }
  const position = state.queue.findIndex((s) => s.id === id) + 1;
  // The place's turn: one admission interval after the last one per shopper ahead and itself.
  const waitSeconds = Math.ceil(((state.lastAdmitAt ?? now) + position * rush.admitEveryMs - now) / 1000);
  const retryAfter = Math.min(rush.maxRetryAfter, Math.max(rush.minRetryAfter, waitSeconds));
  const body = { message: QUEUE_MESSAGE, queue: { position, wait_seconds: waitSeconds } };
  return { refused: HttpResponse.json(body, { status: 429, headers: { ...headers, 'Retry-After': String(retryAfter) } }), status: 429 };
}
