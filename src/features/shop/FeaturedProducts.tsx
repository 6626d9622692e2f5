import { useSnapshot } from 'valtio';
import { ItemGrid } from '../../components/ItemCard';
import { isInStock } from '../../domain/cart-rules';
import { useConfig, useT } from '../../stores/config';
import { asItem, shopData } from '../../stores/shop-data';
import { useStyles } from '../../ui/env';
import css from './shop.css';

/** Home's Featured Products grid (docs/spec.md §2): featured items that are in stock. */
export function FeaturedProducts() {
  useStyles(css);
  const config = useConfig();
  const t = useT();
  const { data } = useSnapshot(shopData);
  if (!config.shopActive) return null;
  const items = [...data.products, ...(config.merchandiseActive ? data.merchandise : [])]
    .map(asItem)
    .filter((i) => i.isFeatured && isInStock(i));
  if (items.length === 0) return null;
  return (
    <section className="es-featured">
      <h2 className="es-featured__title">{t('home.featured')}</h2>
      <ItemGrid items={items} heading="h3" />
    </section>
  );
}
