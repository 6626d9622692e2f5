import { isRead } from '../../src/api/request-policy';
import type { DemoDb } from './db';
import type { KeptAnswer } from './model';

/**
 * `Idempotency-Key` (README "Idempotency-Key"; draft-ietf-httpapi-idempotency-key-header;
 * docs/embed-contract.md §6). The shop sends every write with a key: the same key when it
 * sends the call again after a 429 or 503, and on the shopper's second try after an answer
 * that was lost. So the first request with a key is applied and its answer kept, and a
 * repeat gets that answer again without being applied twice (no second cart line, no
 * second order). This is the reference a host backend can copy.
 */

/**
 * An answer is kept for a day, as Stripe does: a repeat comes seconds or minutes after its first
 * request, but a crowd sends thousands of writes a minute, each answered with the shop's data (some
 * 20 KB), so a cap by count or size would forget keys within a second of an on-sale.
 */
export const KEEP_MS = 24 * 60 * 60_000;
/**
 * Where the state is written out after every call (the demo page's localStorage, a few MB; the data
 * file of `npm run api`) it keeps at most 1 MB of answers, the oldest going first: one shopper's demo.
 */
export const PERSISTED_KEEP_CHARS = 1_000_000;

export interface Answer {
  status: number;
  body: unknown;
  /** The kept answer of an earlier request, sent again (the `Idempotent-Replayed: true` header). */
  replayed?: boolean;
}

export interface KeyedCall {
  db: DemoDb;
  /** Keys whose first request is being worked on now (memory only: a restart ends the work too). */
  inFlight: Set<string>;
  action: string;
  key: string | null;
  body: Record<string, unknown>;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Keep an answer; those over a day old go, and the oldest where the state is written out and over its cap. */
function keep(db: DemoDb, answer: KeptAnswer): void {
  const kept = (db.state.idempotency ??= []);
  kept.push(answer);
  while (kept[0].at < answer.at - KEEP_MS) kept.shift();
  if (!db.persisted) return;
  let chars = kept.reduce((sum, k) => sum + k.size, 0);
  while (kept.length > 1 && chars > PERSISTED_KEEP_CHARS) chars -= kept.shift()!.size;
}

/**
 * `run` the call once per key. Without a key, or for a read, it simply runs. Answers
 * made by `run` are kept whatever their status (a 422 repeated is the same 422); a
 * refusal made before any work (the rush's 429 or 503) never gets here.
 */
export async function withIdempotencyKey(call: KeyedCall, run: () => Promise<Answer>): Promise<Answer> {
  const { db, inFlight, action, key } = call;
  // The contract's reads (docs/embed-contract.md §6, the shop's own list) carry no key.
  if (!key || isRead(action)) return run();
  const request = await sha256(`${action}\n${JSON.stringify(call.body)}`);
  // The first is still being applied: its answer is not known yet, and applying this one too is what
  // the key is there to prevent (the draft's error scenarios: 409 Conflict). The shop's own repeats never overlap.
  if (inFlight.has(key)) return { status: 409, body: { message: 'A request with this Idempotency-Key is still being processed.' } };
  const kept = db.state.idempotency?.find((k) => k.key === key);
  if (kept && kept.request === request) return { status: kept.status, body: kept.body, replayed: true };
  // A key sent again with another call or body is the client's mistake (the draft: 422).
  if (kept) return { status: 422, body: { message: 'This Idempotency-Key was used for another request.' } };
  inFlight.add(key);
  try {
    const answer = await run();
    keep(db, { key, request, status: answer.status, body: answer.body, size: JSON.stringify(answer.body).length, at: db.now() });
    return answer;
  } finally {
    inFlight.delete(key);
  }
}
