import type { ShopItem } from '../api/types';
import { itemHref } from '../domain/paths';
import { hrefFor } from '../stores/location';
import { useStyles } from '../ui/context';
import css from './components.css';
import { Availability, Price } from './Price';

/** A listing or featured card: image (350), name linking to the product page, price plus fee, availability. */
export function ItemCard({ item, heading: H = 'h2' }: { item: ShopItem; heading?: 'h2' | 'h3' }) {
  useStyles(css);
  return (
    <li className="es-card">
      {item.shop_image && <img className="es-card__img" src={item.shop_image} alt="" width={350} height={350} loading="lazy" />}
      <H className="es-card__name">
        <a href={hrefFor(itemHref(item.shop_item_type, item.external_code))}>{item.name}</a>
      </H>
      <Price item={item} />
      <Availability item={item} />
    </li>
  );
}
