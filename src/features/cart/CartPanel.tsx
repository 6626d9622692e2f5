import { useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { Cart, CartProduct } from '../../api/types';
import { CartLines, lineName } from '../../components/CartLines';
import { PersonaliseModal } from '../../components/PersonaliseModal';
import { useCartConnection } from '../../components/useCartConnection';
import { cartCount, hasMerchandise } from '../../domain/cart-rules';
import { listingHref, paths } from '../../domain/paths';
import { removeFromCart } from '../../stores/cart/actions';
import { cartState, type ShopCartLine } from '../../stores/cart/state';
import { useConfig, useT } from '../../stores/config';
import { hrefFor, navigate } from '../../stores/location';
import { asItem, shopData } from '../../stores/shop-data';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useStyles } from '../../ui/env';
import css from './cart.css';
import { cartCountText, useSeen } from './CartBar';
import { Countdown } from './Countdown';

/**
 * The cart panel (docs/spec.md §2): 'Your Cart', the reservation countdown, the lines
 * with Price (incl. fee) and the exact total, Personalise (tickets) and Remove
 * (confirmed), the shipping and login sentences, and Checkout. On the
 * checkout route, whose summary shows the lines and the one total to pay, it
 * is compact: the countdown and the count, no second total or Checkout.
 */
export function CartPanel() {
  useStyles(css);
  const t = useT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);
  useSeen(panel);
  const [path] = useLocation();
  // Snapshots are deeply readonly; the components and rules only read them.
  const snap = useSnapshot(cartState);
  const cart = snap.cart as Cart | null;
  const { expired } = snap;
  const { customer } = useSnapshot(shopData.data);
  const [editing, setEditing] = useState<CartProduct | null>(null);
  const [removing, setRemoving] = useState<ShopCartLine | null>(null);
  const count = cartCount(cart);
  const empty = !cart || !count;
  const compact = path === paths.checkout.href();

  const remove = async (line: ShopCartLine) => {
    if (!(await removeFromCart(line)).ok) return;
    setRemoving(null);
    // The row and its button are gone: keep focus in the panel.
    setTimeout(() => heading.current?.focus());
  };

  return (
    <section ref={panel} className="es-panel es-cart" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="es-panel__title">
        {t('cart.title')}
      </h2>
      {empty ? (
        <>
          {expired && (
            <p className="es-cart__expired" role="status">
              {t('cart.expired')}
            </p>
          )}
          <p className="es-cart__empty">{t('cart.empty')}</p>
          {/* An empty state shows a way forward. */}
          <a className="es-cart__browse" href={hrefFor(listingHref('tickets'))}>
            {t('checkout.browse')}
          </a>
        </>
      ) : compact ? (
        <>
          <Countdown />
          <p>{cartCountText(t, count)}</p>
        </>
      ) : (
        <>
          <Countdown />
          <CartLines
            cart={cart}
            actions={(l) => (
              <>
                {l.kind === 'product' && (
                  <Button
                    variant="secondary"
                    className="es-btn--small"
                    aria-label={t('cart.personaliseItem', { name: lineName(l) })}
                    onClick={() => setEditing(l.line)}
                  >
                    {t('cart.personalise')}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  className="es-btn--small"
                  aria-label={t('cart.removeItem', { name: lineName(l) })}
                  onClick={() => setRemoving(l)}
                >
                  {t('cart.remove')}
                </Button>
              </>
            )}
          />
        </>
      )}
      {!compact && hasMerchandise(cart) && <p className="es-hint">{t('cart.shippingNote')}</p>}
      {!customer && <p className="es-hint">{t('cart.loginNote')}</p>}
      {!empty && !compact && (
        <Button className="es-cart__checkout" onClick={() => navigate(paths.checkout.href())}>
          {t('cart.checkout')}
        </Button>
      )}
      {editing && <PersonaliseModal item={asItem(editing.product)} line={editing} onClose={() => setEditing(null)} />}
      {removing && (
        <ConfirmDialog
          title={t('cart.removeConfirmTitle')}
          text={t('cart.removeConfirmText', { name: removing.item.name })}
          onConfirm={() => remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}

/** The `cart` part and the side area's cart panel. */
export function SideCartPanel() {
  const { shopActive } = useConfig();
  useCartConnection();
  return shopActive ? <CartPanel /> : null;
}
