import { useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import type { Cart, ShopItem, ShopItemType } from '../../api/types';
import { Loading } from '../../components/Loading';
import { PersonaliseModal } from '../../components/PersonaliseModal';
import { Availability, Price } from '../../components/Price';
import { useCartConnection } from '../../components/useCartConnection';
import { addRefusal } from '../../domain/cart-rules';
import { itemHref, listingHref, paths } from '../../domain/paths';
import { addToCart } from '../../stores/cart/actions';
import { cartState } from '../../stores/cart/state';
import { getConfig, useConfig, useT } from '../../stores/config';
import { hrefFor } from '../../stores/location';
import { useDataSettled } from '../../stores/orders';
import { asItem, loadShopItem, shopData } from '../../stores/shop-data';
import { trackItemView } from '../../tracking/shop-events';
import { Button } from '../../ui/Button';
import { useStyles } from '../../ui/env';
import { SafeHtml } from '../../ui/SafeHtml';
import { Gallery } from './Gallery';
import { PaymentPlanInfo } from './PaymentPlanInfo';
import { ProductDetails } from './ProductDetails';
import css from './shop.css';
import { useStructuredData } from './useStructuredData';

/**
 * `/tickets/{code}` and `/merchandise/{code}` (docs/spec.md §2 Product page): the item
 * from the loaded list, else `/get-shop-item`; an unknown code goes to the
 * listing, an inactive shop home.
 */
export function ProductPage({ kind, code }: { kind: ShopItemType; code: string }) {
  const config = useConfig();
  const { data } = useSnapshot(shopData);
  const listed = [...data.products, ...data.merchandise].find((i) => i.externalCode === code);
  const settled = useDataSettled();
  const [fetched, setFetched] = useState<{ code: string; item: ShopItem | null } | null>(null);

  useEffect(() => {
    if (!settled || listed || fetched?.code === code) return;
    let live = true;
    void loadShopItem(code).then((item) => live && setFetched({ code, item }));
    return () => {
      live = false;
    };
  }, [settled, listed, code, fetched]);

  const item = listed ? asItem(listed) : fetched?.code === code ? fetched.item : undefined;
  if (!config.shopActive) return <Redirect to={paths.home.href()} replace />;
  if (item === null) return <Redirect to={listingHref(kind)} replace />;
  if (item && item.shopItemType !== kind) return <Redirect to={itemHref(item.shopItemType, item.externalCode)} replace />;
  if (item && kind === 'merchandise' && !config.merchandiseActive) return <Redirect to={paths.home.href()} replace />;
  return item ? <ProductView key={item.externalCode} item={item} /> : <Loading />;
}

function ProductView({ item }: { item: ShopItem }) {
  useStyles(css);
  const t = useT();
  const cart = useSnapshot(cartState).cart as Cart | null;
  const [busy, setBusy] = useState(false);
  const [personalising, setPersonalising] = useState(false);
  const hintId = useId();
  const article = useRef<HTMLElement>(null);
  useStructuredData(article, item);
  useCartConnection();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one view per item shown, not per answer that refreshes it.
  useEffect(() => trackItemView(getConfig(), item), [item.externalCode]);
  const refusal = addRefusal(cart, item);

  const add = async () => {
    if (item.shopItemType === 'tickets') return setPersonalising(true);
    setBusy(true);
    await addToCart(item);
    setBusy(false);
  };

  return (
    <article className="es-page es-product" ref={article}>
      <a className="es-back" href={hrefFor(listingHref(item.shopItemType))}>
        {t('shop.backTo', { name: t(item.shopItemType === 'tickets' ? 'ticketsHeading' : 'merchandiseHeading') })}
      </a>
      <Gallery item={item} />
      <div className="es-product__info">
        <h1 className="es-page__title">{item.name}</h1>
        {item.event && <p className="es-product__event">{item.event}</p>}
        <Price item={item} />
        <Availability item={item} />
        <div className="es-actions">
          <Button busy={busy} disabled={refusal !== null} aria-describedby={refusal ? hintId : undefined} onClick={() => void add()}>
            {t('shop.addToCart')}
          </Button>
        </div>
        {refusal && (
          <p id={hintId} className="es-hint">
            {t(refusal.key, refusal.vars)}
          </p>
        )}
        <PaymentPlanInfo item={item} />
      </div>
      <SafeHtml className="es-product__description" html={item.shopDescription} />
      <ProductDetails item={item} />
      {personalising && <PersonaliseModal item={item} onClose={() => setPersonalising(false)} />}
    </article>
  );
}
