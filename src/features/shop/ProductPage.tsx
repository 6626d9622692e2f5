import { useEffect, useId, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { getShopItem } from '../../api/shop';
import type { Cart, ShopItem, ShopItemType } from '../../api/types';
import { addRefusal } from '../../domain/cart-rules';
import { planSchedule, todayIn } from '../../domain/payment-plan';
import { itemHref, listingHref, paths } from '../../domain/paths';
import { addToCart, cartState, trackItemView } from '../../stores/cart';
import { useConfig, useT } from '../../stores/config';
import { shopData } from '../../stores/shop-data';
import { Button } from '../../ui/Button';
import { Money } from '../../ui/Money';
import { SafeHtml } from '../../ui/SafeHtml';
import { asItem, Availability, Price, useCartConnection } from './common';
import { formatDateTime } from '../../domain/dates';
import { DateTime } from '../../ui/DateTime';
import { PersonaliseModal } from './PersonaliseModal';

/**
 * `/tickets/{code}` and `/merchandise/{code}` (spec 2 Product page): the item
 * from the loaded list, else `/get-shop-item`; an unknown code goes to the
 * listing, an inactive shop home.
 */
export function ProductPage({ kind, code }: { kind: ShopItemType; code: string }) {
  const config = useConfig();
  const { status, data } = useSnapshot(shopData);
  const listed = [...data.products, ...data.merchandise].find((i) => i.external_code === code);
  const settled = status === 'ready' || status === 'failed';
  const [fetched, setFetched] = useState<{ code: string; item: ShopItem | null } | null>(null);

  useEffect(() => {
    if (!settled || listed || fetched?.code === code) return;
    let live = true;
    getShopItem(code).then(
      ({ item }) => live && setFetched({ code, item: item && typeof item === 'object' ? item : null }),
      () => live && setFetched({ code, item: null }),
    );
    return () => {
      live = false;
    };
  }, [settled, listed, code, fetched]);

  const item = listed ? asItem(listed) : fetched?.code === code ? fetched.item : undefined;
  if (!config.shopActive) return <Redirect to={paths.home.href()} replace />;
  if (item === null) return <Redirect to={listingHref(kind)} replace />;
  if (item && item.shop_item_type !== kind) return <Redirect to={itemHref(item.shop_item_type, item.external_code)} replace />;
  if (item && kind === 'merchandise' && !config.merchandiseActive) return <Redirect to={paths.home.href()} replace />;
  return item ? <ProductView key={item.external_code} item={item} /> : <Loading />;
}

function Loading() {
  const t = useT();
  return (
    <p className="es-loading" role="status">
      {t('state.loading')}
    </p>
  );
}

function ProductView({ item }: { item: ShopItem }) {
  const config = useConfig();
  const t = useT();
  const cart = useSnapshot(cartState).cart as Cart | null;
  const [busy, setBusy] = useState(false);
  const [personalising, setPersonalising] = useState(false);
  const hintId = useId();
  useCartConnection();
  useEffect(() => trackItemView(item), [item.external_code]);

  const refusal = addRefusal(cart, item);
  const zone = item.timezone || config.timezone;
  const yesNo = (value: boolean | undefined) => t(value ? 'shop.yes' : 'shop.no');
  const limit = Number(item.limit_per_order) || 0;
  const times = item.travel_time_type === 'selectable' ? item.travel_times ?? [] : [];
  const details: Array<[string, ReactNode]> = [
    [t('shop.category'), (item.shop_item_type === 'tickets' ? config.productTypes : config.merchandiseTypes)[item.type] ?? item.type],
    ...(item.travel_time_type === 'fixed' && item.travel_time ? [[t('shop.transportTime'), <DateTime value={item.travel_time} timezone={zone} />] as [string, ReactNode]] : []),
    ...(times.length
      ? [
          [
            t('shop.availableTransportTimes'),
            <ul role="list">
              {times.map((time) => (
                <li key={String(time.id)}>
                  <DateTime value={time.travel_time} timezone={zone} /> ({time.remaining === 0 ? t('personalise.soldOut') : time.remaining ?? t('shop.inStock')})
                </li>
              ))}
            </ul>,
          ] as [string, ReactNode],
        ]
      : []),
    [t('shop.limitPerOrder'), limit > 0 ? String(limit) : t('shop.noLimit')],
    [t('shop.refundable'), yesNo(item.is_refundable)],
    ...(item.shop_item_type === 'tickets'
      ? ([
          [t('shop.nameChanges'), yesNo(item.allow_name_changes)],
          [t('shop.emailChanges'), yesNo(item.allow_email_changes)],
        ] as Array<[string, ReactNode]>)
      : []),
  ];

  const add = async () => {
    if (item.shop_item_type === 'tickets') return setPersonalising(true);
    setBusy(true);
    await addToCart(item);
    setBusy(false);
  };

  return (
    <article className="es-page es-product">
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
        <PaymentPlan item={item} />
      </div>
      <SafeHtml className="es-product__description" html={item.shop_description} />
      <section className="es-product__details">
        <h2>{t('shop.details')}</h2>
        <dl>
          {details.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {personalising && <PersonaliseModal item={item} onClose={() => setPersonalising(false)} />}
    </article>
  );
}

/** Up to 4 images: the main one at 500, thumbnails at 100 that choose it. */
function Gallery({ item }: { item: ShopItem }) {
  const t = useT();
  const images = [item.shop_image, item.shop_image_2, item.shop_image_3, item.shop_image_4].filter((src): src is string => !!src).slice(0, 4);
  const [shown, setShown] = useState(0);
  if (images.length === 0) return null;
  const alt = (n: number) => t('shop.imageOf', { name: item.name, n });
  return (
    <div className="es-gallery">
      <img className="es-gallery__main" src={images[shown]} alt={alt(shown + 1)} width={500} height={500} />
      {images.length > 1 && (
        <ul className="es-gallery__thumbs" role="list">
          {images.map((src, i) => (
            <li key={i}>
              <button type="button" aria-label={alt(i + 1)} aria-pressed={i === shown} onClick={() => setShown(i)}>
                <img src={src} alt="" width={100} height={100} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Payment plan information (spec 9): the initial payment today, then each instalment on its date. */
function PaymentPlan({ item }: { item: ShopItem }) {
  const config = useConfig();
  const t = useT();
  const headingId = useId();
  if (!item.has_payment_plan) return null;
  const steps = planSchedule(item.payment_plan, todayIn(config.timezone));
  if (steps.length === 0) return null;
  return (
    <section className="es-plan" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('shop.paymentPlan')}</h2>
      <ol role="list">
        {steps.map((step, i) => (
          <li key={i}>
            <span>{t(step.initial ? 'shop.initialPayment' : 'shop.instalment')}</span>
            <time dateTime={step.date}>{formatDateTime(`${step.date}T00:00:00Z`, config.locale, 'UTC', 'date')}</time>
            <Money amount={step.amount} />
          </li>
        ))}
      </ol>
    </section>
  );
}
