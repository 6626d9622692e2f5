import type { Order } from '../../api/types';
import { sum } from '../../domain/money';
import type { ItemKind, Selection } from '../../domain/refund-selection';
import { refundTotalMinor, type RefundChoice } from '../../domain/refund-totals';
import { useT } from '../../stores/config';
import { Money } from '../../ui/Money';
import { Table } from '../../ui/Table';
import { orderItems } from './refund-items';
import { ItemName } from './RefundParts';

/**
 * The chosen items and how their refund adds up (docs/spec.md §9 Refund totals), exact
 * in minor units. Without a payment plan: the prices, less the refund fees,
 * plus the merchandise's shipping refunds. With one: what was paid, less the
 * booking fees and the refund fees.
 */
export function RefundLines({ order, selection }: { order: Order; selection: Selection }) {
  const t = useT();
  const rows = orderItems(order).filter((row) => selection[row.kind].includes(row.code));
  const lines = (kind: ItemKind) => rows.filter((row) => row.kind === kind).map((row) => row.item);
  const choice: RefundChoice = { tickets: lines('tickets'), merchandise: lines('merchandise') };
  const less = (field: 'fee' | 'refundFee') => -sum(rows.map((row) => row.item[field]));
  const breakdown: Array<[string, string, number]> = order.hasPaymentPlan
    ? [
        ['paid', t('refund.totalPaid'), order.totalPaid],
        ['fees', t('refund.fees'), less('fee')],
        ['refundFees', t('refund.refundFees'), less('refundFee')],
      ]
    : [
        ['refundFees', t('refund.refundFees'), less('refundFee')],
        ['shipping', t('refund.shippingRefund'), sum(choice.merchandise.map((m) => m.shippingRefund))],
      ];
  return (
    <Table
      columns={[
        { name: t('refund.item'), render: (row) => <ItemName row={row} /> },
        { name: t('refund.price'), align: 'end', render: (row) => <Money minor={row.item.price} /> },
      ]}
      rows={rows}
      rowKey={(row) => row.code}
      // A plan's lines always show; otherwise only fees and shipping that are there.
      extraRows={breakdown
        .filter(([, , minor]) => order.hasPaymentPlan || minor !== 0)
        .map(([key, label, minor]) => ({ key, label, value: <Money minor={minor} /> }))}
      totalRows={[{ key: 'total', label: t('refund.total'), value: <Money minor={refundTotalMinor(order, choice)} /> }]}
    />
  );
}
