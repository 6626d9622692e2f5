import type { Cart } from '../../api/types';
import { serverRemainingMs } from '../../domain/cart-rules';
import { cartGone } from '../../feedback/feedback';
import { readStored, writeStored } from '../storage';
import { cartState } from './state';
import { tellOtherTabs } from './tabs';
import { armTicker, stopTicker } from './ticker';

/**
 * A cart the server answered. A write's answer is stored and told to other
 * tabs; a load's is not: its code came from storage, which another tab may have
 * changed since (that tab's storage event brings the new code here).
 */
export function receiveCart(cart: Cart, written: boolean): void {
  const left = serverRemainingMs(cart);
  // A cart the server says has no time left is gone (docs/spec.md §4).
  if (left <= 0) return clearCart(cart.code, { expired: true });
  // A voucher was checked against the lines it saw: other lines, or a payment-plan
  // cart (which takes no voucher, docs/spec.md §5), and it no longer applies.
  if (lineKey(cart) !== (cartState.cart && lineKey(cartState.cart)) || cart.products.some((l) => l.product.hasPaymentPlan))
    cartState.voucher = null;
  cartState.cart = cart;
  cartState.expired = false;
  armTicker(left);
  if (!written) return;
  writeStored('cart', cart.code);
  tellOtherTabs(cart.code);
}

/** Which cart and which lines: a voucher is valid for exactly these. */
const lineKey = (cart: Cart): string =>
  [cart.code, ...[...cart.products.map((l) => `p${l.id}`), ...cart.merchandise.map((l) => `m${l.id}`)].sort()].join(' ');

/**
 * docs/spec.md §4: when the cart disappears, the cart panel and the modals close, and its
 * code is forgotten. `code` is the cart that disappeared (null: whatever cart is
 * shown). A cart another tab stored or this tab shows meanwhile is kept: clearing
 * the shared `cart` key would make every tab drop that newer cart too.
 */
export function clearCart(code: string | null, { expired = false }: { expired?: boolean } = {}): void {
  if (code !== null && readStored('cart') === code) writeStored('cart', null);
  if (code !== null && cartState.cart && cartState.cart.code !== code) return;
  const had = cartState.cart !== null;
  stopTicker();
  cartState.cart = null;
  cartState.panelOpen = null;
  cartState.voucher = null;
  if (!had) return;
  if (expired) cartState.expired = true;
  cartGone(expired);
}
