/**
 * `Idempotency-Key` for the calls that create orders or payments
 * (`/checkout-cart`, `/accept-terms-and-conditions`,
 * `/pay-payment-plan-order-payment`; optional for backends, see
 * contract/openapi.json). One key per attempt: an attempt whose outcome is
 * unknown (no answer, a 5xx, an unreadable answer) keeps its key, so the same
 * request sent again on the shopper's next click carries the same key and a
 * backend that honours it answers with the first order instead of a second.
 * Any answer that settles the attempt (success or a refusal) forgets it.
 */
const keys = new Map<string, string>();

/** A random UUID (v4); `crypto.randomUUID` exists only in secure contexts. */
export function uuid(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  // 8-4-4-4-12 hex digits.
  return hex.replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
}

/** The key of the attempt that sends exactly `request` (its call and body). */
export function attemptKey(request: string): string {
  let key = keys.get(request);
  if (!key) keys.set(request, (key = uuid()));
  return key;
}

/** The attempt got an answer that settles it: a new click is a new attempt. */
export const settleAttempt = (request: string): boolean => keys.delete(request);
