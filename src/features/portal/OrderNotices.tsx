import type { Order } from '../../api/types';
import { messageText } from '../../domain/messages';
import { bankTransferVars, orderNotice, showsAwaitingPayment, termsNotice } from '../../domain/order-display';
import { useConfig, useT } from '../../stores/config';
import { SafeHtml } from '../../ui/SafeHtml';

/**
 * What the order detail says of its state (docs/spec.md §4 Order paymentStatus, §8):
 * the cancelled or abandoned notice alone; otherwise the must-accept-terms
 * notice (then the thank-you message) and, for a bank transfer still awaited,
 * the 'Awaiting Payment' block with the configured `bankTransferOrderText`
 * ({{amount}} still due, {{code}}).
 */
export function OrderNotices({ order }: { order: Order }) {
  const config = useConfig();
  const t = useT();
  const voided = orderNotice(order);
  if (voided) return <p className="es-notice es-notice--error">{messageText(voided, t)}</p>;
  return (
    <>
      <p className={`es-notice es-notice--${order.acceptedTsAndCs ? 'success' : 'error'}`}>{messageText(termsNotice(order), t)}</p>
      {showsAwaitingPayment(order) && (
        <section className="es-portal__block">
          <h2>{t('portal.awaitingPayment')}</h2>
          <SafeHtml html={t('bankTransferOrderText', bankTransferVars(order, config.currency, config.locale))} />
        </section>
      )}
    </>
  );
}
