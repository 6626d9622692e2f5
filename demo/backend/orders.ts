import type { Address, CartMerchandise, CartProduct, MerchandisePurchase, PaymentPlanEntry } from '../../src/api/wire';
import { planSchedule, todayIn } from '../../src/domain/payment-plan';
import type { DemoCart, DemoCustomer, DemoDb } from './db';
import { fail, unauthenticated, type Reply } from './http';
import type { DemoOrder, DemoPayment, DemoTicket } from './model';
import { iso, linesCents, major, zonedMidnight } from './money';
import { shopTimezone } from './settings';

/** Finding a customer's order or ticket (or the 401/404 answer), and turning cart lines into orders and items. */

export const orderNotFound = (): Reply => fail(404, 'This order could not be found.');

/** The customer's order of that id, or the answer to give. */
export function ownOrder(db: DemoDb, customer: DemoCustomer, orderId: unknown): DemoOrder | Reply {
  const order = db.state.orders.find((o) => o.customer_id === customer.id && String(o.id) === String(orderId));
  return order ?? orderNotFound();
}

export interface OwnTicket {
  customer: DemoCustomer;
  order: DemoOrder;
  ticket: DemoTicket;
}

/** The logged-in customer's ticket of that code (in any of their orders), or the answer to give. */
export function ownTicket(db: DemoDb, customer: DemoCustomer | null, code: unknown, orderId?: unknown): OwnTicket | Reply {
  if (!customer) return unauthenticated();
  for (const order of db.state.orders) {
    if (order.customer_id !== customer.id || (orderId !== undefined && String(order.id) !== String(orderId))) continue;
    const ticket = order.tickets.find((t) => t.code === code);
    if (ticket) return { customer, order, ticket };
  }
  return fail(404, 'This ticket could not be found.');
}

/** An order reached through a link signed with its checksum (docs/embed-contract.md §4); anyone holding the link may use it. */
export function orderByLink(db: DemoDb, code: unknown, checksum: unknown): DemoOrder | Reply {
  const order = db.state.orders.find((o) => o.code === code);
  if (!order || typeof checksum !== 'string' || order.checksum !== checksum) return fail(404, 'This link has expired.');
  return order;
}

export const customerOf = (db: DemoDb, order: DemoOrder): DemoCustomer | null =>
  db.state.customers.find((c) => c.id === order.customer_id) ?? null;

/** docs/spec.md §9: the first plan entry is due today; each later one `count` `units` after, cumulatively. */
export function paymentSchedule(db: DemoDb, code: string, plan: PaymentPlanEntry[]): DemoPayment[] {
  const zone = shopTimezone(db);
  return planSchedule(plan, todayIn(zone, new Date(db.now()))).map((step, i) => ({
    reference: `${code}-${i + 1}`,
    amount: step.amount,
    paid_amount: 0,
    due_at: zonedMidnight(step.date, zone),
    paid_at: null,
    payment_status: 'pending',
    attempt: 0,
  }));
}

export interface NewOrder {
  payment_method: string;
  shipping_country: string | null;
  shipping_name: string | null;
  shipping_address: Address | null;
  shipping_cents: number;
  discount_cents: number;
  discount_name: string | null;
}

/** One order from a cart's lines: every item pending until it is paid. */
export function orderFromCart(db: DemoDb, customer: DemoCustomer, cart: DemoCart, input: NewOrder): DemoOrder {
  const code = db.code(8);
  const plan = cart.products.find((l) => l.product.has_payment_plan)?.product.payment_plan ?? null;
  const gross = linesCents([...cart.products, ...cart.merchandise]) + input.shipping_cents;
  return {
    id: db.id(),
    code,
    checksum: db.token().slice(0, 32),
    created_at: iso(db.now()),
    staff: null,
    total_price: major(gross - input.discount_cents),
    total_paid: 0,
    total_refunded: 0,
    discount_amount: input.discount_name ? major(input.discount_cents) : null,
    discount_name: input.discount_name,
    shipping_amount: major(input.shipping_cents),
    shipping_country: input.shipping_country,
    shipping_refunded: 0,
    payment_method: input.payment_method,
    payment_status: 'pending',
    has_payment_plan: plan !== null,
    payment_plan: plan,
    payments: plan ? paymentSchedule(db, code, plan) : [],
    accepted_ts_and_cs: true,
    has_invoice: false,
    cartProducts: cart.products.map((l) => ({ ...l, pending: true })),
    cartMerchandise: cart.merchandise.map((l) => ({ ...l, pending: true })),
    tickets: [],
    merchandisePurchases: [],
    customer_id: customer.id,
    shipping_name: input.shipping_name,
    shipping_address: input.shipping_address,
  };
}

/** A paid cart line as a ticket, with what its product grants (the seed builds its tickets the same way). */
export function ticketFromLine(code: string, line: CartProduct, pending: boolean): DemoTicket {
  const { product } = line;
  return {
    code,
    product,
    full_name: line.full_name,
    email: line.email,
    age: line.age,
    country: line.country,
    type: product.type,
    status: 'paid',
    pending,
    price: line.price,
    fee: line.fee,
    refund_fee: 0,
    shipping_refund: 0,
    is_ever_refundable: product.is_refundable === true,
    allow_name_changes: product.allow_name_changes === true,
    allow_email_changes: product.allow_email_changes === true,
    name_changes_left: product.name_change_limit ? product.name_change_limit : null,
    allow_travel_time_changes: product.travel_time_type === 'selectable',
    allow_download: true,
    travel_time: line.travel_time,
    transport_time_id: line.transport_time_id,
    timezone: product.timezone ?? null,
    event_name: product.event ?? null,
    edited_at: null,
  };
}

export const purchaseFromLine = (code: string, line: CartMerchandise): MerchandisePurchase => ({
  code,
  merchandise: line.merchandise,
  status: 'paid',
  pending: false,
  price: line.price,
  fee: line.fee,
  refund_fee: 0,
  shipping_refund: 0,
});

/**
 * Once money has come in the pending lines become tickets and purchases (a
 * payment-plan ticket stays `pending` until the last instalment is paid), and
 * the tickets are emailed.
 */
export function issueItems(db: DemoDb, order: DemoOrder): void {
  const planOpen = order.has_payment_plan && order.payment_status !== 'paid';
  if (order.has_payment_plan) for (const ticket of order.tickets) ticket.pending = planOpen;
  if (!order.cartProducts.length && !order.cartMerchandise.length) return;
  order.tickets.push(...order.cartProducts.map((l) => ticketFromLine(db.code(8), l, planOpen)));
  order.merchandisePurchases.push(...order.cartMerchandise.map((l) => purchaseFromLine(db.code(8), l)));
  order.cartProducts = [];
  order.cartMerchandise = [];
  const customer = customerOf(db, order);
  if (customer) db.state.emails.push({ to: customer.email, kind: 'tickets', about: order.code, at: db.now() });
}
