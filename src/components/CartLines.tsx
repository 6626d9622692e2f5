import type { ReactNode } from 'react';
import type { Cart } from '../api/types';
import { cartLines, cartTotal } from '../domain/cart-rules';
import { priceWithFee } from '../domain/money';
import type { ShopCartLine } from '../stores/cart/state';
import { useT } from '../stores/config';
import { useStyles } from '../ui/env';
import { DateTime } from '../ui/DateTime';
import { Money } from '../ui/Money';
import css from './components.css';

/** A line's name for screen readers: the item, and the holder when there is one (`Weekend ticket (Ann Lee)`). */
export const lineName = (l: ShopCartLine): string =>
  l.kind === 'product' && l.line.fullName ? `${l.item.name} (${l.line.fullName})` : l.item.name;

export interface CartLinesProps {
  cart: Cart;
  /** Buttons under a line (the cart panel's Personalise and Remove). */
  actions?: (line: ShopCartLine) => ReactNode;
  /** Rows after the lines and before the total (checkout: shipping, tax, with a voucher the total and its discount). */
  extraRows?: Array<{ key: string; label: ReactNode; value: ReactNode }>;
  /** The total row; the cart's exact total by default. */
  total?: ReactNode;
  /** The total row's label; 'Total' by default. */
  totalLabel?: ReactNode;
}

/**
 * The cart's lines (docs/spec.md §2 Cart panel): a table of two columns, Item and Price
 * (incl. fee), and the exact total. Each item stacks its name, holder and
 * travel time on lines of their own with its buttons under them, and the price
 * keeps to the right: it fits a 280 px column. Shown by the cart panel and by
 * checkout's summary.
 */
export function CartLines({ cart, actions, extraRows = [], total, totalLabel }: CartLinesProps) {
  useStyles(css);
  const t = useT();
  const tail = (kind: 'extra' | 'total', row: { key: string; label: ReactNode; value: ReactNode }) => (
    <tr key={`${kind}-${row.key}`} className={`es-lines__${kind}`}>
      <th scope="row">{row.label}</th>
      <td className="es-lines__price">{row.value}</td>
    </tr>
  );
  return (
    <table className="es-table es-lines">
      <thead>
        <tr>
          <th scope="col">{t('cart.item')}</th>
          <th scope="col" className="es-lines__price">
            {t('cart.price')}
          </th>
        </tr>
      </thead>
      <tbody>
        {cartLines(cart).map((l) => (
          <tr key={`${l.kind}-${l.line.id}`}>
            <td>
              <LineText entry={l} />
              {actions && <div className="es-lines__actions">{actions(l)}</div>}
            </td>
            <td className="es-lines__price">
              <Money minor={priceWithFee(l.line)} />
            </td>
          </tr>
        ))}
        {extraRows.map((row) => tail('extra', row))}
      </tbody>
      <tfoot>
        {tail('total', {
          key: 'total',
          label: totalLabel ?? t('table.total'),
          value: total ?? <Money minor={cartTotal(cart)} />,
        })}
      </tfoot>
    </table>
  );
}

function LineText({ entry }: { entry: ShopCartLine }) {
  const line = entry.kind === 'product' ? entry.line : null;
  return (
    <div className="es-lines__text">
      <span className="es-lines__name">{entry.item.name}</span>
      {line?.fullName && <span className="es-lines__meta">{line.fullName}</span>}
      {line?.travelTime && (
        <span className="es-lines__meta">
          <DateTime value={line.travelTime} />
        </span>
      )}
    </div>
  );
}
