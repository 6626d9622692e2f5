import type { Message } from './messages';

/**
 * The payment-plan payment page (docs/spec.md §2, docs/spec.md §5 Payment plan payment, docs/spec.md §8
 * Card attempts and Active refund, docs/spec.md §9 maximum card attempts).
 *
 * Attempts, for an instalment still unpaid (pending, partial or problem):
 * - more than 2 attempts while pending (the spec's "while pending" qualifies
 *   this message only): 'You can make a maximum of <N> attempts for each
 *   payment. If you are having trouble paying, please contact us.';
 * - at the maximum (config `shopPaymentCreditCardMaxAttempts`), or beyond:
 *   'Please contact us immediately before making another payment attempt.'
 * Both show when both apply (with the default maximum of 3, at the third
 * attempt). Neither blocks Make payment: whether another attempt is allowed
 * is the server's decision, and its refusal is shown as any other.
 * An active refund request on the order blocks paying, whatever the status:
 * the page then offers no payment at all.
 */

export interface InstalmentAttempts {
  paymentStatus: string;
  /** Card attempts made so far on this instalment. */
  attempt?: number | null;
}

export const DEFAULT_MAX_ATTEMPTS = 3;
/** "More than 2 attempts" (docs/spec.md §8) is a fixed number, not the config's maximum. */
export const WARN_AFTER_ATTEMPTS = 2;

/** The config's maximum as a whole number of at least 1; anything else is the contract default 3. */
export function maxAttemptsOf(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : DEFAULT_MAX_ATTEMPTS;
}

/** Statuses in which an instalment still takes card attempts (the portal's Pay Instalment too). */
export const UNPAID: readonly string[] = ['pending', 'partial', 'problem'];

/** The attempts notices for an instalment, in the spec's order. */
export function attemptNotices(payment: InstalmentAttempts, maxAttempts: unknown): Message[] {
  if (!UNPAID.includes(payment.paymentStatus)) return [];
  const attempts = Number(payment.attempt) || 0;
  const max = maxAttemptsOf(maxAttempts);
  const notices: Message[] = [];
  if (attempts > WARN_AFTER_ATTEMPTS && payment.paymentStatus === 'pending') notices.push({ key: 'plan.maxAttempts', vars: { max } });
  if (attempts >= max) notices.push({ key: 'plan.contactUs' });
  return notices;
}

export interface PlanPaymentInput {
  payment: InstalmentAttempts;
  /** The order's `hasActiveRefunds`. */
  hasActiveRefunds: boolean | null | undefined;
  /** Config `shopPaymentCreditCardMaxAttempts`. */
  maxAttempts: unknown;
}

export interface PlanPaymentState {
  /** No payment is offered (an active refund request). */
  blocked: boolean;
  /** Shown above the button, most important first. */
  notices: Message[];
}

export function planPaymentState({ payment, hasActiveRefunds, maxAttempts }: PlanPaymentInput): PlanPaymentState {
  const notices: Message[] = hasActiveRefunds ? [{ key: 'plan.activeRefund' }] : [];
  return { blocked: !!hasActiveRefunds, notices: [...notices, ...attemptNotices(payment, maxAttempts)] };
}
