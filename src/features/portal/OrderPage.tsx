import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import type { Order } from '../../api/types';
import { AcceptTermsForm } from '../../components/AcceptTermsForm';
import { Loading } from '../../components/Loading';
import type { Fact } from '../../components/Facts';
import { OrderFacts } from '../../components/OrderFacts';
import { orderActions, orderStatusLabel, showsItemsTable } from '../../domain/order-display';
import { offersPayNow, orderOutcome } from '../../domain/order-outcome';
import { paths } from '../../domain/paths';
import { orderTone } from '../../domain/status-tone';
import { invoiceDownloadUrl } from '../../domain/ticket-rules';
import { useConfig, useT } from '../../stores/config';
import { hrefFor } from '../../stores/location';
import { useDataSettled, useOrder } from '../../stores/orders';
import { handoff } from '../../stores/payment';
import { trackPurchase } from '../../tracking/purchase';
import { Button } from '../../ui/Button';
import { useStyles } from '../../ui/env';
import { Money } from '../../ui/Money';
import { StatusChip } from '../../ui/StatusChip';
import { Instalments } from './Instalments';
import { OrderItems } from './OrderItems';
import { OrderNotices } from './OrderNotices';
import { OrderOutcome } from './OrderOutcome';
import css from './portal.css';

/**
 * `/portal/orders/{order}` and its `/confirmation` (docs/spec.md §2): the order detail.
 * The confirmation leads with the outcome (OrderOutcome), then the items
 * (tickets with Download), the order's data, Download Invoice and Refund.
 * An unknown order goes back to the portal once the data has loaded (docs/spec.md §8).
 * The confirmation also tells the purchase (tracking/purchase), once per order.
 */
export function OrderPage({ code, confirmation = false }: { code: string; confirmation?: boolean }) {
  useStyles(css);
  const order = useOrder(code);
  const settled = useDataSettled();
  if (!order) return settled ? <Redirect to={paths.portal.href()} replace /> : <Loading />;
  return <OrderDetail order={order as Order} confirmation={confirmation} />;
}

function OrderDetail({ order, confirmation }: { order: Order; confirmation: boolean }) {
  const config = useConfig();
  const t = useT();
  useEffect(() => {
    if (confirmation) trackPurchase({ currency: config.currency, pixelId: config.pixelId ?? null }, order);
    // Once per order shown: later data for the same order is the same purchase.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [confirmation, order.code]);
  const actions = orderActions(order);
  // Checkout placed this order but could not open its payment page (stores/payment).
  const unpaid = useSnapshot(handoff).failed === order.code && !['paid', 'cancelled', 'abandoned'].includes(order.paymentStatus);
  // Not cancelled or abandoned: the items table and the terms form show.
  const open = showsItemsTable(order);
  const rows: Fact[] = [
    [t('portal.status'), <StatusChip tone={orderTone(order)} label={orderStatusLabel(order, config.paymentStatuses)} />],
    [t('portal.totalPaid'), <Money minor={order.totalPaid} />],
    ...(order.discountAmount ? [[order.discountName || t('portal.discount'), <Money minor={order.discountAmount} />] as Fact] : []),
    ...(order.shippingAmount > 0 ? [[t('portal.shipping'), <Money minor={order.shippingAmount} />] as Fact] : []),
  ];
  const kind = orderOutcome(order);
  // The confirmation leads with the outcome; the detail tells an unpaid card order's next step.
  const lead = confirmation && kind;
  const facts = <OrderFacts order={order} facts={rows} />;
  return (
    <section className="es-page es-portal">
      <a className="es-portal__back" href={hrefFor(paths.portal.href())}>
        {t('portal.backToOrders')}
      </a>
      {lead ? (
        <OrderOutcome order={order} kind={lead} lead />
      ) : (
        <h1 className="es-page__title">{t('title.order', { code: order.code })}</h1>
      )}
      {unpaid && (
        <p className="es-notice es-notice--error" role="alert">
          {t('checkout.handoffFailed', { code: order.code })}
        </p>
      )}
      {!lead && facts}
      {!lead && (kind === 'unpaid' ? <OrderOutcome order={order} kind={kind} /> : <OrderNotices order={order} />)}
      {open && <OrderItems order={order} />}
      {lead && facts}
      {order.hasPaymentPlan && order.payments.length > 0 && <Instalments order={order} />}
      {(actions.downloadInvoice || actions.refund) && (
        <div className="es-actions">
          {actions.downloadInvoice && (
            <Button
              variant="secondary"
              onClick={() => window.open(invoiceDownloadUrl(config.siteBase, order.code, order.checksum), '_blank', 'noopener')}
            >
              {t('portal.downloadInvoice')}
            </Button>
          )}
          {actions.refund && (
            <a className="es-btn es-btn--secondary" href={hrefFor(paths.requestRefund.href(order.code))}>
              {t('portal.refund')}
            </a>
          )}
        </div>
      )}
      {open && (!order.acceptedTsAndCs || (unpaid && !offersPayNow(order, window.location.href))) && (
        <AcceptTermsForm code={order.code} checksum={order.checksum} accepted={order.acceptedTsAndCs} onComplete={() => undefined} />
      )}
    </section>
  );
}
