/**
 * An order's items as one list of rows (spec 3 Order: tickets, cartProducts
 * (tickets pending payment), merchandisePurchases, cartMerchandise). The
 * portal's order detail and the terms acceptance page both list them; a pending
 * cart line has no code of its own and is shown 'Pending payment' (spec 4).
 */

type Key = string | number;

interface Named {
  name: string;
}

export interface TicketLike {
  code: string;
  product: Named;
  full_name?: string | null;
  email?: string | null;
  status: string;
  pending?: boolean | null;
  price: number;
  fee: number;
  travel_time?: string | null;
  timezone?: string | null;
}

export interface PendingTicketLike {
  id: Key;
  product: Named & { timezone?: string | null };
  full_name?: string | null;
  email?: string | null;
  price: number;
  fee: number;
  travel_time?: string | null;
}

export interface PurchaseLike {
  code: string;
  merchandise: Named;
  status: string;
  pending?: boolean | null;
  price: number;
  fee: number;
}

export interface PendingPurchaseLike {
  id: Key;
  merchandise: Named;
  price: number;
  fee: number;
}

export interface OrderItemsInput<T extends TicketLike = TicketLike> {
  tickets?: readonly T[] | null;
  cartProducts?: readonly PendingTicketLike[] | null;
  merchandisePurchases?: readonly PurchaseLike[] | null;
  cartMerchandise?: readonly PendingPurchaseLike[] | null;
}

export interface OrderLine<T extends TicketLike = TicketLike> {
  /** Unique within the order: `ticket:CODE`, `pending-ticket:ID`, … */
  key: string;
  kind: 'tickets' | 'merchandise';
  name: string;
  holder: string | null;
  email: string | null;
  /** For the status label (domain/order-display itemStatusLabel). */
  status: string;
  pending: boolean;
  price: number;
  fee: number;
  travelTime: string | null;
  timezone: string | null;
  /** The issued ticket, for its actions; null for pending lines and merchandise. */
  ticket: T | null;
}

const list = <X,>(items: readonly X[] | null | undefined): readonly X[] => items ?? [];

/** The ticket rows (issued, then pending) and the merchandise rows (purchased, then pending). */
export function orderLines<T extends TicketLike>(order: OrderItemsInput<T>): { tickets: OrderLine<T>[]; merchandise: OrderLine<T>[] } {
  const tickets: OrderLine<T>[] = [
    ...list(order.tickets).map((t) => ({
      key: `ticket:${t.code}`, kind: 'tickets' as const, name: t.product.name, holder: t.full_name ?? null, email: t.email ?? null,
      status: t.status, pending: t.pending === true, price: t.price, fee: t.fee, travelTime: t.travel_time ?? null, timezone: t.timezone ?? null, ticket: t,
    })),
    ...list(order.cartProducts).map((p) => ({
      key: `pending-ticket:${p.id}`, kind: 'tickets' as const, name: p.product.name, holder: p.full_name ?? null, email: p.email ?? null,
      status: 'pending', pending: true, price: p.price, fee: p.fee, travelTime: p.travel_time ?? null, timezone: p.product.timezone ?? null, ticket: null,
    })),
  ];
  const merchandise: OrderLine<T>[] = [
    ...list(order.merchandisePurchases).map((m) => ({
      key: `merchandise:${m.code}`, kind: 'merchandise' as const, name: m.merchandise.name, holder: null, email: null,
      status: m.status, pending: m.pending === true, price: m.price, fee: m.fee, travelTime: null, timezone: null, ticket: null,
    })),
    ...list(order.cartMerchandise).map((m) => ({
      key: `pending-merchandise:${m.id}`, kind: 'merchandise' as const, name: m.merchandise.name, holder: null, email: null,
      status: 'pending', pending: true, price: m.price, fee: m.fee, travelTime: null, timezone: null, ticket: null,
    })),
  ];
  return { tickets, merchandise };
}

/** A ticket of the order by code, issued tickets only (the ticket edit's and time choice's lookup). */
export const ticketOf = <T extends TicketLike>(order: OrderItemsInput<T> | null | undefined, code: string | null | undefined): T | undefined =>
  list(order?.tickets).find((t) => t.code === code);
