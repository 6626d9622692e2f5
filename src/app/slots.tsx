/**
 * Where features plug into the shell. The shell (header, side area, home) stays
 * free of feature knowledge; each slot names the feature that fills it.
 */
import { useContext } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../domain/paths';
import { CartBar } from '../features/cart/CartBar';
import { SideCartPanel } from '../features/cart/CartPanel';
import { CartSummary } from '../features/cart/CartSummary';
import { FeaturedProducts } from '../features/shop/FeaturedProducts';
import { AccountPanel } from '../features/account/AccountPanel';
import { LoginPanel } from '../features/auth/LoginPanel';
import { RefundsTable } from '../features/refunds/RefundsTable';
import { ShellContext } from './shell-context';

/**
 * Side area and `account` part: the login panel or the account panel (session
 * feature). While the view shows the login route's own form, the side panel's
 * steps aside, so the page shows one login form, not two.
 */
export function AccountSlot() {
  const [path] = useLocation();
  const { hasView } = useContext(ShellContext);
  const loginShown = hasView && path === paths.login.href();
  return <AccountPanel guest={loginShown ? null : <LoginPanel />} />;
}

/** Side area and `cart` part: the cart panel (cart feature). */
export function CartSlot() {
  return <SideCartPanel />;
}

/** After the view: the cart bar while no cart panel is in view (cart feature). */
export function CartBarSlot() {
  return <CartBar />;
}

/** Header: the cart count (cart feature). */
export function CartSummarySlot() {
  return <CartSummary />;
}

/** Home: the Featured Products grid (shop feature). */
export function FeaturedSlot() {
  return <FeaturedProducts />;
}

/** Portal: the Your Refunds table (refunds feature); PortalPage takes it as its `refunds` prop. */
export function RefundsSlot() {
  return <RefundsTable />;
}
