/**
 * An order's items as one list of rows (docs/spec.md §3 Order: tickets, cartProducts
 * (tickets pending payment), merchandisePurchases, cartMerchandise). The
 * portal's order detail and the terms acceptance page both list them; a pending
 * cart line has no code of its own and is shown 'Pending payment' (docs/spec.md §4).
 */

import type { Instant } from './dates';

type Key = string | number;

interface Named {
  name: string;
}

export interface TicketLike {
  code: string;
  product: Named;
  fullName?: string | null;
  email?: string | null;
  status: string;
  pending?: boolean | null;
  price: number;
  fee: number;
  travelTime?: Instant | null;
}

export interface PendingTicketLike {
  id: Key;
  product: Named;
  fullName?: string | null;
  email?: string | null;
  price: number;
  fee: number;
  travelTime?: Instant | null;
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
  name: string;
  holder: string | null;
  email: string | null;
  /** For the status label (domain/order-display itemStatusLabel). */
  status: string;
  pending: boolean;
  price: number;
  fee: number;
  /** In its event's zone (the time's own). */
  travelTime: Instant | null;
  /** The issued ticket, for its actions; null for pending lines and merchandise. */
  ticket: T | null;
}

const list = <X>(items: readonly X[] | null | undefined): readonly X[] => items ?? [];

/** A row with no holder: merchandise, and the base of a ticket row. */
const line = <T extends TicketLike>(
  key: string,
  name: string,
  item: { price: number; fee: number },
  status: string,
  pending: boolean,
): OrderLine<T> => ({
  key,
  name,
  holder: null,
  email: null,
  status,
  pending,
  price: item.price,
  fee: item.fee,
  travelTime: null,
  ticket: null,
});

/** A ticket row: its holder, email and travel time, and the issued ticket (null while pending). */
const ticketLine = <T extends TicketLike>(
  key: string,
  item: T | PendingTicketLike,
  status: string,
  pending: boolean,
  ticket: T | null,
): OrderLine<T> => ({
  ...line<T>(key, item.product.name, item, status, pending),
  holder: item.fullName ?? null,
  email: item.email ?? null,
  travelTime: item.travelTime ?? null,
  ticket,
});

/** The ticket rows (issued, then pending) and the merchandise rows (purchased, then pending). */
export function orderLines<T extends TicketLike>(order: OrderItemsInput<T>): { tickets: OrderLine<T>[]; merchandise: OrderLine<T>[] } {
  return {
    tickets: [
      ...list(order.tickets).map((t) => ticketLine(`ticket:${t.code}`, t, t.status, t.pending === true, t)),
      ...list(order.cartProducts).map((p) => ticketLine<T>(`pending-ticket:${p.id}`, p, 'pending', true, null)),
    ],
    merchandise: [
      ...list(order.merchandisePurchases).map((m) => line<T>(`merchandise:${m.code}`, m.merchandise.name, m, m.status, m.pending === true)),
      ...list(order.cartMerchandise).map((m) => line<T>(`pending-merchandise:${m.id}`, m.merchandise.name, m, 'pending', true)),
    ],
  };
}

/** A ticket of the order by code, issued tickets only (the ticket edit's and time choice's lookup). */
export const ticketOf = <T extends TicketLike>(
  order: OrderItemsInput<T> | null | undefined,
  code: string | null | undefined,
): T | undefined => list(order?.tickets).find((t) => t.code === code);
