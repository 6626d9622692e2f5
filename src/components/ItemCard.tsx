import type { ShopItem } from '../api/types';
import { isInStock } from '../domain/cart-rules';
import { itemHref } from '../domain/paths';
import { useT } from '../stores/config';
import { hrefFor } from '../stores/location';
import { useStyles } from '../ui/env';
import { Money } from '../ui/Money';
import css from './components.css';
import { Availability } from './Price';
import { priceWithFee } from '../domain/money';

/**
 * A listing or featured card: image (350) with a Sold out badge,
 * the name linking to the product page (the whole card follows it), the price
 * plus fee on one line, availability, and a visible Details action. The tax
 * note is said once under the grid (`ItemGrid`), not on every card.
 */
function ItemCard({ item, heading: H = 'h2' }: { item: ShopItem; heading?: 'h2' | 'h3' }) {
  useStyles(css);
  const t = useT();
  const soldOut = !isInStock(item);
  return (
    <li className={`es-card${soldOut ? ' es-card--sold-out' : ''}`}>
      <div className="es-card__media">
        {item.shopImage && <img className="es-card__img" src={item.shopImage} alt="" width={350} height={350} loading="lazy" />}
        {soldOut && (
          <span className="es-card__badge" aria-hidden="true">
            {t('shop.soldOutBadge')}
          </span>
        )}
      </div>
      <H className="es-card__name">
        <a href={hrefFor(itemHref(item.shopItemType, item.externalCode))}>{item.name}</a>
      </H>
      {item.event && <p className="es-card__event">{item.event}</p>}
      <p className="es-card__price">
        <Money minor={priceWithFee(item)} />
      </p>
      <Availability item={item} />
      {/* The card's link is its name; this only shows where a click goes. */}
      <span className="es-card__action" aria-hidden="true">
        {t('shop.detailsAction')}
      </span>
    </li>
  );
}

/** Cards in a grid (at least one), and the tax note said once under them (docs/spec.md §9 Displayed price). */
export function ItemGrid({ items, heading }: { items: ShopItem[]; heading?: 'h2' | 'h3' }) {
  const t = useT();
  const withFee = items.filter((i) => Number(i.fee) > 0).length;
  const key = withFee === items.length ? 'shop.gridNoteFee' : withFee === 0 ? 'shop.gridNoteNoFee' : 'shop.gridNoteMixed';
  return (
    <>
      <ul className="es-grid" role="list">
        {items.map((item) => (
          <ItemCard key={item.externalCode} item={item} heading={heading} />
        ))}
      </ul>
      <p className="es-grid-note">{t(key)}</p>
    </>
  );
}
