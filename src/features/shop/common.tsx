import { useLayoutEffect } from 'react';
import type { ShopItem, ShopItemType } from '../../api/types';
import { isInStock } from '../../domain/cart-rules';
import { priceWithFee } from '../../domain/money';
import { itemHref } from '../../domain/paths';
import { connectCart } from '../../stores/cart';
import { useConfig, useT } from '../../stores/config';
import { hrefFor } from '../../stores/location';
import { Money } from '../../ui/Money';

/**
 * Keep the cart loaded and in sync while this component is on the page
 * (stores/cart `connectCart`). A layout effect: its cleanup runs during unmount
 * itself, so `unmount()` leaves no listener or timer behind.
 */
export function useCartConnection(): void {
  useLayoutEffect(() => connectCart(), []);
}

/** Valtio snapshots are deeply readonly; the domain functions only read them. */
export const asItem = (item: unknown): ShopItem => item as ShopItem;

/** Price plus fee, with the note the spec names (spec 9 Displayed price). */
export function Price({ item }: { item: Pick<ShopItem, 'price' | 'fee'> }) {
  const { currency } = useConfig();
  const t = useT();
  return (
    <p className="es-price">
      <Money minor={priceWithFee(item.price, item.fee, currency)} />{' '}
      <span className="es-price__note">{t(Number(item.fee) > 0 ? 'shop.includesTaxesAndFee' : 'shop.includesTaxes')}</span>
    </p>
  );
}

/** In stock / N available / Sold out (stock_level null is unlimited). */
export function Availability({ item }: { item: Pick<ShopItem, 'in_stock' | 'stock_level'> }) {
  const t = useT();
  const inStock = isInStock(item);
  const text = !inStock ? t('shop.outOfStock') : typeof item.stock_level === 'number' ? t('shop.available', { count: item.stock_level }) : t('shop.inStock');
  return <p className={`es-availability${inStock ? '' : ' es-availability--out'}`}>{text}</p>;
}

/** A listing or featured card: image (350), name linking to the product page, price plus fee, availability. */
export function ItemCard({ item, heading: H = 'h2' }: { item: ShopItem; heading?: 'h2' | 'h3' }) {
  const kind: ShopItemType = item.shop_item_type;
  return (
    <li className="es-card">
      {item.shop_image && <img className="es-card__img" src={item.shop_image} alt="" width={350} height={350} loading="lazy" />}
      <H className="es-card__name">
        <a href={hrefFor(itemHref(kind, item.external_code))}>{item.name}</a>
      </H>
      <Price item={item} />
      <Availability item={item} />
    </li>
  );
}
