import type { ShopItem } from '../../api/types';
import { formatDateTime } from '../../domain/dates';
import { planSchedule, todayIn } from '../../domain/payment-plan';
import { useConfig, useT } from '../../stores/config';
import { Money } from '../../ui/Money';

/** Payment plan information (docs/spec.md §9): the initial payment today, then each instalment on its date. */
export function PaymentPlanInfo({ item }: { item: ShopItem }) {
  const config = useConfig();
  const t = useT();
  if (!item.hasPaymentPlan) return null;
  const steps = planSchedule(item.paymentPlan, todayIn(config.timezone));
  if (steps.length === 0) return null;
  return (
    <section className="es-plan">
      <h2>{t('shop.paymentPlan')}</h2>
      <ol role="list">
        {steps.map((step, i) => (
          <li key={i}>
            <span>{t(step.initial ? 'shop.initialPayment' : 'shop.instalment')}</span>
            <time dateTime={step.date}>
              {formatDateTime({ ms: Date.parse(step.date), zone: 'UTC', text: step.date }, config.locale, 'date')}
            </time>
            <Money minor={step.amount} />
          </li>
        ))}
      </ol>
    </section>
  );
}
