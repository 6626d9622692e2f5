import type { MerchandisePurchase } from '../../../src/api/wire';
import { bankErrors, readBankDetails } from '../bank';
import type { DemoDb } from '../db';
import { action, fail, invalid, isReply, ok, str, unauthenticated, type ActionContext, type BackendOptions, type Reply } from '../http';
import type { DemoOrder, DemoRefund, DemoTicket } from '../model';
import { cents, iso, major, sumCents } from '../money';
import { ownOrder } from '../orders';
import { shopDataFor } from '../shop-data';
import { merchandiseRefundable, refundTotalCents, ticketRefundable } from '../views';

/**
 * Refund calls of docs/spec.md §7: `/request-refund` and `/cancel-refund`. A request
 * takes refundable items (open window, money paid, not already in a refund)
 * of one kind from one of the customer's orders, all of them for a
 * payment-plan order, with bank details checked field by field. The bank
 * details are kept apart (`state.refundBankDetails`), never in `data`.
 */

const codes = (value: unknown): string[] => [
  ...new Set(
    str(value)
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  ),
];

interface Selection {
  tickets: DemoTicket[];
  merchandise: MerchandisePurchase[];
}

function select(db: DemoDb, order: DemoOrder, ticketCodes: string[], merchandiseCodes: string[]): Selection | Reply {
  if (!ticketCodes.length && !merchandiseCodes.length) return fail(422, 'Please select at least one item.');
  if (ticketCodes.length && merchandiseCodes.length) return fail(422, 'Tickets and merchandise cannot be refunded in one request.');
  const tickets = order.tickets.filter((t) => ticketCodes.includes(t.code));
  const merchandise = order.merchandisePurchases.filter((m) => merchandiseCodes.includes(m.code));
  if (tickets.length + merchandise.length !== ticketCodes.length + merchandiseCodes.length)
    return fail(422, 'Some of these items are not part of this order.');
  const ticket = tickets.find((t) => !ticketRefundable(db, order, t));
  if (ticket) return fail(422, `${ticket.product.name} (${ticket.code}) cannot be refunded.`);
  const purchase = merchandise.find((m) => !merchandiseRefundable(db, order, m));
  if (purchase) return fail(422, `${purchase.merchandise.name} (${purchase.code}) cannot be refunded.`);
  const whole = tickets.length === order.tickets.length && merchandise.length === order.merchandisePurchases.length;
  if (order.has_payment_plan && !whole) return fail(422, 'A payment-plan order can only be refunded as a whole.');
  return { tickets, merchandise };
}

function requestRefund(db: DemoDb, ctx: ActionContext): Reply {
  const { customer } = ctx;
  if (!customer) return unauthenticated();
  const order = ownOrder(db, customer, ctx.body.order_id);
  if (isReply(order)) return order;
  const chosen = select(db, order, codes(ctx.body.tickets), codes(ctx.body.merchandise));
  if (isReply(chosen)) return chosen;
  const bank = readBankDetails(ctx.body);
  const errors = bankErrors(db, bank);
  if (Object.keys(errors).length) return invalid(errors);

  const refund: DemoRefund = {
    id: db.id(),
    customer_id: customer.id,
    order_id: order.id,
    status: 'active',
    created_at: iso(db.now()),
    completed_at: null,
    tickets: chosen.tickets.map((t) => t.code),
    merchandise: chosen.merchandise.map((m) => m.code),
    total: major(refundTotalCents(order, [...chosen.tickets, ...chosen.merchandise])),
    shipping_refund: major(sumCents(chosen.merchandise, (m) => cents(m.shipping_refund))),
    previous: {},
  };
  for (const item of [...chosen.tickets, ...chosen.merchandise]) {
    refund.previous[item.code] = item.status;
    item.status = 'refund';
  }
  db.state.refunds.push(refund);
  db.state.refundBankDetails.push({ ...bank, refund_id: refund.id });
  db.state.emails.push({ to: customer.email, kind: 'refund', about: String(refund.id), at: db.now() });
  return ok({ data: { ...shopDataFor(db, customer), refund_id: refund.id } });
}

function cancelRefund(db: DemoDb, ctx: ActionContext): Reply {
  const { customer } = ctx;
  if (!customer) return unauthenticated();
  const refund = db.state.refunds.find((r) => r.customer_id === customer.id && String(r.id) === String(ctx.body.refund_id));
  if (!refund) return fail(404, 'This refund could not be found.');
  if (refund.status !== 'active') return fail(422, 'Only a requested refund can be cancelled.');
  const order = db.state.orders.find((o) => String(o.id) === String(refund.order_id));
  for (const item of [...(order?.tickets ?? []), ...(order?.merchandisePurchases ?? [])]) {
    const before = refund.previous[item.code];
    if (before !== undefined) item.status = before;
  }
  db.state.refunds = db.state.refunds.filter((r) => r !== refund);
  db.state.refundBankDetails = db.state.refundBankDetails.filter((b) => b.refund_id !== refund.id);
  return ok({ data: shopDataFor(db, customer) });
}

export function refundHandlers(db: DemoDb, options: BackendOptions) {
  return [
    action(db, options, 'request-refund', (ctx) => requestRefund(db, ctx)),
    action(db, options, 'cancel-refund', (ctx) => cancelRefund(db, ctx)),
  ];
}
