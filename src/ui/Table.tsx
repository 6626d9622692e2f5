import type { ReactNode } from 'react';
import { ActionMenu } from './ActionMenu';
import css from './cards.css';
import { useStyles, useUiEnv } from './env';

export interface Column<Row> {
  name: string;
  /** CSS width such as `40%` or `120px`. */
  width?: string;
  align?: 'start' | 'end';
  /** As a card (`cards`): `es-card-status` puts the cell beside the first, `es-card-hide` leaves it out. */
  className?: string;
  render: (row: Row) => ReactNode;
}

export interface RowAction<Row> {
  /** The button's words, the same on every row; also its tooltip. */
  label: string;
  /** The button's accessible name, naming the row (e.g. `Manage order AB12`). */
  ariaLabel?: (row: Row) => string;
  onClick: (row: Row) => void;
  visible?: (row: Row) => boolean;
  disabled?: (row: Row) => boolean;
}

export interface TableProps<Row> {
  caption?: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** Rows after the data rows, e.g. shipping or a discount: label and value. */
  extraRows?: Array<{ key: string; label: ReactNode; value: ReactNode }>;
  /** Total rows, set apart at the foot. */
  totalRows?: Array<{ key: string; label: ReactNode; value: ReactNode }>;
  actions?: RowAction<Row>[];
  empty?: ReactNode;
  /** On a narrow part each row is a card (ui/cards.css). */
  cards?: boolean;
}

/** Table (docs/spec.md §2): column widths, extra rows, total rows and row actions (the first one the primary: ui/ActionMenu). */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  extraRows = [],
  totalRows = [],
  actions = [],
  empty,
  cards,
}: TableProps<Row>) {
  const { t } = useUiEnv();
  useStyles(css);
  const hasActions = actions.length > 0;
  const span = columns.length + (hasActions ? 1 : 0);
  const numeric = (c: Column<Row>) => (c.align === 'end' ? 'es-num' : undefined);
  const cellClass = (c: Column<Row>) => [numeric(c), c.className].filter(Boolean).join(' ') || undefined;
  const labelSpan = Math.max(1, columns.length - 1);
  const tail = (kind: 'extra' | 'total') => (row: { key: string; label: ReactNode; value: ReactNode }) => (
    <tr key={`${kind}-${row.key}`} className={`es-table__${kind}`}>
      <th scope="row" colSpan={labelSpan}>
        {row.label}
      </th>
      <td className="es-num">{row.value}</td>
      {hasActions && <td />}
    </tr>
  );
  return (
    <div className={cards ? 'es-table-wrap es-cards' : 'es-table-wrap'}>
      <table className="es-table">
        {caption && <caption>{caption}</caption>}
        <colgroup>
          {columns.map((c) => (
            <col key={c.name} style={c.width ? { width: c.width } : undefined} />
          ))}
          {hasActions && <col />}
        </colgroup>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.name} scope="col" className={numeric(c)}>
                {c.name}
              </th>
            ))}
            {hasActions && (
              <th scope="col">
                <span className="es-visually-hidden">{t('table.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty !== undefined && (
            <tr>
              <td colSpan={span}>{empty}</td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.name} data-label={c.name} className={cellClass(c)}>
                  {c.render(row)}
                </td>
              ))}
              {hasActions && (
                <td className="es-table__actions-cell">
                  {/* A flex box inside the cell: a flex td leaves its row's border behind. */}
                  <div className="es-table__actions">
                    <ActionMenu>
                      {actions
                        .filter((a) => !a.visible || a.visible(row))
                        .map((a) => {
                          const ariaLabel = a.ariaLabel?.(row);
                          return (
                            <button
                              key={a.label}
                              type="button"
                              className="es-btn es-btn--secondary es-btn--small"
                              disabled={a.disabled?.(row)}
                              aria-label={ariaLabel}
                              title={ariaLabel ?? a.label}
                              onClick={() => a.onClick(row)}
                            >
                              {a.label}
                            </button>
                          );
                        })}
                    </ActionMenu>
                  </div>
                </td>
              )}
            </tr>
          ))}
          {extraRows.map(tail('extra'))}
        </tbody>
        {totalRows.length > 0 && <tfoot>{totalRows.map(tail('total'))}</tfoot>}
      </table>
    </div>
  );
}
