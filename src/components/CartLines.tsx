import type { Cart } from '../api/types';
import { cartLines, cartTotal, linePrice } from '../domain/cart-rules';
import type { ShopCartLine as CartLine } from '../stores/cart/state';
import { useConfig, useT } from '../stores/config';
import { useStyles } from '../ui/context';
import { DateTime } from '../ui/DateTime';
import { Money } from '../ui/Money';
import { Table, type RowAction } from '../ui/Table';
import css from './components.css';

/** A line's name for screen readers: the item, and the holder when there is one (`Weekend ticket (Ann Lee)`). */
export const lineName = (l: CartLine): string => (l.kind === 'product' && l.line.full_name ? `${l.item.name} (${l.line.full_name})` : l.item.name);

export interface CartLinesProps {
  cart: Cart;
  /** Per-line buttons (the cart panel's Personalise and Remove). */
  actions?: RowAction<CartLine>[];
}

/**
 * The cart's lines (spec 2 Cart panel): each item with its holder and travel
 * time, Price (incl. fee), and the exact total. Shown by the cart panel and by
 * checkout's summary.
 */
export function CartLines({ cart, actions }: CartLinesProps) {
  useStyles(css);
  const config = useConfig();
  const t = useT();
  return (
    <div className="es-lines">
      <Table
        columns={[
          { name: t('cart.item'), render: (l: CartLine) => <LineName entry={l} /> },
          { name: t('cart.price'), width: '110px', align: 'end', render: (l: CartLine) => <Money minor={linePrice(l.line, config.currency)} /> },
        ]}
        rows={cartLines(cart)}
        rowKey={(l) => `${l.kind}-${l.line.id}`}
        actions={actions}
        totalRows={[{ key: 'total', label: t('table.total'), value: <Money minor={cartTotal(cart, config.currency)} /> }]}
      />
    </div>
  );
}

function LineName({ entry }: { entry: CartLine }) {
  const config = useConfig();
  const line = entry.kind === 'product' ? entry.line : null;
  return (
    <>
      <span className="es-lines__name">{entry.item.name}</span>
      {line?.full_name && <span className="es-lines__meta">{line.full_name}</span>}
      {line?.travel_time && (
        <span className="es-lines__meta">
          <DateTime value={line.travel_time} timezone={entry.item.timezone || config.timezone} />
        </span>
      )}
    </>
  );
}
