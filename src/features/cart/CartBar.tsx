import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { proxy, useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { Cart } from '../../api/types';
import { useCartConnection } from '../../components/useCartConnection';
import { cartCount, cartTotal } from '../../domain/cart-rules';
import { paths } from '../../domain/paths';
import type { Translate } from '../../i18n/texts';
import { cartState } from '../../stores/cart/state';
import { useConfig, useT } from '../../stores/config';
import { navigate } from '../../stores/location';
import { Button } from '../../ui/Button';
import { useStyles, useUiEnv } from '../../ui/env';
import { kitState } from '../../ui/kit-state';
import { Money } from '../../ui/Money';
import css from './cart.css';

/** Cart panels in view now, in any part; one not yet measured counts as seen (no flash of the bar). */
const panels = proxy({ seen: 0 });

/** A cart panel reports whether it is in the viewport (an observer: no scroll handlers). */
export function useSeen(ref: RefObject<Element | null>): void {
  useEffect(() => {
    let seen = false;
    const set = (now: boolean) => {
      if (now === seen) return;
      seen = now;
      panels.seen += now ? 1 : -1;
    };
    set(true);
    const observer = new IntersectionObserver(([entry]) => set(entry.isIntersecting));
    if (ref.current) observer.observe(ref.current);
    return () => {
      observer.disconnect();
      set(false);
    };
  }, [ref]);
}

/** 'Cart: 3 items' (or '1 item'): the header's button, the compact panel and the bar say it alike. */
export const cartCountText = (t: Translate, count: number): string => t('cart.count', { count });

/**
 * The phone journey's cart bar: while the cart holds something and
 * no cart panel is in view, the count, the total and Checkout stay at the
 * window's bottom, floating from the overlay. A space of its height ends the
 * view while it is shown, so it never covers the view's last lines. Not on checkout.
 */
export function CartBar() {
  useStyles(css);
  useCartConnection();
  const t = useT();
  const [path] = useLocation();
  const { seen } = useSnapshot(panels);
  const cart = useSnapshot(cartState).cart as Cart | null;
  const { shopActive } = useConfig();
  const count = cartCount(cart);
  const bar = useRef<HTMLDivElement>(null);
  const { overlay } = useUiEnv();
  const { bottomBar } = useSnapshot(kitState);
  const shown = !!shopActive && !!count && !seen && path !== paths.checkout.href();
  // Toasts rise above the bar while it is shown ('Item added to cart.' would cover its Checkout).
  useLayoutEffect(() => {
    kitState.bottomBar = bar.current?.offsetHeight ?? 0;
    return () => void (kitState.bottomBar = 0);
  }, [shown]);
  if (!shown) return null;
  // The bar floats over the window's bottom from the overlay (a part, a size container, would hold a
  // fixed element inside it); a space of its height ends the view, so nothing of it stays covered.
  return (
    <>
      <div className="es-cartbar__space" style={{ height: bottomBar }} />
      {overlay &&
        createPortal(
          <div ref={bar} className="es-cartbar">
            <p>
              {cartCountText(t, count)}{' '}
              <strong>
                <Money minor={cartTotal(cart)} />
              </strong>
            </p>
            {/* Outlined: the view keeps its one primary button (Add to cart) beside the bar. */}
            <Button variant="secondary" onClick={() => navigate(paths.checkout.href())}>
              {t('cart.checkout')}
            </Button>
          </div>,
          overlay as Element,
        )}
    </>
  );
}
