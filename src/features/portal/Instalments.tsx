import type { Order, PaymentPlanPayment } from '../../api/types';
import { instalmentStatusLabel } from '../../domain/order-display';
import { UNPAID } from '../../domain/payment-attempts';
import { paths } from '../../domain/paths';
import { instalmentTone } from '../../domain/status-tone';
import { useConfig, useT } from '../../stores/config';
import { navigate } from '../../stores/location';
import { DateTime } from '../../ui/DateTime';
import { Money } from '../../ui/Money';
import { StatusChip } from '../../ui/StatusChip';
import { Table } from '../../ui/Table';

/**
 * A payment plan's instalments (docs/spec.md §4 instalment paymentStatus): due date,
 * amount, paid, and Pending, Due, Overdue, Partially paid (or 'Refund' once
 * the order has refunds). An unpaid instalment links to its payment page
 * (the same page as the emailed link), unless a refund request is active.
 */
export function Instalments({ order }: { order: Order }) {
  const config = useConfig();
  const t = useT();
  // Unpaid ones can still take a card payment (the demo backend and docs/spec.md §4).
  const payable = (p: PaymentPlanPayment) => UNPAID.includes(p.paymentStatus) && !order.hasActiveRefunds && !order.hasRefunds;
  return (
    <div className="es-stack">
      <Table<PaymentPlanPayment>
        cards
        caption={t('portal.instalments')}
        rows={order.payments}
        rowKey={(p) => p.reference}
        columns={[
          { name: t('portal.dueDate'), render: (p) => <DateTime value={p.dueAt} style="date" /> },
          { name: t('portal.amount'), align: 'end', render: (p) => <Money minor={p.amount} /> },
          { name: t('portal.totalPaid'), align: 'end', render: (p) => <Money minor={p.paidAmount} /> },
          {
            name: t('portal.status'),
            className: 'es-card-status',
            render: (p) => (
              <StatusChip
                tone={instalmentTone(p, order.hasRefunds)}
                label={instalmentStatusLabel(p, order.hasRefunds, config.paymentStatuses)}
              />
            ),
          },
        ]}
        actions={[
          {
            label: t('portal.payInstalment'),
            ariaLabel: (p) => `${t('portal.payInstalment')} ${p.reference}`,
            visible: payable,
            onClick: (p) => navigate(paths.paymentPlanPayment.href(order.code, order.checksum, p.reference)),
          },
        ]}
      />
    </div>
  );
}
