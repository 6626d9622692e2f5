import { useSnapshot } from 'valtio';
import type { Refund } from '../../api/types';
import { refundStatusLabel } from '../../domain/order-display';
import { paths } from '../../domain/paths';
import { refundTone } from '../../domain/status-tone';
import { useConfig, useT } from '../../stores/config';
import { navigate } from '../../stores/location';
import { shopData } from '../../stores/shop-data';
import { useStyles } from '../../ui/env';
import { DateTime } from '../../ui/DateTime';
import { StatusChip } from '../../ui/StatusChip';
import { Table } from '../../ui/Table';
import { itemsText, refundItems } from './refund-items';
import css from './refunds.css';

/**
 * Your Refunds (docs/spec.md §2 Portal): Refund ID, Order ID, Date, Status, Items and
 * Manage, which opens the refund. The portal page shows it (app/slots
 * `RefundsSlot`).
 */
export function RefundsTable() {
  useStyles(css);
  const t = useT();
  const { refundStatuses } = useConfig();
  const { refunds } = useSnapshot(shopData.data);
  return (
    <section className="es-refunds">
      <h2 className="es-refunds__title">{t('portal.yourRefunds')}</h2>
      <Table<Refund>
        columns={[
          { name: t('portal.refundId'), render: (r) => r.id },
          { name: t('portal.orderId'), render: (r) => r.order.code },
          { name: t('portal.date'), render: (r) => <DateTime value={r.createdAt} style="date" /> },
          {
            name: t('portal.status'),
            render: (r) => <StatusChip tone={refundTone(r)} label={refundStatusLabel(r, refundStatuses)} />,
          },
          { name: t('portal.items'), render: (r) => itemsText(refundItems(r)) },
        ]}
        rows={refunds as Refund[]}
        rowKey={(r) => String(r.id)}
        actions={[
          {
            label: t('portal.manage'),
            ariaLabel: (r) => t('refund.manage', { id: String(r.id) }),
            onClick: (r) => navigate(paths.refund.href(r.id)),
          },
        ]}
        empty={t('refund.none')}
      />
    </section>
  );
}
