import { showsAwaitingPayment, type AwaitingPaymentInput } from './order-display';
import { paymentStep } from './payment-instruction';

/**
 * What became of an order, which its confirmation leads with:
 * `paid` (a payment plan counts once its first instalment came in), a card
 * payment not completed (`unpaid`: cancelled or failed at the provider), a
 * bank transfer still awaited (`transfer`, the 'Awaiting Payment' rule), or
 * null: the plain order detail (terms not yet accepted, which come first;
 * cancelled, abandoned, refunded, processing).
 */
export type Outcome = 'paid' | 'unpaid' | 'transfer' | null;

export interface OutcomeInput extends AwaitingPaymentInput {
  fullyRefunded?: boolean | null;
}

export function orderOutcome(order: OutcomeInput): Outcome {
  const status = order.paymentStatus;
  if (order.acceptedTsAndCs !== true || order.fullyRefunded) return null;
  if (status === 'paid' || (order.hasPaymentPlan && status === 'partial')) return 'paid';
  if (showsAwaitingPayment(order)) return 'transfer';
  return order.paymentMethod === 'credit_card' && (status === 'pending' || status === 'problem') ? 'unpaid' : null;
}

/**
 * Pay now: an unpaid card order whose optional `paymentInstruction` (`Order` in
 * contract/openapi.json) the shop would follow from `pageUrl`; a missing, malformed or unsafe
 * one shows no button.
 */
export const offersPayNow = (order: OutcomeInput & { paymentInstruction?: unknown }, pageUrl: string): boolean =>
  orderOutcome(order) === 'unpaid' && paymentStep(order.paymentInstruction, pageUrl).kind !== 'refused';
