import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import type { Customer, Order } from '../../api/types';
import { Loading } from '../../components/Loading';
import type { BankValues } from '../../domain/bank-details';
import { paths } from '../../domain/paths';
import { refundStart, type RefundStep } from '../../domain/refund-selection';
import { useT } from '../../stores/config';
import { hrefFor, navigate } from '../../stores/location';
import { useDataSettled, useOrder } from '../../stores/orders';
import { shopData } from '../../stores/shop-data';
import { clearFormError } from '../../stores/page';
import { useStyles } from '../../ui/env';
import { BankStep } from './BankStep';
import { ConfirmStep } from './ConfirmStep';
import css from './refunds.css';
import { SelectStep } from './SelectStep';

/**
 * `/portal/orders/{order}/request-refund` (docs/spec.md §2 Refund wizard): an unknown
 * order goes back to the portal once the data has loaded (docs/spec.md §8).
 */
export function RefundWizardPage({ code }: { code: string }) {
  useStyles(css);
  const t = useT();
  const order = useOrder(code);
  const settled = useDataSettled();
  return (
    <section className="es-page es-refund">
      <h1 className="es-page__title">{t('title.requestRefund')}</h1>
      {order ? <Wizard order={order as Order} /> : settled ? <Redirect to={paths.portal.href()} replace /> : <Loading />}
    </section>
  );
}

const TITLES = { 'select-products': 'refund.stepSelect', 'enter-details': 'refund.stepDetails', confirm: 'refund.stepConfirm' } as const;

/** The account holder starts as the customer, in the customer's country: what most requests need. */
const firstBankValues = (customer: Customer | null): BankValues => ({
  bankOwnerFullName: customer?.fullName ?? '',
  bankOwnerAddress: { ...customer?.address },
  bankCountry: customer?.country ?? '',
});

/**
 * The three steps on one screen: select-products, enter-details, confirm. A
 * payment-plan order starts at enter-details with everything chosen. What was
 * chosen and typed lives here and in the step's form only (never in storage);
 * Back keeps it. Each step change moves focus to the step's heading.
 */
function Wizard({ order }: { order: Order }) {
  const t = useT();
  const { customer } = useSnapshot(shopData.data);
  // Decided once: the order's data changes under a sent request.
  const [start] = useState(() => ({ ...refundStart(order), open: order.canRefund }));
  const [step, setStep] = useState<RefundStep>(start.step);
  const [selection, setSelection] = useState(start.selection);
  const [bank, setBank] = useState(() => firstBankValues(customer as Customer | null));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const steps: RefundStep[] =
    start.step === 'select-products' ? ['select-products', 'enter-details', 'confirm'] : ['enter-details', 'confirm'];
  const go = (to: RefundStep, keepError?: boolean) => {
    if (!keepError) clearFormError();
    moved.current = true;
    setStep(to);
  };
  const toOrder = () => navigate(paths.order.href(order.code));
  const orderLink = <a href={hrefFor(paths.order.href(order.code))}>{t('title.order', { code: order.code })}</a>;

  if (!start.open) {
    return (
      <div className="es-notice" role="status">
        <p>{t('refund.nothing')}</p>
        {orderLink}
      </div>
    );
  }
  return (
    <>
      <p>{orderLink}</p>
      <h2 ref={heading} tabIndex={-1} className="es-refund__step">
        {t('refund.step', { n: steps.indexOf(step) + 1, of: steps.length, title: t(TITLES[step]) })}
      </h2>
      {step === 'select-products' && (
        <SelectStep
          order={order}
          selection={selection}
          onNext={(chosen) => {
            setSelection(chosen);
            go('enter-details');
          }}
          onBack={toOrder}
        />
      )}
      {step === 'enter-details' && (
        <BankStep
          initial={bank}
          plan={order.hasPaymentPlan}
          onNext={(values) => {
            setBank(values);
            go('confirm');
          }}
          onBack={(values) => {
            setBank(values);
            if (steps[0] === 'enter-details') toOrder();
            else go('select-products');
          }}
        />
      )}
      {step === 'confirm' && (
        <ConfirmStep
          order={order}
          selection={selection}
          bank={bank}
          onBack={() => go('enter-details')}
          onRefused={() => go('enter-details', true)}
        />
      )}
    </>
  );
}
