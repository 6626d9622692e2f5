import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Order } from '../../api/types';
import { bankTransferVars } from '../../domain/order-display';
import { offersPayNow, type Outcome } from '../../domain/order-outcome';
import { useConfig, useT } from '../../stores/config';
import { followPayment } from '../../stores/payment';
import { shopData } from '../../stores/shop-data';
import { Button } from '../../ui/Button';
import { SafeHtml } from '../../ui/SafeHtml';

/**
 * What became of the order (domain/order-outcome), as the
 * confirmation's heading (`lead`) or a section of the order detail. Paid:
 * "You're going!" and the address the tickets were emailed to (the tickets
 * with Download follow). A card payment not completed: that the items are held
 * while the order awaits payment (the backend gives no time, and the text is
 * the host's to change), whom to contact, and Pay now when the backend gave
 * the order's `paymentInstruction`. A bank transfer: its instructions.
 */
export function OrderOutcome({ order, kind, lead }: { order: Order; kind: NonNullable<Outcome>; lead?: boolean }) {
  const config = useConfig();
  const t = useT();
  const email = useSnapshot(shopData.data).customer?.email;
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState('');
  const Heading = lead ? 'h1' : 'h2';
  const pay = async () => {
    setError('');
    const result = await followPayment(order.paymentInstruction, () => setLeaving(true));
    if (result.ok) return;
    setLeaving(false);
    setError(result.error.message);
  };
  return (
    <section className={`es-outcome es-outcome--${kind}`}>
      <Heading className={lead ? 'es-page__title' : undefined}>{t(`outcome.${kind}`)}</Heading>
      {kind === 'paid' && email && order.tickets.length > 0 && (
        <p>
          {t('outcome.emailed')} <strong className="es-outcome__email">{email}</strong>
        </p>
      )}
      {kind === 'unpaid' && <p>{t('outcome.held', { code: order.code })}</p>}
      {kind === 'transfer' && <SafeHtml html={t('bankTransferOrderText', bankTransferVars(order, config.currency, config.locale))} />}
      {kind !== 'paid' && config.contactEmail && (
        <p>
          {t('outcome.contact')}{' '}
          <a className="es-outcome__email" href={`mailto:${config.contactEmail}`}>
            {config.contactEmail}
          </a>
        </p>
      )}
      {error && (
        <p className="es-notice es-notice--error" role="alert">
          {error}
        </p>
      )}
      {offersPayNow(order, window.location.href) && (
        <Button busy={leaving} onClick={pay}>
          {leaving ? t('terms.pleaseWait') : t('outcome.payNow')}
        </Button>
      )}
    </section>
  );
}
