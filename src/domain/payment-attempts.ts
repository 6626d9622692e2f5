import type { Message } from './messages';

/**
 * The payment-plan payment page (spec 2, spec 5 Payment plan payment, spec 8
 * Card attempts and Active refund, spec 9 maximum card attempts).
 *
 * Attempts, for an instalment still unpaid (pending, partial or problem):
 * - at or beyond the maximum (config `shopPaymentCreditCardMaxAttempts`):
 *   'Please contact us immediately before making another payment attempt.',
 *   and Make payment is blocked: the limit is per payment, so a further
 *   attempt would exceed it. The spec says "exactly the maximum"; beyond it is
 *   treated the same, since it can only be worse. This wins over the warning
 *   below (with the default maximum of 3 both would apply at the 3rd attempt).
 * - more than 2 attempts but below the maximum, while pending (the spec's
 *   "while pending" qualifies this message only): 'You can make a maximum of
 *   <N> attempts for each payment…', a warning; paying is still allowed.
 * The maximum counts for any unpaid status: the demo's PLANMAXD instalment is
 * in `problem` after its three failed attempts, and the server refuses a
 * fourth, so the page must say why (issue 10).
 * An active refund request on the order blocks paying, whatever the status.
 */

export interface InstalmentAttempts {
  payment_status: string;
  /** Card attempts made so far on this instalment. */
  attempt?: number | null;
}

export const DEFAULT_MAX_ATTEMPTS = 3;
/** "More than 2 attempts" (spec 8) is a fixed number, not the config's maximum. */
export const WARN_AFTER_ATTEMPTS = 2;

/** The config's maximum as a whole number of at least 1; anything else is the contract default 3. */
export function maxAttemptsOf(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : DEFAULT_MAX_ATTEMPTS;
}

export interface AttemptNotice {
  message: Message;
  blocks: boolean;
}

/** Statuses in which an instalment still takes card attempts (the portal's Pay Instalment too). */
export const UNPAID: readonly string[] = ['pending', 'partial', 'problem'];

/** The attempts notice for an instalment, or null. */
export function attemptNotice(payment: InstalmentAttempts, maxAttempts: unknown): AttemptNotice | null {
  if (!UNPAID.includes(payment.payment_status)) return null;
  const attempts = Number(payment.attempt) || 0;
  const max = maxAttemptsOf(maxAttempts);
  if (attempts >= max) return { message: { key: 'plan.contactUs' }, blocks: true };
  if (attempts > WARN_AFTER_ATTEMPTS && payment.payment_status === 'pending') return { message: { key: 'plan.maxAttempts', vars: { max } }, blocks: false };
  return null;
}

export interface PlanPaymentInput {
  payment: InstalmentAttempts;
  /** The order's `has_active_refunds`. */
  hasActiveRefunds: boolean | null | undefined;
  /** Config `shopPaymentCreditCardMaxAttempts`. */
  maxAttempts: unknown;
}

export interface PlanPaymentState {
  /** Make payment is disabled. */
  blocked: boolean;
  /** Shown above the button, most important first. */
  notices: Message[];
}

export function planPaymentState({ payment, hasActiveRefunds, maxAttempts }: PlanPaymentInput): PlanPaymentState {
  const notices: Message[] = hasActiveRefunds ? [{ key: 'plan.activeRefund' }] : [];
  const attempts = attemptNotice(payment, maxAttempts);
  if (attempts) notices.push(attempts.message);
  return { blocked: !!hasActiveRefunds || attempts?.blocks === true, notices };
}

/**
 * On Make payment: a blocked page answers with its first notice; otherwise the
 * terms checkbox must be ticked ('Please accept the Terms and Conditions.').
 */
export function validateMakePayment(state: PlanPaymentState, termsAccepted: boolean): Message | null {
  if (state.blocked) return state.notices[0] ?? { key: 'plan.contactUs' };
  return termsAccepted === true ? null : { key: 'plan.termsRequired' };
}
