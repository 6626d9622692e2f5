/**
 * Where features plug into the shell. The shell (header, side area, home) stays
 * free of feature knowledge; each slot names the feature that fills it.
 */
import { CartPart } from '../features/cart/CartPanel';
import { CartSummary } from '../features/cart/CartSummary';
import { FeaturedProducts } from '../features/shop/FeaturedProducts';
import { AccountPanel } from '../features/account/AccountPanel';
import { LoginPanel } from '../features/auth/LoginPanel';

/** Side area and `account` part: the login panel or the account panel (session feature). */
export function AccountSlot() {
  return <AccountPanel guest={<LoginPanel />} />;
}

/** Side area and `cart` part: the cart panel (cart feature). */
export function CartSlot() {
  return <CartPart />;
}

/** Header: the cart count (cart feature). */
export function CartSummarySlot() {
  return <CartSummary />;
}

/** Home: the Featured Products grid (shop feature). */
export function FeaturedSlot() {
  return <FeaturedProducts />;
}
