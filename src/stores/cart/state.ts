import { proxy } from 'valtio';
import type { Cart, CartMerchandise, CartProduct, Voucher } from '../../api/types';
import type { CartLine } from '../../domain/cart-rules';
import { currentPath } from '../location';
import { onUnmount } from '../runtime';

/** A line of the shop's cart, with the server's shapes. */
export type ShopCartLine = CartLine<CartProduct, CartMerchandise>;

/**
 * The cart (docs/spec.md §4): it exists once an item is added; its code is kept in
 * localStorage `cart`. Every placeholder reads this one store, so the `cart`
 * and `side` parts and the header count always show the same cart.
 */
const fresh = () => ({
  cart: null as Cart | null,
  /** `performance.now()` at which the reservation ends: the server's `expiresAt - now`, on a monotonic clock. */
  deadline: 0,
  /**
   * The path the header's cart panel was opened on, or null: it is open while that path is shown, so a
   * route change closes it (docs/spec.md §2) with no effect to run, and openCart() after navigate() opens it.
   */
  panelOpen: null as string | null,
  /** The shown cart ran out of time and is gone: the panel says so until the next cart. */
  expired: false,
  /** The voucher applied at checkout (docs/spec.md §4: cleared with the cart). */
  voucher: null as Voucher | null,
});

export const cartState = proxy(fresh());

/**
 * The countdown's own store, read by the countdown alone: the 500 ms tick writes
 * here, and valtio notifies only when the shown second changes, so the tick
 * re-renders nothing but the countdown (render as little as possible).
 */
export const countdown = proxy({ seconds: 0 });

export const currentCartCode = (): string | null => cartState.cart?.code ?? null;

export function setCartPanelOpen(open: boolean): void {
  cartState.panelOpen = open ? currentPath() : null;
}

export function resetCartState(): void {
  Object.assign(cartState, fresh());
  countdown.seconds = 0;
}
onUnmount(resetCartState);
