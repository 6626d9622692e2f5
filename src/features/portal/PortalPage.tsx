import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { Order } from '../../api/types';
import { useMethodLabel, useVia } from '../../components/OrderFacts';
import { orderActions, orderStatusLabel } from '../../domain/order-display';
import { paths } from '../../domain/paths';
import { orderTone } from '../../domain/status-tone';
import { useConfig, useT } from '../../stores/config';
import { navigate } from '../../stores/location';
import { shopData } from '../../stores/shop-data';
import { useStyles } from '../../ui/env';
import { DateTime } from '../../ui/DateTime';
import { StatusChip } from '../../ui/StatusChip';
import { Table } from '../../ui/Table';
import css from './portal.css';

/** The events an order's tickets are for: what the order is, on its card. */
const eventNames = (o: Order): string => [...new Set(o.tickets.map((t) => t.eventName).filter(Boolean))].join(', ');

const itemCount = (o: Order): number => o.tickets.length + o.cartProducts.length + o.merchandisePurchases.length + o.cartMerchandise.length;

/**
 * `/portal` (docs/spec.md §2 Portal), the portal's home: the orders table, and below it
 * whatever the refunds feature provides (a slot: features never import each
 * other).
 */
export function PortalPage({ refunds }: { refunds?: ReactNode }) {
  useStyles(css);
  const t = useT();
  return (
    <section className="es-page es-portal">
      <h1 className="es-page__title">{t('title.portal')}</h1>
      <OrdersTable />
      {refunds}
    </section>
  );
}

/**
 * Order ID, Date, Via, Method, Status, Items; Manage, and Refund when
 * `canRefund` and the terms are accepted (docs/spec.md §2, §6). On a narrow part each
 * order is a card (code and events, status chip, date, items; Manage, Refund
 * under More actions); Via and Method are on the order's page.
 */
function OrdersTable() {
  const config = useConfig();
  const t = useT();
  const via = useVia();
  const method = useMethodLabel();
  const { orders } = useSnapshot(shopData.data);
  return (
    <div className="es-stack">
      <Table<Order>
        cards
        caption={t('portal.orders')}
        rows={orders as Order[]}
        rowKey={(o) => o.code}
        empty={t('portal.noOrders')}
        columns={[
          {
            name: t('portal.orderId'),
            render: (o) => (
              <>
                <span className="es-lines__name">{o.code}</span>
                <span className="es-lines__meta">{eventNames(o)}</span>
              </>
            ),
          },
          { name: t('portal.date'), render: (o) => <DateTime value={o.createdAt} style="date" /> },
          { name: t('portal.via'), className: 'es-card-hide', render: (o) => via(o.staff) },
          { name: t('portal.method'), className: 'es-card-hide', render: (o) => method(o.paymentMethod) },
          {
            name: t('portal.status'),
            className: 'es-card-status',
            render: (o) => <StatusChip tone={orderTone(o)} label={orderStatusLabel(o, config.paymentStatuses)} />,
          },
          { name: t('portal.items'), align: 'end', render: (o) => String(itemCount(o)) },
        ]}
        actions={[
          {
            label: t('portal.manage'),
            ariaLabel: (o) => t('portal.manageOrderLabel', { code: o.code }),
            onClick: (o) => navigate(paths.order.href(o.code)),
          },
          {
            label: t('portal.refund'),
            ariaLabel: (o) => t('portal.refundOrderLabel', { code: o.code }),
            visible: (o) => orderActions(o).refund,
            onClick: (o) => navigate(paths.requestRefund.href(o.code)),
          },
        ]}
      />
    </div>
  );
}
