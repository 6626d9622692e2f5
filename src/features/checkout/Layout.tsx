import { useEffect, type ReactNode } from 'react';
import { messageText } from '../../domain/messages';
import { loadInvoice } from '../../stores/checkout';
import { useT } from '../../stores/config';
import { CardLogos } from '../../ui/CardLogos';
import { factsOf, type CheckoutFormValues, type CheckoutStores } from './facts';
import { OrderSummary } from './OrderSummary';

/**
 * The checkout's layout around its form: the fields and the shipping message;
 * the summary with the invoice, the one total to pay and the voucher; under
 * it the payment step: the method, and the action that says what it does
 * ('Pay €245.50' beside the card marks). In one column the summary
 * comes before that action. It recalculates the invoice when the country it
 * depends on changes (docs/spec.md §2 Checkout view).
 */
export function Layout({
  form,
  submit,
  values,
  stores,
}: {
  form: ReactNode;
  submit: ReactNode;
  values: CheckoutFormValues;
  stores: CheckoutStores;
}) {
  const t = useT();
  const facts = factsOf(values, stores);
  // Calculated again when what the invoice answers for changes: the cart, its lines or the country.
  useEffect(() => void loadInvoice(facts.invoiceCountry), [facts.invoiceCountry, facts.invoiceKey]);
  const { choice } = facts;
  return (
    <div className="es-checkout">
      <div className="es-checkout__main">
        {form}
        {facts.shipping && (
          <p className="es-checkout__message" role="status">
            {messageText(facts.shipping, t)}
          </p>
        )}
      </div>
      <OrderSummary facts={facts} stores={stores} />
      <div className="es-checkout__pay">
        {!facts.invoice ? (
          <p className="es-loading" role="status">
            {t('checkout.calculating')}
          </p>
        ) : choice.ok ? (
          <p className="es-checkout__method">
            {t('checkout.paymentMethod', { method: stores.config.paymentMethods[choice.method] ?? choice.method })}
          </p>
        ) : (
          <p className="es-checkout__message" role="alert">
            {messageText(choice.error, t)}
          </p>
        )}
        <div className="es-actions es-checkout__submit">
          {submit}
          {choice.ok && choice.method === 'credit_card' && <CardLogos label={t('footer.cards')} />}
        </div>
      </div>
    </div>
  );
}
