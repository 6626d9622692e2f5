/**
 * Where features plug into the shell. The shell (header, side area, home) stays
 * free of feature knowledge; each slot names the feature that fills it.
 */
import { useContext } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../domain/paths';
import { AccountPanel } from '../features/account/AccountPanel';
import { LoginPanel } from '../features/auth/LoginPanel';
import { ShellContext } from './shell-context';

/** Side area and `cart` part: the cart panel (cart feature). */
export { SideCartPanel as CartSlot } from '../features/cart/CartPanel';
/** After the view: the cart bar while no cart panel is in view (cart feature). */
export { CartBar as CartBarSlot } from '../features/cart/CartBar';
/** Header: the cart count (cart feature). */
export { CartSummary as CartSummarySlot } from '../features/cart/CartSummary';
/** Home: the Featured Products grid (shop feature). */
export { FeaturedProducts as FeaturedSlot } from '../features/shop/FeaturedProducts';
/** Portal: the Your Refunds table (refunds feature); PortalPage takes it as its `refunds` prop. */
export { RefundsTable as RefundsSlot } from '../features/refunds/RefundsTable';

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
