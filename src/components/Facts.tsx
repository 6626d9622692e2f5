import type { ReactNode } from 'react';
import { useStyles } from '../ui/env';
import css from './components.css';

/** A term and its value. */
export type Fact = [label: string, value: ReactNode];

/**
 * A list of terms and their values: an order's data, an instalment's, a ticket change to confirm,
 * a refund's status and dates, a product's details. A fact that is not there (`false`, `null`) or
 * whose value is empty (`null`, `false`, `''`) is left out. The list's class gives its look: the
 * default, `es-facts`, sets as many to a row as fit; a screen's own class lays them out its way.
 */
export function Facts({ rows, label, className = 'es-facts' }: { rows: Array<Fact | false | null>; label?: string; className?: string }) {
  useStyles(css);
  return (
    <dl className={className} aria-label={label}>
      {rows.map(
        (row) =>
          row &&
          (row[1] || row[1] === 0) && (
            <div key={row[0]}>
              <dt>{row[0]}</dt>
              <dd>{row[1]}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
