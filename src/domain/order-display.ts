import { formatMinor } from './money';
import { configLabel, keyLabel, ownConfigLabel, type Label, type Message } from './messages';

/**
 * What the portal shows for orders, instalments, items and refunds (docs/spec.md §4
 * Order paymentStatus, instalment paymentStatus, Ticket and merchandise
 * status, Refund status; docs/embed-contract.md §5). Labels are text keys for the spec's own
 * display texts ('Refunded', 'Requested', 'Completed', 'Processing', 'Pending
 * payment', …) and config labels for everything else.
 */

type Amount = number | null | undefined;
type LabelMap = Readonly<Record<string, string>> | null | undefined;

export interface OrderStatusInput {
  paymentStatus: string;
  hasRefunds?: boolean | null;
  fullyRefunded?: boolean | null;
}

/** 'Refunded' when hasRefunds and fullyRefunded; else config `paymentStatuses`, else the status itself. */
export function orderStatusLabel(order: OrderStatusInput, paymentStatuses?: LabelMap): Label {
  if (order.hasRefunds && order.fullyRefunded) return keyLabel('status.refunded');
  return configLabel(paymentStatuses, order.paymentStatus);
}

/** Statuses in which a bank transfer is still awaited (docs/spec.md §4). */
export const AWAITING_STATUSES: readonly string[] = ['pending', 'partial', 'processing', 'problem'];

export interface AwaitingPaymentInput {
  paymentMethod: string;
  paymentStatus: string;
  hasPaymentPlan?: boolean | null;
  acceptedTsAndCs?: boolean | null;
}

/** The 'Awaiting Payment' block: bank transfer, an awaiting status, no payment plan, terms accepted. */
export const showsAwaitingPayment = (order: AwaitingPaymentInput): boolean =>
  order.paymentMethod === 'bank_transfer' &&
  AWAITING_STATUSES.includes(order.paymentStatus) &&
  !order.hasPaymentPlan &&
  order.acceptedTsAndCs === true;

export interface AmountDueInput {
  code: string;
  totalPrice: Amount;
  totalPaid: Amount;
}

/** The amount still due (docs/embed-contract.md §5): `totalPrice - totalPaid`, never below 0 (an overpaid order owes nothing). */
export const amountDueMinor = (order: Omit<AmountDueInput, 'code'>): number =>
  Math.max(0, (order.totalPrice ?? 0) - (order.totalPaid ?? 0));

/** Text made safe to put into HTML: it shows as written. */
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The `{{amount}}` and `{{code}}` of config text `bankTransferOrderText`, which is HTML: escaped, so a code shows as written. */
export const bankTransferVars = (order: AmountDueInput, currency: string, locale: string): { amount: string; code: string } => ({
  amount: escapeHtml(formatMinor(amountDueMinor(order), locale, currency)),
  code: escapeHtml(order.code),
});

/** The cancelled or abandoned notice, or null. */
export function orderNotice(order: Pick<OrderStatusInput, 'paymentStatus'>): Message | null {
  if (order.paymentStatus === 'cancelled') return { key: 'portal.paymentCancelled' };
  if (order.paymentStatus === 'abandoned') return { key: 'portal.paymentAbandoned' };
  return null;
}

/** The order items table is hidden for cancelled and abandoned orders. */
export const showsItemsTable = (order: Pick<OrderStatusInput, 'paymentStatus'>): boolean => orderNotice(order) === null;

/** The must-accept-terms notice until accepted, then the thank-you message. */
export const termsNotice = (order: { acceptedTsAndCs?: boolean | null }): Message =>
  order.acceptedTsAndCs === true ? { key: 'portal.termsThanks' } : { key: 'portal.mustAcceptTerms' };

export interface OrderActionsInput {
  hasInvoice?: boolean | null;
  canRefund?: boolean | null;
  acceptedTsAndCs?: boolean | null;
}

/** Download Invoice needs hasInvoice, Refund needs canRefund; both need accepted terms (docs/spec.md §6). */
export function orderActions(order: OrderActionsInput): { downloadInvoice: boolean; refund: boolean } {
  const accepted = order.acceptedTsAndCs === true;
  return { downloadInvoice: accepted && order.hasInvoice === true, refund: accepted && order.canRefund === true };
}

export interface InstalmentInput {
  paymentStatus: string;
  due?: boolean | null;
  overdue?: boolean | null;
}

/**
 * An instalment's status: 'Refund' for any instalment once the order has
 * refunds; pending shown as Overdue, Due or Pending (overdue wins over due);
 * partial as 'Partially paid'; paid, cancelled, processing and problem (and
 * anything else) from config `paymentStatuses`, else the status itself.
 */
export function instalmentStatusLabel(
  payment: InstalmentInput,
  orderHasRefunds: boolean | null | undefined,
  paymentStatuses?: LabelMap,
): Label {
  if (orderHasRefunds) return keyLabel('status.refund');
  if (payment.paymentStatus === 'pending') {
    if (payment.overdue) return keyLabel('status.overdue');
    return keyLabel(payment.due ? 'status.due' : 'status.pending');
  }
  if (payment.paymentStatus === 'partial') return keyLabel('status.partiallyPaid');
  return configLabel(paymentStatuses, payment.paymentStatus);
}

export interface ItemStatusInput {
  status: string;
  pending?: boolean | null;
}

/**
 * A ticket's or merchandise purchase's status: a pending item is 'Pending
 * payment' whatever its status; refund → Requested; refunding and
 * refund-problem → Processing; refunded → Refunded; any other status from the
 * config map passed in (the portal passes `paymentStatuses`), else itself.
 */
export function itemStatusLabel(item: ItemStatusInput, labels?: LabelMap): Label {
  if (item.pending) return keyLabel('status.pendingPayment');
  switch (item.status) {
    case 'refund':
      return keyLabel('status.requested');
    case 'refunding':
    case 'refund-problem':
      return keyLabel('status.processing');
    case 'refunded':
      return keyLabel('status.refunded');
    default:
      return configLabel(labels, item.status);
  }
}

/** A refund's status: config `refundStatuses` when it labels the status; else active Requested, processed Completed, others Processing. */
export function refundStatusLabel(refund: { status: string }, refundStatuses?: LabelMap): Label {
  const own = ownConfigLabel(refundStatuses, refund.status);
  if (own) return own;
  if (refund.status === 'active') return keyLabel('status.requested');
  return keyLabel(refund.status === 'processed' ? 'status.completed' : 'status.processing');
}

/** Only an active refund request can be cancelled. */
export const canCancelRefund = (refund: { status: string }): boolean => refund.status === 'active';
