import type { TextKey } from '../i18n/texts';
import type { Instant } from './dates';
import { priceWithFee } from './money';

/**
 * Cart composition and arithmetic (docs/spec.md §4, §5, §9), as pure functions. The server
 * has the last word: these rules let the shop explain a refusal before a call,
 * and the server's own refusal message is shown as it comes.
 */

type Key = string | number;

/** What the rules read of a shop item. */
export interface CartItem {
  id: Key;
  externalCode: string;
  name: string;
  inStock: boolean;
  stockLevel: number | null;
  hasPaymentPlan?: boolean;
  limitPerOrder?: number | null;
}

/** A priced line of a cart. */
export interface PricedLine {
  id: Key;
  price: number;
  fee: number;
}

/** A cart as the rules read it: ticket lines (each with its `product`) and merchandise lines. */
export interface CartShape<
  P extends PricedLine & { product: CartItem } = PricedLine & { product: CartItem },
  M extends PricedLine & { merchandise: CartItem } = PricedLine & { merchandise: CartItem },
> {
  products: readonly P[];
  merchandise: readonly M[];
}

export interface Refusal {
  key: TextKey;
  vars?: Record<string, string | number>;
}

/** In stock: `inStock` and not a stock level of 0 (null is unlimited, docs/spec.md §9). */
export const isInStock = (item: Pick<CartItem, 'inStock' | 'stockLevel'>): boolean => item.inStock !== false && item.stockLevel !== 0;

/** One line of a cart with its shop item: a ticket (`product`) or merchandise. */
export type CartLine<
  P extends PricedLine & { product: CartItem } = PricedLine & { product: CartItem },
  M extends PricedLine & { merchandise: CartItem } = PricedLine & { merchandise: CartItem },
> = { kind: 'product'; line: P; item: P['product'] } | { kind: 'merchandise'; line: M; item: M['merchandise'] };

/** Every line of a cart, products first, each with its shop item. */
export function cartLines<P extends PricedLine & { product: CartItem }, M extends PricedLine & { merchandise: CartItem }>(
  cart: CartShape<P, M> | null | undefined,
): CartLine<P, M>[] {
  if (!cart) return [];
  return [
    ...(cart.products ?? []).map((line): CartLine<P, M> => ({ kind: 'product', line, item: line.product })),
    ...(cart.merchandise ?? []).map((line): CartLine<P, M> => ({ kind: 'merchandise', line, item: line.merchandise })),
  ];
}

export const cartCount = (cart: { products: readonly unknown[]; merchandise: readonly unknown[] } | null | undefined): number =>
  (cart?.products?.length ?? 0) + (cart?.merchandise?.length ?? 0);

const sameItem = (a: CartItem, b: CartItem) => String(a.id) === String(b.id) || a.externalCode === b.externalCode;

/** How many of `item` the cart holds. */
export const countInCart = (cart: CartShape | null | undefined, item: CartItem): number =>
  cartLines(cart).filter((l) => sameItem(l.item, item)).length;

/**
 * Why `item` cannot go into `cart`, or null. In order: sold out; a payment-plan
 * item only into an empty cart, and nothing joins a payment-plan item (one at a
 * time, bought alone); `limitPerOrder` (0 or none is no limit).
 */
export function addRefusal(cart: CartShape | null | undefined, item: CartItem): Refusal | null {
  if (!isInStock(item)) return { key: 'cart.soldOut', vars: { name: item.name } };
  const lines = cartLines(cart);
  if (lines.length > 0 && (item.hasPaymentPlan || lines.some((l) => l.item.hasPaymentPlan))) return { key: 'cart.paymentPlanAlone' };
  const limit = Number(item.limitPerOrder) || 0;
  if (limit > 0 && countInCart(cart, item) >= limit) return { key: 'cart.limitReached', vars: { limit, name: item.name } };
  return null;
}

/** The cart total in minor units: the exact sum of every line's price plus fee. */
export const cartTotal = (cart: CartShape | null | undefined): number => cartLines(cart).reduce((sum, l) => sum + priceWithFee(l.line), 0);

export const hasMerchandise = (cart: { merchandise: readonly unknown[] } | null | undefined): boolean =>
  (cart?.merchandise?.length ?? 0) > 0;

/**
 * Remaining reservation in ms (docs/spec.md §4): `expiresAt - now`, both as the server
 * sent them, so the browser's own clock never enters. NaN-proof: unreadable
 * times count as expired.
 */
export function serverRemainingMs(cart: { expiresAt: Instant; now: Instant }): number {
  const left = cart.expiresAt.ms - cart.now.ms;
  return Number.isFinite(left) ? Math.max(0, left) : 0;
}

/** `m:ss`, rounding up so 0:00 shows only when the time is really up. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** Minutes left at which screen readers hear the reservation, smallest first. */
export const ANNOUNCE_AT_MINUTES = [1, 5] as const;

/**
 * The threshold crossed between two readings of the remaining time, if any:
 * 5 when it went from above 5 minutes to 5 or less, 1 likewise (the smaller
 * when a sleeping tab skipped both). One announcement per threshold, not one per tick.
 */
export function crossedThreshold(beforeMs: number, afterMs: number): number | null {
  for (const minutes of ANNOUNCE_AT_MINUTES) {
    const at = minutes * 60_000;
    if (beforeMs > at && afterMs <= at && afterMs > 0) return minutes;
  }
  return null;
}
