import { proxy } from 'valtio';
import type { Cart, CartMerchandise, CartProduct, Voucher } from '../../api/types';
import type { CartLine } from '../../domain/cart-rules';
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
  /** `performance.now()` at which the reservation ends: the server's `expires_at - now`, on a monotonic clock. */
  deadline: 0,
  /** The header's cart panel (docs/spec.md §2: it closes on route change). */
  panelOpen: false,
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
  if (cartState.panelOpen !== open) cartState.panelOpen = open;
}

export function resetCartState(): void {
  Object.assign(cartState, fresh());
  countdown.seconds = 0;
}
onUnmount(resetCartState);
