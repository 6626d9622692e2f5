import type { PaymentInstruction } from '../../src/api/wire';
import type { DemoDb } from './db';
import { fail, isReply, type Reply } from './http';
import type { DemoOrder, DemoPayment, ProviderSession } from './model';
import { cents, iso, major } from './money';
import { issueItems, orderNotFound } from './orders';
import { maxCardAttempts } from './settings';
import { providerPayment } from './provider-session';
import { paymentView } from './views';

export { providerPayment };

/**
 * Card payments: each one opens a session at the fake provider page
 * (demo/provider.html, same-origin as docs/embed-contract.md §4 allows), and the provider's
 * "Pay" records the money on the order or instalment.
 */

export const ACTIVE_REFUND_MESSAGE =
  'You have an active refund request on this order. Please cancel the refund request if you wish to continue with the payment plan.';

export const maxAttemptsMessage = (max: number): string =>
  `You can make a maximum of ${max} attempts for each payment. If you are having trouble paying, please contact us.`;

const VOID = ['cancelled', 'abandoned'];

/** A cancelled or abandoned order takes no payment. */
export const isVoid = (order: DemoOrder): boolean => VOID.includes(order.payment_status);

const outstanding = (payment: DemoPayment): number => cents(payment.amount) - cents(payment.paid_amount);

const orderOutstanding = (order: DemoOrder): number => cents(order.total_price) - cents(order.total_paid);

export const hasActiveRefund = (db: DemoDb, order: DemoOrder): boolean =>
  db.state.refunds.some((r) => String(r.order_id) === String(order.id) && r.status === 'active');

/**
 * One card attempt at an instalment: counted per instalment, refused once the
 * configured maximum was used (docs/spec.md §8, §9) and while the order has a refund request.
 */
export function instalmentPayment(db: DemoDb, order: DemoOrder, payment: DemoPayment): PaymentInstruction | Reply {
  if (isVoid(order)) return fail(422, 'This order has been cancelled.');
  if (payment.payment_status === 'paid' || outstanding(payment) <= 0) return fail(422, 'This payment has already been made.');
  if (payment.payment_status === 'cancelled') return fail(422, 'This payment has been cancelled.');
  if (payment.payment_status === 'processing') return fail(422, 'This payment is being processed. Please check again later.');
  if (hasActiveRefund(db, order)) return fail(422, ACTIVE_REFUND_MESSAGE);
  const max = maxCardAttempts(db);
  if (payment.attempt >= max) return fail(422, maxAttemptsMessage(max));
  payment.attempt += 1;
  return providerPayment(db, order, payment.reference, outstanding(payment));
}

/**
 * The card payment an order needs now (accepting its terms starts it): the
 * first due instalment of a plan, or what is left of the order; null when
 * nothing is due by card (bank transfer, paid, void, or attempts used up).
 */
export function cardPaymentDue(db: DemoDb, order: DemoOrder): PaymentInstruction | null {
  if (order.payment_method !== 'credit_card' || isVoid(order)) return null;
  if (order.has_payment_plan) {
    const next = order.payments.find((p) => paymentView(db, p).due);
    const started = next ? instalmentPayment(db, order, next) : null;
    return started && !isReply(started) ? started : null;
  }
  const due = orderOutstanding(order);
  return due > 0 ? providerPayment(db, order, null, due) : null;
}

/** Money came in (card, or nothing to pay after a voucher): the order's state and its items follow. */
export function recordPayment(db: DemoDb, order: DemoOrder, reference: string | null, amountCents: number): void {
  order.total_paid = major(cents(order.total_paid) + amountCents);
  const payment = reference ? order.payments.find((p) => p.reference === reference) : undefined;
  if (payment) {
    payment.paid_amount = major(cents(payment.paid_amount) + amountCents);
    payment.paid_at = iso(db.now());
    payment.payment_status = outstanding(payment) <= 0 ? 'paid' : 'partial';
  }
  const settled = order.has_payment_plan ? order.payments.every((p) => p.payment_status === 'paid') : orderOutstanding(order) <= 0;
  order.payment_status = settled ? 'paid' : 'partial';
  order.has_invoice = true;
  issueItems(db, order);
}

/** The provider page's "Pay" (demo only): pays what the session was opened for, once. */
export function completeSession(db: DemoDb, session: ProviderSession): DemoOrder | Reply {
  if (session.status !== 'open') return fail(422, 'This payment has already been completed or cancelled.');
  const order = db.state.orders.find((o) => String(o.id) === String(session.order_id));
  if (!order) return orderNotFound();
  const payment = session.reference ? order.payments.find((p) => p.reference === session.reference) : undefined;
  const left = payment ? outstanding(payment) : orderOutstanding(order);
  if (isVoid(order) || left <= 0) return fail(422, 'Nothing is left to pay for this payment.');
  recordPayment(db, order, session.reference, Math.min(session.amount_cents, left));
  session.status = 'paid';
  return order;
}
