import type { PaymentInstruction } from '../../src/api/wire';
import type { DemoDb } from './db';
import type { DemoOrder } from './model';
import { cents } from './money';

/**
 * A payment session at the fake provider page (demo/provider.html, same-origin as docs/embed-contract.md §4 allows)
 * and the instruction that opens it.
 */
export function providerPayment(db: DemoDb, order: DemoOrder, reference: string | null, amountCents: number): PaymentInstruction {
  const id = db.code(16);
  db.state.providerSessions[id] = { id, order_id: order.id, reference, amount_cents: amountCents, status: 'open', created_at: db.now() };
  return { action: 'redirect', url: `/demo/provider.html?session=${id}` };
}

/**
 * The order's optional `payment_instruction` (`Order` in contract/openapi.json): how
 * to pay a card order left unpaid (its payment cancelled or failed at the
 * provider) from the order page. Only for a whole order with accepted terms
 * (a plan's instalments have their own payment links); the order's open
 * session for what is due is reused, so answering the order again opens none.
 */
export function orderPayNow(db: DemoDb, order: DemoOrder): PaymentInstruction | null {
  const due = cents(order.total_price) - cents(order.total_paid);
  const unpaid = order.payment_method === 'credit_card' && ['pending', 'problem'].includes(order.payment_status);
  if (!unpaid || order.has_payment_plan || !order.accepted_ts_and_cs || due <= 0) return null;
  const open = Object.values(db.state.providerSessions).find(
    (s) => String(s.order_id) === String(order.id) && s.reference === null && s.status === 'open' && s.amount_cents === due,
  );
  return open ? { action: 'redirect', url: `/demo/provider.html?session=${open.id}` } : providerPayment(db, order, null, due);
}
