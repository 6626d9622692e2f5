import type { ExistingTicketHolder, Refund, ShopData } from '../../src/api/wire';
import type { DemoCustomer, DemoDb } from './db';
import { orderView, refundView } from './views';

const newestFirst = (a: { created_at: string }, b: { created_at: string }) => Date.parse(b.created_at) - Date.parse(a.created_at);

/** The `data` payload (docs/spec.md §3 Shop data) as this customer (or a visitor) sees it. */
export function shopDataFor(db: DemoDb, customer: DemoCustomer | null): ShopData {
  const { state } = db;
  const orders = customer
    ? state.orders
        .filter((o) => o.customer_id === customer.id)
        .map((o) => orderView(db, o))
        .sort(newestFirst)
    : [];
  const refunds = customer
    ? state.refunds
        .filter((r) => r.customer_id === customer.id)
        .map((r) => refundView(db, r))
        .filter((r): r is Refund => r !== null)
        .sort(newestFirst)
    : [];
  const holders = new Map<string, ExistingTicketHolder>();
  for (const order of orders) {
    for (const ticket of order.tickets) {
      if (!ticket.full_name || !ticket.email) continue;
      const key = `${ticket.full_name.toLowerCase()}|${ticket.email.toLowerCase()}|${ticket.product.event_id}`;
      holders.set(key, { full_name: ticket.full_name, email: ticket.email, age: ticket.age, event_id: ticket.product.event_id ?? null });
    }
  }
  return {
    ...(state.config ? { config: state.config } : {}),
    country: state.country,
    customer: customer
      ? { full_name: customer.full_name, email: customer.email, country: customer.country, address: { ...customer.address } }
      : null,
    orders,
    refunds,
    products: state.products,
    merchandise: state.merchandise,
    existing_tickets: [...holders.values()],
  };
}
