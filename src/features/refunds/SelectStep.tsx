import { useState } from 'react';
import { useField, useForm } from 'react-final-form';
import type { Order } from '../../api/types';
import { labelText } from '../../domain/messages';
import { itemStatusLabel } from '../../domain/order-display';
import { selectSchema } from '../../domain/refund-form';
import {
  emptySelection,
  IN_REFUND_STATUSES,
  isSelectable,
  itemDisabled,
  selectedKind,
  toggleItem,
  type ItemKind,
  type Selection,
} from '../../domain/refund-selection';
import { itemRefundMinor } from '../../domain/refund-totals';
import { useConfig, useT } from '../../stores/config';
import { GroupError } from '../../ui/form-fields';
import { Money } from '../../ui/Money';
import { ItemName, StepForm } from './RefundParts';
import { orderItems, type OrderItemRow } from './refund-items';

interface SelectValues {
  selection: Selection;
}

export interface SelectStepProps {
  order: Order;
  selection: Selection;
  onNext: (selection: Selection) => void;
  onBack: () => void;
}

/**
 * select-products (docs/spec.md §5 Refund request, select step): a checkbox per ticket
 * and merchandise purchase; only refundable items in an open refund window
 * can be ticked, and once one kind is ticked the other kind's boxes are
 * disabled. Next needs at least one item.
 */
export function SelectStep({ order, selection, onNext, onBack }: SelectStepProps) {
  const [initialValues] = useState<SelectValues>(() => ({ selection }));
  // The windows are judged at one moment for the whole step.
  const [now] = useState(() => Date.now());
  const rows = orderItems(order);
  return (
    <StepForm<SelectValues>
      title="refund.stepSelect"
      schema={selectSchema}
      initialValues={initialValues}
      onSubmit={(values) => onNext(values.selection)}
      onBack={onBack}
    >
      <GroupError name="selection" />
      {(['tickets', 'merchandise'] as const).map((kind) => (
        <ItemBoxes key={kind} kind={kind} rows={rows.filter((r) => r.kind === kind)} now={now} />
      ))}
    </StepForm>
  );
}

function ItemBoxes({ kind, rows, now }: { kind: ItemKind; rows: OrderItemRow[]; now: number }) {
  const t = useT();
  const { paymentStatuses } = useConfig();
  const form = useForm<SelectValues>();
  const { input } = useField<Selection>('selection', { subscription: { value: true } });
  if (rows.length === 0) return null;
  // From the form's state at the moment of the change, not from this render: two quick ticks both count.
  const toggle = (row: OrderItemRow) =>
    form.change('selection', toggleItem(form.getState().values.selection ?? emptySelection, kind, row.item, now));
  const selection = input.value || emptySelection;
  const chosen = selectedKind(selection);
  // Why an item cannot be ticked: its refund or payment state, else plainly not refundable.
  const why = (row: OrderItemRow) =>
    row.pending || IN_REFUND_STATUSES.includes(row.status)
      ? labelText(itemStatusLabel(row, paymentStatuses), t)
      : t('refund.notRefundable');
  return (
    <fieldset className="es-refund__kind">
      <legend>{t(kind === 'tickets' ? 'refund.tickets' : 'refund.merchandise')}</legend>
      {chosen && chosen !== kind && <p className="es-hint">{t('refund.noMixing')}</p>}
      <ul role="list">
        {rows.map((row) => {
          const selectable = isSelectable(row.item, now);
          return (
            <li key={row.code}>
              <label className="es-check es-refund__item">
                <input
                  type="checkbox"
                  // Only boxes that can be ticked are named: a failed Next focuses the first of them.
                  name={selectable ? 'selection' : undefined}
                  checked={selection[kind].includes(row.code)}
                  disabled={itemDisabled(row.item, kind, selection, now)}
                  onChange={() => toggle(row)}
                />
                <ItemName row={row} />
                <span className="es-refund__amount">
                  {selectable ? <Money minor={itemRefundMinor(row.item, kind)} /> : <span className="es-hint">{why(row)}</span>}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
