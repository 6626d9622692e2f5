import type { MerchandisePurchase, Order, PaymentPlanPayment, Refund, ShopItem, Ticket } from '../../src/api/wire';
import type { DemoDb } from './db';
import type { DemoOrder, DemoPayment, DemoRefund, DemoTicket } from './model';
import { DAY, MINUTE, cents, major, msOf } from './money';
import { orderPayNow } from './provider-session';

/**
 * The answered shapes of orders, tickets, instalments and refunds (docs/spec.md §3),
 * with every field that depends on the clock or on other records worked out
 * now, and nothing the backend keeps for itself (owner, shipping address, edit
 * times, notes).
 */

/** docs/spec.md §9: a ticket cannot be edited again for 15 minutes after an edit or a travel-time change. */
export const EDIT_LOCK_MS = 15 * MINUTE;
/** An unpaid instalment is due from its due date, and overdue a week later (the spec is silent on the grace). */
export const OVERDUE_AFTER_MS = 7 * DAY;

/** Item statuses of a refund in progress or done (docs/spec.md §4). */
const REFUND_STATUSES = ['refund', 'refunding', 'refund-problem', 'refunded'];

/** An item neither refunded (or being refunded) nor cancelled. */
export const isLiveItem = (status: string): boolean => !REFUND_STATUSES.includes(status) && status !== 'cancelled';

/** What an item gives back (docs/spec.md §9): its price less the refund fee, plus its shipping refund, in cents. */
export const refundCents = (item: { price: number; refund_fee: number; shipping_refund: number }): number =>
  cents(item.price) - cents(item.refund_fee) + cents(item.shipping_refund);

/**
 * docs/spec.md §9: a refund gives back the chosen items' refund amounts; for a payment
 * plan, what was paid less the items' fees and refund fees.
 */
export function refundTotalCents(
  order: DemoOrder,
  items: ReadonlyArray<{ price: number; fee: number; refund_fee: number; shipping_refund: number }>,
): number {
  if (!order.has_payment_plan) return items.reduce((sum, i) => sum + refundCents(i), 0);
  return Math.max(0, cents(order.total_paid) - items.reduce((sum, i) => sum + cents(i.fee) + cents(i.refund_fee), 0));
}

export const recentlyEdited = (db: DemoDb, ticket: DemoTicket): boolean =>
  ticket.edited_at !== null && db.now() - ticket.edited_at < EDIT_LOCK_MS;

/** Still before the deadline (none means no deadline). */
const before = (deadline: string | null | undefined, now: number): boolean => {
  const at = msOf(deadline);
  return at === null || now < at;
};

/** The product's refund window (allow_refund_requests_from / _until) is open now. */
export function refundWindowOpen(item: ShopItem, now: number): boolean {
  const from = msOf(item.allow_refund_requests_from);
  const until = msOf(item.allow_refund_requests_until);
  return (from === null || now >= from) && (until === null || now <= until);
}

/** Money has come in and the order stands: its items may be refunded. */
const refundableOrder = (order: DemoOrder): boolean => cents(order.total_paid) > 0 && ['paid', 'partial'].includes(order.payment_status);

/** The catalogue's item as it is now (deadlines, windows, seats), else the copy bought. */
const live = (db: DemoDb, bought: ShopItem): ShopItem => db.itemById(bought.id) ?? bought;

export function ticketRefundable(db: DemoDb, order: DemoOrder, ticket: DemoTicket): boolean {
  // A payment-plan ticket stays pending until the plan is paid, and is refunded with its order.
  const pendingOk = !ticket.pending || order.has_payment_plan;
  return (
    ticket.is_ever_refundable &&
    pendingOk &&
    isLiveItem(ticket.status) &&
    refundableOrder(order) &&
    refundWindowOpen(live(db, ticket.product), db.now())
  );
}

export function merchandiseRefundable(db: DemoDb, order: DemoOrder, purchase: MerchandisePurchase): boolean {
  const item = live(db, purchase.merchandise);
  return (
    item.is_refundable === true &&
    !purchase.pending &&
    isLiveItem(purchase.status) &&
    refundableOrder(order) &&
    refundWindowOpen(item, db.now())
  );
}

export function ticketView(db: DemoDb, order: DemoOrder, ticket: DemoTicket): Ticket {
  const { edited_at: _edited, note: _note, ...stored } = ticket;
  const now = db.now();
  const product = live(db, ticket.product);
  const open = isLiveItem(ticket.status) && !ticket.pending;
  return {
    ...stored,
    product,
    is_refundable: ticketRefundable(db, order, ticket),
    refund_total: major(refundCents(ticket)),
    allow_name_changes: ticket.allow_name_changes && open && before(product.allow_name_changes_until, now),
    allow_email_changes: ticket.allow_email_changes && open,
    allow_travel_time_changes:
      ticket.allow_travel_time_changes &&
      open &&
      product.travel_time_type === 'selectable' &&
      before(product.allow_travel_time_changes_until, now),
    allow_download: ticket.allow_download && open && order.payment_status === 'paid' && order.accepted_ts_and_cs,
    recently_edited: recentlyEdited(db, ticket),
    travel_times: product.travel_times ?? null,
  };
}

export function paymentView(db: DemoDb, payment: DemoPayment): PaymentPlanPayment {
  const dueAt = msOf(payment.due_at) ?? 0;
  const unpaid = ['pending', 'partial', 'problem'].includes(payment.payment_status);
  const due = unpaid && db.now() >= dueAt;
  return { ...payment, due, overdue: due && db.now() > dueAt + OVERDUE_AFTER_MS };
}

export function orderView(db: DemoDb, order: DemoOrder): Order {
  const {
    customer_id: _owner,
    shipping_name: _name,
    shipping_address: _address,
    tickets,
    merchandisePurchases,
    payments,
    ...stored
  } = order;
  const refunds = db.state.refunds.filter((r) => String(r.order_id) === String(order.id));
  const ticketViews = tickets.map((t) => ticketView(db, order, t));
  const statuses = [...tickets, ...merchandisePurchases].map((i) => i.status);
  return {
    ...stored,
    tickets: ticketViews,
    merchandisePurchases: merchandisePurchases.map((m) => ({ ...m, merchandise: live(db, m.merchandise) })),
    payments: payments.map((p) => paymentView(db, p)),
    has_refunds: refunds.length > 0 || cents(order.total_refunded) > 0,
    fully_refunded: statuses.length > 0 && statuses.every((s) => s === 'refunded'),
    has_active_refunds: refunds.some((r) => r.status === 'active'),
    can_refund: ticketViews.some((t) => t.is_refundable) || merchandisePurchases.some((m) => merchandiseRefundable(db, order, m)),
    payment_instruction: orderPayNow(db, order),
  };
}

/** The terms-acceptance variant (docs/spec.md §3): the order plus its item counts and the staff label. */
export function termsOrderView(db: DemoDb, order: DemoOrder): Order {
  return {
    ...orderView(db, order),
    ticket_count: order.tickets.length + order.cartProducts.length,
    merchandise_count: order.merchandisePurchases.length + order.cartMerchandise.length,
  };
}

export function refundView(db: DemoDb, refund: DemoRefund): Refund | null {
  const order = db.state.orders.find((o) => String(o.id) === String(refund.order_id));
  if (!order) return null;
  const view = orderView(db, order);
  return {
    id: refund.id,
    status: refund.status,
    created_at: refund.created_at,
    completed_at: refund.completed_at,
    total: refund.total,
    shipping_refund: refund.shipping_refund,
    order: { id: order.id, code: order.code },
    tickets: view.tickets.filter((t) => refund.tickets.includes(t.code)),
    cartProducts: [],
    merchandisePurchases: view.merchandisePurchases.filter((m) => refund.merchandise.includes(m.code)),
    cartMerchandise: [],
  };
}
