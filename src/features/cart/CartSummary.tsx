import { useId, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { Cart } from '../../api/types';
import { useCartConnection } from '../../components/useCartConnection';
import { cartCount } from '../../domain/cart-rules';
import { cartState, setCartPanelOpen } from '../../stores/cart/state';
import { useConfig, useT } from '../../stores/config';
import { useStyles } from '../../ui/env';
import css from './cart.css';
import { cartCountText } from './CartBar';
import { CartPanel } from './CartPanel';
import { Countdown } from './Countdown';

/**
 * The header's cart count: a button that opens the cart panel under it. The
 * panel closes on route change (docs/spec.md §2), on Escape, and when the cart disappears.
 */
export function CartSummary() {
  useStyles(css);
  const { shopActive } = useConfig();
  const t = useT();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [path] = useLocation();
  const snap = useSnapshot(cartState);
  const panelOpen = snap.panelOpen === path;
  const cart = snap.cart as Cart | null;
  useCartConnection();
  if (!shopActive) return null;
  const count = cartCount(cart);
  return (
    // Escape from anywhere in the summary closes its panel: a key handler for the buttons inside, not a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="es-cart-summary"
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !panelOpen) return;
        setCartPanelOpen(false);
        button.current?.focus();
      }}
    >
      {count > 0 && <Countdown compact />}
      <button
        ref={button}
        type="button"
        className="es-btn es-btn--secondary es-btn--small"
        aria-expanded={panelOpen}
        aria-controls={panelId}
        onClick={() => setCartPanelOpen(!panelOpen)}
      >
        {cartCountText(t, count)}
      </button>
      <div id={panelId} className="es-cart-summary__panel" hidden={!panelOpen}>
        {panelOpen && <CartPanel />}
      </div>
    </div>
  );
}
