/**
 * The one request policy (docs/embed-contract.md §6): whether a call that met a refusal or a fault is sent
 * again, and after how long. Pure: the attempt, the answer, the clock's `now` and a random source in, a wait
 * or "give up" out, so it is tested on a fake clock and a seeded random source. The client (client.ts) runs
 * the waits; screens only show the waiting state it publishes, and never retry or time anything themselves.
 */
import { isRecord } from './reader';

/** A `Retry-After` wait gets a random extra of up to this share of it, so a crowd told "30 s" spreads out. */
export const RETRY_AFTER_SPREAD = 0.5;
/** The random extra is at most this long, however long the wait. */
export const MAX_SPREAD_MS = 30_000;
/** Without `Retry-After`: the first bound of the full-jitter backoff, doubled at each refusal. */
export const BACKOFF_FIRST_MS = 2_000;
/** Without `Retry-After`: the backoff's bound never grows past this. */
export const BACKOFF_MAX_MS = 60_000;
/** A read that meets a network error, 502 or 504 is sent again at most this many times, then fails as before. */
export const READ_FAULT_RETRIES = 5;

/** The reads of the contract (§6): every other call writes, carries an `Idempotency-Key`, and is never resent after a fault. */
const READS = [
  'get-data',
  'get-cart',
  'get-shop-item',
  'get-user',
  'calculate-invoice',
  'get-terms-and-conditions-order',
  'get-payment-plan-order-payment',
];

export const isRead = (action: string): boolean => READS.includes(action);

/** A queue the answer told of: the place in it and the expected wait, each when known; `full` for a full waiting room. */
export interface Queue {
  position: number | null;
  waitSeconds: number | null;
  full: boolean;
}

/**
 * What one try met, as the policy needs it:
 * - `busy`: a 429 or 503 (refused before any work), or a waiting room's answer; `after` is its `Retry-After`
 *   header (or a waiting room's refresh interval, in seconds), `queue` what its body told of the queue;
 * - `fault`: no answer (a network error) or a proxy's 502 or 504, after which a write's outcome is unknown;
 * - `final`: anything else (a success, a refusal of the API, a timeout): the call ends with it.
 */
export type Answer = { kind: 'busy'; after: string | null; queue: Queue | null } | { kind: 'fault' } | { kind: 'final' };

/** Why the call waits: the backend is busy (a refusal, a queue) or the connection failed a read. */
export type WaitReason = 'busy' | 'fault';

/** Why a call waits, until when (on `performance.now()`'s clock), and the queue its answer told of. */
export interface Wait {
  reason: WaitReason;
  until: number;
  queue: Queue | null;
}

export type Decision = { retry: false } | { retry: true; waitMs: number; reason: WaitReason };

/** The call so far: whether it reads, and how many busy refusals and faults it has met before this answer. */
export interface Attempt {
  read: boolean;
  refusals: number;
  faults: number;
}

/** The answer's status as an Answer kind (the body's queue is read by `readQueue`). */
export function classify(status: number, read: boolean): 'busy' | 'fault' | 'final' {
  if (status === 429 || status === 503) return 'busy';
  return read && (status === 0 || status === 502 || status === 504) ? 'fault' : 'final';
}

/** `Retry-After` in ms from `now`: delta-seconds or an HTTP date (past: 0); null when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number): number | null {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month in letters: anything else (`-3`, `1.5`) is no date.
  const at = /[a-z]/i.test(text) ? Date.parse(text) : NaN;
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Full jitter: a random wait up to `BACKOFF_FIRST_MS` doubled `n` times, at most `BACKOFF_MAX_MS`. */
const backoff = (n: number, random: () => number) => random() * Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** n);

/** Whether and when the call is sent again. */
export function decide(attempt: Attempt, answer: Answer, now: number, random: () => number): Decision {
  if (answer.kind === 'busy') {
    const named = retryAfterMs(answer.after, now);
    const waitMs =
      named === null ? backoff(attempt.refusals, random) : named + random() * Math.min(named * RETRY_AFTER_SPREAD, MAX_SPREAD_MS);
    return { retry: true, waitMs, reason: 'busy' };
  }
  if (answer.kind === 'fault' && attempt.read && attempt.faults < READ_FAULT_RETRIES)
    return { retry: true, waitMs: backoff(attempt.faults, random), reason: 'fault' };
  return { retry: false };
}

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? Math.round(value)
    : typeof value === 'string' && /^\d+$/.test(value.trim())
      ? Number(value)
      : null;

const recordOf = (value: unknown): Record<string, unknown> | null => (isRecord(value) ? value : null);

/**
 * A Cloudflare waiting room's JSON answer (`cfWaitingRoom` with `inWaitingRoom: true`, whatever the status):
 * its queue (`waitTime` in minutes when `waitTimeKnown`, `queueIsFull`) and `refreshIntervalSeconds` as the
 * wait before the next try. Null for any other answer.
 */
export function waitingRoom(body: unknown): { after: string | null; queue: Queue } | null {
  const room = recordOf(recordOf(body)?.cfWaitingRoom);
  if (room?.inWaitingRoom !== true) return null;
  const minutes = room.waitTimeKnown === true ? count(room.waitTime) : null;
  const refresh = count(room.refreshIntervalSeconds);
  return {
    after: refresh === null ? null : String(refresh),
    queue: { position: null, waitSeconds: minutes === null ? null : minutes * 60, full: room.queueIsFull === true },
  };
}

/** The queue a 429 or 503 body tells of (`{ queue: { position?, wait_seconds? } }`), or null. */
export function readQueue(body: unknown): Queue | null {
  const queue = recordOf(recordOf(body)?.queue);
  if (!queue) return null;
  const position = count(queue.position);
  const waitSeconds = count(queue.wait_seconds);
  return position === null && waitSeconds === null ? null : { position, waitSeconds, full: false };
}
