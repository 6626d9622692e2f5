import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { Loading } from '../../components/Loading';
import { useLoaded } from '../../components/useLoaded';
import { Facts } from '../../components/Facts';
import { OrderFacts } from '../../components/OrderFacts';
import { TermsField } from '../../components/TermsField';
import { messageText } from '../../domain/messages';
import { instalmentStatusLabel } from '../../domain/order-display';
import { planPaymentState } from '../../domain/payment-attempts';
import { paths } from '../../domain/paths';
import { instalmentTone } from '../../domain/status-tone';
import { makePaymentSchema } from '../../domain/portal-forms';
import { useConfig, useT } from '../../stores/config';
import { loadInstalment, payInstalment } from '../../stores/links';
import { hrefFor, navigate } from '../../stores/location';
import { pageState } from '../../stores/page';
import { DateTime } from '../../ui/DateTime';
import { Money } from '../../ui/Money';
import { ShopForm } from '../../ui/ShopForm';
import { StatusChip } from '../../ui/StatusChip';

/** Instalments that take no more payment: nothing to pay, so no form. */
const SETTLED = ['paid', 'cancelled'];

/**
 * `/payment-plan-payment/{order}/{checksum}/{reference}` (docs/spec.md §2, §5, §8):
 * public, authorised by the link. The order and the instalment, the attempt
 * and active-refund notices, the terms checkbox and 'Make payment' (none while
 * a refund request is active), whose
 * payment instruction is followed as at checkout; without one the customer
 * goes back to the order. A link that does not load goes to the order page.
 */
export function InstalmentPage({ code, checksum, reference }: { code: string; checksum: string; reference: string }) {
  const config = useConfig();
  const t = useT();
  const { formError } = useSnapshot(pageState);
  const [leaving, setLeaving] = useState(false);
  const found = useLoaded(() => loadInstalment(code, reference, checksum), [code, checksum, reference]);
  if (!found) return <Loading />;
  if (!found.ok) return <Redirect to={paths.order.href(code)} replace />;
  const { order, payment } = found.value;
  const state = planPaymentState({
    payment,
    hasActiveRefunds: order.hasActiveRefunds,
    maxAttempts: config.shopPaymentCreditCardMaxAttempts,
  });
  const status = (
    <StatusChip
      tone={instalmentTone(payment, order.hasRefunds)}
      label={instalmentStatusLabel(payment, order.hasRefunds, config.paymentStatuses)}
    />
  );
  return (
    <section className="es-page">
      <h1 className="es-page__title">{t('title.paymentPlanPayment')}</h1>
      <OrderFacts order={order} />
      <h2>{t('plan.instalment')}</h2>
      <Facts
        label={t('plan.instalment')}
        rows={[
          [t('plan.reference'), payment.reference],
          [t('portal.dueDate'), <DateTime value={payment.dueAt} style="date" />],
          [t('portal.amount'), <Money minor={payment.amount} />],
          [t('portal.totalPaid'), <Money minor={payment.paidAmount} />],
          [t('portal.status'), status],
        ]}
      />
      {state.notices.map((notice) => (
        <p key={notice.key} className="es-notice es-notice--error">
          {messageText(notice, t)}
        </p>
      ))}
      {state.blocked && (
        // The portal, where the refund request can be seen and cancelled.
        <p>
          <a href={hrefFor(paths.portal.href())}>{t('portal.backToOrders')}</a>
        </p>
      )}
      {leaving ? (
        <p className="es-notice" role="status">
          {t('terms.pleaseWait')}
        </p>
      ) : (
        // An active refund request: no payment is offered at all (docs/spec.md §8).
        !SETTLED.includes(payment.paymentStatus) &&
        !state.blocked && (
          <ShopForm<{ acceptTerms?: boolean }>
            schema={makePaymentSchema}
            context={{ state }}
            error={formError}
            submitLabel={t('plan.makePayment')}
            onSubmit={async () => {
              const result = await payInstalment(code, reference, checksum, () => setLeaving(true));
              if (result.ok && result.value === 'complete') navigate(paths.order.href(code));
              else if (!result.ok) setLeaving(false);
            }}
          >
            <TermsField />
          </ShopForm>
        )
      )}
    </section>
  );
}
