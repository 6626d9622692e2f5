import type { CartMerchandise, CartProduct, MerchandisePurchase, Order, Refund, Ticket } from '../../api/types';
import type { ItemKind } from '../../domain/refund-selection';

/**
 * The items of an order or a refund as the refund screens list them: tickets
 * first, then merchandise, each with the name of its shop item and, for a
 * ticket, its holder.
 */
export interface ItemRow {
  kind: ItemKind;
  code: string;
  name: string;
  holder: string | null;
  status: string;
  pending: boolean;
}

/** An order's item, with the ticket or purchase itself (the select step's rules read it). */
export interface OrderItemRow extends ItemRow {
  item: Ticket | MerchandisePurchase;
}

const ticketRow = (t: Ticket): OrderItemRow => ({
  kind: 'tickets',
  code: t.code,
  name: t.product.name,
  holder: t.fullName,
  status: t.status,
  pending: !!t.pending,
  item: t,
});
const purchaseRow = (m: MerchandisePurchase): OrderItemRow => ({
  kind: 'merchandise',
  code: m.code,
  name: m.merchandise.name,
  holder: null,
  status: m.status,
  pending: !!m.pending,
  item: m,
});

/** An order's tickets and merchandise purchases: what a refund can be asked for. */
export const orderItems = (order: Pick<Order, 'tickets' | 'merchandisePurchases'>): OrderItemRow[] => [
  ...order.tickets.map(ticketRow),
  ...order.merchandisePurchases.map(purchaseRow),
];

/** A line not yet paid (`cartProducts`, `cartMerchandise`) in a refund, listed as pending. */
const pendingRow = (line: CartProduct | CartMerchandise, kind: ItemKind): ItemRow => ({
  kind,
  code: String(line.id),
  name: 'product' in line ? line.product.name : line.merchandise.name,
  holder: 'product' in line ? line.fullName : null,
  status: '',
  pending: true,
});

/** Everything a refund holds, pending lines included. */
export const refundItems = (refund: Refund): ItemRow[] => [
  ...orderItems(refund),
  ...refund.cartProducts.map((l) => pendingRow(l, 'tickets')),
  ...refund.cartMerchandise.map((l) => pendingRow(l, 'merchandise')),
];

/** The Items cell of the refunds table: each item's name, a ticket's with its holder. */
export const itemsText = (rows: ItemRow[]): string => rows.map((r) => (r.holder ? `${r.name} (${r.holder})` : r.name)).join(', ');
