import { useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { Cart, CartProduct } from '../../api/types';
import { cartCount, cartLines, cartTotal, formatRemaining, hasMerchandise, linePrice, type CartLine } from '../../domain/cart-rules';
import { paths } from '../../domain/paths';
import { cartState, countdown, removeFromCart, setCartPanelOpen } from '../../stores/cart';
import { useConfig, useT } from '../../stores/config';
import { navigate } from '../../stores/location';
import { shopData } from '../../stores/shop-data';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Money } from '../../ui/Money';
import { Table } from '../../ui/Table';
import { asItem, useCartConnection } from './common';
import { DateTime } from '../../ui/DateTime';
import { PersonaliseModal } from './PersonaliseModal';

/**
 * The cart panel (spec 2): 'Your Cart', the reservation countdown, the items
 * with Price (incl. fee) and the exact total, Personalise (tickets) and Remove
 * (confirmed), the shipping and login sentences, and Checkout.
 */
export function CartPanel() {
  const config = useConfig();
  const t = useT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Snapshots are deeply readonly; the domain functions only read them.
  const cart = useSnapshot(cartState).cart as Cart | null;
  const { customer } = useSnapshot(shopData.data);
  const [editing, setEditing] = useState<CartProduct | null>(null);
  const [removing, setRemoving] = useState<CartLine | null>(null);
  const [busy, setBusy] = useState(false);
  const lines = cartLines(cart);
  // Each row's buttons are named for their line (the item, and the holder when there is one), not just 'Remove'.
  const lineName = (l: CartLine) => (l.kind === 'product' && l.line.full_name ? `${l.item.name} (${l.line.full_name})` : l.item.name);

  const remove = async () => {
    if (!removing || busy) return;
    setBusy(true);
    const failure = await removeFromCart(removing);
    setBusy(false);
    if (failure !== null) return;
    setRemoving(null);
    // The row and its button are gone: keep focus in the panel.
    setTimeout(() => heading.current?.focus());
  };

  return (
    <section className="es-panel es-cart" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="es-panel__title">
        {t('cart.title')}
      </h2>
      {lines.length === 0 ? (
        <p className="es-cart__empty">{t('cart.empty')}</p>
      ) : (
        <>
          <Countdown />
          <Table
            columns={[
              { name: t('cart.item'), render: (l: CartLine) => <LineName entry={l} /> },
              { name: t('cart.price'), width: '110px', align: 'end', render: (l: CartLine) => <Money minor={linePrice(l.line, config.currency)} /> },
            ]}
            rows={lines}
            rowKey={(l) => `${l.kind}-${l.line.id}`}
            actions={[
              {
                label: () => t('cart.personalise'),
                ariaLabel: (l) => t('cart.personaliseItem', { name: lineName(l) }),
                visible: (l) => l.kind === 'product',
                onClick: (l) => setEditing(l.line as CartProduct),
              },
              { label: () => t('cart.remove'), ariaLabel: (l) => t('cart.removeItem', { name: lineName(l) }), onClick: setRemoving },
            ]}
            totalRows={[{ key: 'total', label: t('table.total'), value: <Money minor={cartTotal(cart, config.currency)} /> }]}
          />
        </>
      )}
      {hasMerchandise(cart) && <p className="es-hint">{t('cart.shippingNote')}</p>}
      {!customer && <p className="es-hint">{t('cart.loginNote')}</p>}
      {lines.length > 0 && (
        <Button className="es-cart__checkout" onClick={() => navigate(paths.checkout.href())}>
          {t('cart.checkout')}
        </Button>
      )}
      {editing && <PersonaliseModal item={asItem(editing.product)} line={editing} onClose={() => setEditing(null)} />}
      {removing && (
        <ConfirmDialog
          title={t('cart.removeConfirmTitle')}
          text={t('cart.removeConfirmText', { name: removing.item.name })}
          confirmDisabled={busy}
          cancelDisabled={busy}
          onConfirm={() => void remove()}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}

function LineName({ entry }: { entry: CartLine }) {
  const config = useConfig();
  const line = entry.kind === 'product' ? entry.line : null;
  return (
    <>
      <span className="es-cart__name">{entry.item.name}</span>
      {line?.full_name && <span className="es-cart__meta">{line.full_name}</span>}
      {line?.travel_time && (
        <span className="es-cart__meta">
          <DateTime value={line.travel_time} timezone={entry.item.timezone || config.timezone} />
        </span>
      )}
    </>
  );
}

/**
 * The reservation countdown: the only reader of the `countdown` store, so the
 * 500 ms tick re-renders this and nothing else. Screen readers hear the time at
 * 5 minutes and 1 minute (stores/cart announces), not every second: no live region here.
 */
export function Countdown() {
  const { seconds } = useSnapshot(countdown);
  const t = useT();
  return (
    <p className="es-cart__timer" role="timer">
      {t('cart.reservedFor', { time: formatRemaining(seconds * 1000) })}
    </p>
  );
}

/** The `cart` part and the side area's cart panel. */
export function CartPart() {
  const { shopActive } = useConfig();
  useCartConnection();
  return shopActive ? <CartPanel /> : null;
}

/**
 * The header's cart count: a button that opens the cart panel under it. The
 * panel closes on route change (spec 2), on Escape, and when the cart disappears.
 */
export function CartSummary() {
  const { shopActive } = useConfig();
  const t = useT();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [path] = useLocation();
  const snap = useSnapshot(cartState);
  const { panelOpen } = snap;
  const cart = snap.cart as Cart | null;
  useCartConnection();
  useEffect(() => setCartPanelOpen(false), [path]);
  if (!shopActive) return null;
  const count = cartCount(cart);
  return (
    <div
      className="es-cart-summary"
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !panelOpen) return;
        setCartPanelOpen(false);
        button.current?.focus();
      }}
    >
      <button ref={button} type="button" className="es-btn es-btn--secondary es-btn--small" aria-expanded={panelOpen} aria-controls={panelId} onClick={() => setCartPanelOpen(!panelOpen)}>
        {t(count === 1 ? 'cart.countOne' : 'cart.count', { count })}
      </button>
      <div id={panelId} className="es-cart-summary__panel" hidden={!panelOpen}>
        {panelOpen && <CartPanel />}
      </div>
    </div>
  );
}
