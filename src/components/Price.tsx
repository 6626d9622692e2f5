import { isInStock } from '../domain/cart-rules';
import { useT } from '../stores/config';
import { useStyles } from '../ui/env';
import { Money } from '../ui/Money';
import css from './components.css';
import { priceWithFee } from '../domain/money';

/** Price plus fee, with the note the spec names (docs/spec.md §9 Displayed price). */
export function Price({ item }: { item: { price: number; fee: number } }) {
  useStyles(css);
  const t = useT();
  return (
    <p className="es-price">
      <Money minor={priceWithFee(item)} />{' '}
      <span className="es-price__note">{t(Number(item.fee) > 0 ? 'shop.includesTaxesAndFee' : 'shop.includesTaxes')}</span>
    </p>
  );
}

/** In stock / N available / Sold out (stockLevel null is unlimited, docs/spec.md §9). */
export function Availability({ item }: { item: { inStock: boolean; stockLevel: number | null } }) {
  useStyles(css);
  const t = useT();
  const inStock = isInStock(item);
  const text = !inStock
    ? t('shop.outOfStock')
    : typeof item.stockLevel === 'number'
      ? t('shop.available', { count: item.stockLevel })
      : t('shop.inStock');
  return <p className={`es-availability${inStock ? '' : ' es-availability--out'}`}>{text}</p>;
}
