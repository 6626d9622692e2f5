import { useState } from 'react';
import { Redirect } from 'wouter';
import type { Refund } from '../../api/types';
import { Loading } from '../../components/Loading';
import { formatMinor } from '../../domain/money';
import { canCancelRefund, itemStatusLabel, refundStatusLabel } from '../../domain/order-display';
import { paths } from '../../domain/paths';
import { itemTone, refundTone } from '../../domain/status-tone';
import { useConfig, useT } from '../../stores/config';
import { hrefFor, navigate } from '../../stores/location';
import { useDataSettled, useRefund } from '../../stores/orders';
import { cancelRefund } from '../../stores/refunds';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useStyles, useUiEnv } from '../../ui/env';
import { DateTime } from '../../ui/DateTime';
import { Money } from '../../ui/Money';
import { StatusChip } from '../../ui/StatusChip';
import { Table } from '../../ui/Table';
import { refundItems } from './refund-items';
import { Facts } from '../../components/Facts';
import { ItemName } from './RefundParts';
import css from './refunds.css';

/** `/portal/refunds/{refund}` (docs/spec.md §2): an unknown refund goes back to the portal once the data has loaded (docs/spec.md §8). */
export function RefundPage({ id }: { id: string }) {
  useStyles(css);
  const refund = useRefund(id);
  const settled = useDataSettled();
  if (refund) return <RefundDetail refund={refund as Refund} />;
  return settled ? <Redirect to={paths.portal.href()} replace /> : <Loading />;
}

/**
 * A refund: its status (docs/spec.md §4 Refund status), order, dates, total and items;
 * an active one can be cancelled after a confirmation (`/cancel-refund`),
 * which leads back to the portal.
 */
function RefundDetail({ refund }: { refund: Refund }) {
  const t = useT();
  const { refundStatuses, paymentStatuses } = useConfig();
  const [asking, setAsking] = useState(false);
  const cancel = async () => {
    if (!(await cancelRefund(refund.id)).ok) return;
    setAsking(false);
    navigate(paths.portal.href());
  };
  const { locale, currency } = useUiEnv();
  const shipping = refund.shippingRefund;
  return (
    <section className="es-page es-refund">
      <h1 className="es-page__title">{t('title.refund', { id: String(refund.id) })}</h1>
      <Facts
        className="es-refund__summary"
        rows={[
          [t('portal.status'), <StatusChip tone={refundTone(refund)} label={refundStatusLabel(refund, refundStatuses)} />],
          [t('portal.orderId'), <a href={hrefFor(paths.order.href(refund.order.code))}>{refund.order.code}</a>],
          [t('portal.date'), <DateTime value={refund.createdAt} />],
          [t('refund.completedAt'), refund.completedAt && <DateTime value={refund.completedAt} />],
          [
            t('refund.total'),
            <>
              <Money minor={refund.total} />
              {shipping > 0 && (
                <span className="es-hint"> ({t('refund.includesShipping', { amount: formatMinor(shipping, locale, currency) })})</span>
              )}
            </>,
          ],
        ]}
      />
      <Table
        caption={t('portal.items')}
        columns={[
          { name: t('refund.item'), render: (row) => <ItemName row={row} /> },
          {
            name: t('portal.status'),
            render: (row) => <StatusChip tone={itemTone(row)} label={itemStatusLabel(row, paymentStatuses)} />,
          },
        ]}
        rows={refundItems(refund)}
        rowKey={(row) => `${row.kind}-${row.code}`}
      />
      {canCancelRefund(refund) && (
        <div className="es-actions">
          <Button variant="danger" onClick={() => setAsking(true)}>
            {t('refund.cancel')}
          </Button>
        </div>
      )}
      {asking && (
        <ConfirmDialog
          title={t('refund.cancelTitle', { id: String(refund.id) })}
          text={t('refund.cancelText')}
          confirmLabel={t('refund.cancel')}
          cancelLabel={t('refund.keep')}
          onConfirm={cancel}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}
