import type { InstalmentInput, ItemStatusInput, OrderStatusInput } from './order-display';

/**
 * A status chip's tone (ui/StatusChip), beside the labels of order-display:
 * ok (done, nothing to do), waiting (under way), problem (needs the shopper's
 * attention), neutral (ended, or a status this shop does not know; it shows
 * its raw text, so it claims nothing).
 */
export type Tone = 'ok' | 'waiting' | 'problem' | 'neutral';

const TONES: Record<Tone, readonly string[]> = {
  ok: ['paid', 'processed'],
  waiting: ['pending', 'partial', 'processing', 'due', 'active', 'refund', 'refunding'],
  problem: ['problem', 'overdue', 'refund-problem'],
  neutral: [],
};

/** The tone of a raw status (order, instalment, item or refund): neutral when unknown. */
export const statusTone = (status: string | null | undefined): Tone =>
  (Object.keys(TONES) as Tone[]).find((tone) => TONES[tone].includes(status ?? '')) ?? 'neutral';

/** A fully refunded order has ended (neutral), whatever its payment status. */
export const orderTone = (order: OrderStatusInput): Tone =>
  order.hasRefunds && order.fullyRefunded ? 'neutral' : statusTone(order.paymentStatus);

/** A pending item waits for its payment, whatever its status. */
export const itemTone = (item: ItemStatusInput): Tone => (item.pending ? 'waiting' : statusTone(item.status));

/** Any instalment of an order with refunds is 'Refund' (neutral); an overdue pending one is a problem, a due one waits. */
export const instalmentTone = (payment: InstalmentInput, orderHasRefunds: boolean | null | undefined): Tone =>
  orderHasRefunds ? 'neutral' : statusTone(payment.paymentStatus === 'pending' && payment.overdue ? 'overdue' : payment.paymentStatus);

/** Completed is ok; every other refund status is shown as under way (docs/spec.md §4: 'Processing'). */
export const refundTone = (refund: { status: string }): Tone => (refund.status === 'processed' ? 'ok' : 'waiting');
