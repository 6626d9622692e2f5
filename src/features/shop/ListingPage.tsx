import { useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useSearch } from 'wouter';
import type { ShopItemType } from '../../api/types';
import { isInStock } from '../../domain/cart-rules';
import { listingHref, paths } from '../../domain/paths';
import { outOfStockText } from '../../i18n/texts';
import { useConfig, useT } from '../../stores/config';
import { hrefFor, navigate } from '../../stores/location';
import { asItem, shopData } from '../../stores/shop-data';
import { Dropdown } from '../../ui/Dropdown';
import { ItemGrid } from '../../components/ItemCard';
import { Button } from '../../ui/Button';
import { Loading } from '../../components/Loading';
import { useStyles } from '../../ui/env';
import css from './shop.css';
import { useStructuredData } from './useStructuredData';

/**
 * `/tickets` and `/merchandise` (docs/spec.md §2 Shop listing): heading from texts, the
 * sub-type filter (only when more than one type has items; its value is the
 * hash query `type`), the in-stock toggle (default from `shopShowOutOfStock`),
 * and the per-type or default empty text.
 */
export function ListingPage({ kind }: { kind: ShopItemType }) {
  useStyles(css);
  const config = useConfig();
  const t = useT();
  const search = useSearch();
  const toggleId = useId();
  const { status, data, loadStopped } = useSnapshot(shopData);
  // Null until the shopper touches the toggle: the default follows the effective
  // config, which /get-data's data.config may change after the first render (docs/embed-contract.md §3).
  const [touched, setWithOutOfStock] = useState<boolean | null>(null);
  const withOutOfStock = touched ?? config.shopShowOutOfStock === '1';
  const section = useRef<HTMLElement>(null);
  const off = !config.shopActive || (kind === 'merchandise' && !config.merchandiseActive);

  const all = (kind === 'tickets' ? data.products : data.merchandise).map(asItem);
  const labels = kind === 'tickets' ? config.productTypes : config.merchandiseTypes;
  const types = [...new Set(all.map((i) => i.type))];
  const type = new URLSearchParams(search).get('type') ?? '';
  // `forceView` items are listed even while out-of-stock items are hidden.
  const ofType = all.filter((i) => !type || i.type === type);
  const items = ofType.filter((i) => withOutOfStock || isInStock(i) || i.forceView);
  const hidden = ofType.length - items.length;
  const emptyType = type || (types.length === 1 ? types[0] : '');
  const loading = status === 'idle' || status === 'loading';
  // The items listed, in their order (docs/embed-contract.md §3 structuredData).
  useStructuredData(section, status === 'ready' && items.length ? items : null);
  if (off) return <Redirect to={paths.home.href()} replace />;

  return (
    <section className="es-page es-listing" ref={section}>
      <h1 className="es-page__title">{t(kind === 'tickets' ? 'ticketsHeading' : 'merchandiseHeading')}</h1>
      {/* The filters come with the items (the type filter only shows for two types or more): shown while
          loading, the in-stock toggle moved when the type filter arrived beside it. */}
      {!loading && (
        <div className="es-filters">
          {types.length > 1 && (
            <Dropdown
              name="type"
              label={t('shop.filterType')}
              placeholder={t('shop.allTypes')}
              value={type}
              options={types.map((value) => ({ value, label: labels[value] ?? value }))}
              onChange={(value) => navigate(listingHref(kind, value || null), { replace: true })}
            />
          )}
          <div className="es-check">
            <input
              id={toggleId}
              type="checkbox"
              checked={withOutOfStock}
              onChange={(e) => setWithOutOfStock((e.target as HTMLInputElement).checked)}
            />
            <label htmlFor={toggleId}>{t('shop.includeOutOfStock')}</label>
          </div>
        </div>
      )}
      {loading ? (
        <Loading />
      ) : status === 'failed' ? (
        // The view's notice above says why and offers a retry (app/View.tsx); stopped, nothing failed to load.
        !loadStopped && <p className="es-empty">{t('shop.listUnavailable')}</p>
      ) : items.length === 0 ? (
        <div className="es-empty">
          <p>{(emptyType && outOfStockText(config.texts, emptyType)) || t('shop.empty')}</p>
          {/* A way forward: every type of this list, or the tickets when there is no merchandise. */}
          {hidden === 0 && (type || kind === 'merchandise') && (
            <a href={hrefFor(listingHref(type ? kind : 'tickets'))}>{type ? t('shop.allTypes') : t('checkout.browse')}</a>
          )}
          {hidden > 0 && (
            <>
              <p>{t('shop.hiddenSoldOut', { count: hidden })}</p>
              <Button variant="secondary" onClick={() => setWithOutOfStock(true)}>
                {t('shop.showSoldOut')}
              </Button>
            </>
          )}
        </div>
      ) : (
        <ItemGrid items={items} />
      )}
    </section>
  );
}
