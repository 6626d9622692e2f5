import { useLayoutEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import type { Cart, Customer } from '../../api/types';
import { Loading } from '../../components/Loading';
import { useCartConnection } from '../../components/useCartConnection';
import { listingHref, paths } from '../../domain/paths';
import { cartState } from '../../stores/cart/state';
import { checkoutState, resetCheckout } from '../../stores/checkout';
import { useConfig, useT } from '../../stores/config';
import { hrefFor } from '../../stores/location';
import { shopData } from '../../stores/shop-data';
import { readStored } from '../../stores/storage';
import { pageState } from '../../stores/page';
import { useStyles } from '../../ui/env';
import { FormError } from '../../ui/FormError';
import css from './checkout.css';
import { CheckoutForm } from './CheckoutForm';

/**
 * `/checkout` (docs/spec.md §2, login required): the cart turned into exactly one
 * order. While the stored cart loads, a loading state; without a cart, the
 * empty state (with why the last attempt failed, when it did); after the order,
 * where the shopper is going.
 */
export function CheckoutPage() {
  useStyles(css);
  useCartConnection();
  const t = useT();
  const { shopActive } = useConfig();
  const cart = useSnapshot(cartState).cart as Cart | null;
  const { customer } = useSnapshot(shopData.data);
  const { placed } = useSnapshot(checkoutState);
  const { formError } = useSnapshot(pageState);
  // A fresh checkout each visit: no invoice or order left from the last one.
  useLayoutEffect(() => resetCheckout, []);
  // docs/spec.md §1: an inactive shop hides the cart features, checkout included (the backend may switch it off meanwhile).
  if (!shopActive && !placed) return <Redirect to={paths.home.href()} replace />;

  let body;
  if (placed?.paying) {
    body = (
      <div className="es-notice" role="status">
        <p>
          <strong>{t('checkout.redirecting')}</strong> {t('checkout.redirectingText')}
        </p>
      </div>
    );
  } else if (placed) body = <Loading />;
  else if (cart && customer) body = <CheckoutForm cart={cart} customer={customer as Customer} />;
  else if (readStored('cart') && !cart) body = <Loading />;
  else {
    body = (
      <div className="es-empty">
        <FormError message={formError} />
        <p>{t('cart.empty')}</p>
        <a href={hrefFor(formError ? paths.portal.href() : listingHref('tickets'))}>
          {formError ? t('checkout.viewOrders') : t('checkout.browse')}
        </a>
      </div>
    );
  }
  return (
    <section className="es-page">
      <h1 className="es-page__title">{t('title.checkout')}</h1>
      {body}
    </section>
  );
}
