import { sum } from './money';
import { isRefundable, type RefundWindow } from './refund-selection';

/**
 * Refund totals (docs/spec.md §9), in integer minor units, as api/ reads every amount: added as
 * integers, never as floats.
 */

type Amount = number | null | undefined;

/** A chosen ticket or merchandise purchase as the totals read it. */
export interface RefundLine {
  price: Amount;
  fee?: Amount;
  refundFee?: Amount;
  shippingRefund?: Amount;
  isRefundable?: boolean | null;
  product?: RefundWindow | null;
  merchandise?: RefundWindow | null;
}

export interface RefundChoice {
  tickets: readonly RefundLine[];
  merchandise: readonly RefundLine[];
}

export interface RefundOrderAmounts {
  hasPaymentPlan?: boolean | null;
  totalPaid: Amount;
}

/**
 * One item's refund: price minus its refund fee, never below 0 (a fee larger
 * than the price refunds nothing rather than taking from the other items);
 * merchandise adds its shipping refund on top.
 */
export function itemRefundMinor(line: RefundLine, kind: 'tickets' | 'merchandise'): number {
  const base = Math.max(0, (line.price ?? 0) - (line.refundFee ?? 0));
  return kind === 'merchandise' ? base + (line.shippingRefund ?? 0) : base;
}

/** Without a payment plan: the sum over the chosen refundable items (others count 0). */
export function refundWithoutPlanMinor(choice: RefundChoice): number {
  const sum = (lines: readonly RefundLine[], kind: 'tickets' | 'merchandise') =>
    lines.filter(isRefundable).reduce((total, line) => total + itemRefundMinor(line, kind), 0);
  return sum(choice.tickets, 'tickets') + sum(choice.merchandise, 'merchandise');
}

/**
 * With a payment plan: total paid minus the items' fees minus their refund
 * fees, never below 0 (early in a plan the fees can exceed what was paid).
 * The whole order is refunded, so every item counts, refundable flag or not.
 */
export function refundWithPlanMinor(totalPaid: Amount, choice: RefundChoice): number {
  const fees = sum([...choice.tickets, ...choice.merchandise].flatMap((l) => [l.fee, l.refundFee]));
  return Math.max(0, (totalPaid ?? 0) - fees);
}

/** The refund total shown in the wizard's confirm step. */
export function refundTotalMinor(order: RefundOrderAmounts, choice: RefundChoice): number {
  return order.hasPaymentPlan ? refundWithPlanMinor(order.totalPaid, choice) : refundWithoutPlanMinor(choice);
}
