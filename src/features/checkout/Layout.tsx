import { useEffect, type ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import { messageText } from '../../domain/messages';
import { loadInvoice } from '../../stores/checkout';
import { useT } from '../../stores/config';
import { checkoutFacts, type CheckoutFormValues, type CheckoutStores } from './facts';
import { Summary } from './Summary';

/**
 * The checkout's layout around its form: the fields, the shipping message, the
 * payment method and the Checkout button; beside them the summary with the
 * invoice and the voucher. It recalculates the invoice when the country it
 * depends on changes (spec 2 Checkout view).
 */
export function Layout({ form, submit, stores }: { form: ReactNode; submit: ReactNode; stores: CheckoutStores }) {
  const t = useT();
  const { values } = useFormState<CheckoutFormValues>({ subscription: { values: true } });
  const facts = checkoutFacts(values, stores);
  const lines = `${stores.cart?.products.length ?? 0}|${stores.cart?.merchandise.length ?? 0}`;
  useEffect(() => void loadInvoice(facts.invoiceCountry), [facts.invoiceCountry, lines]);
  const method = facts.choice.ok ? stores.config.paymentMethods[facts.choice.method] ?? facts.choice.method : null;
  return (
    <div className="es-checkout">
      <div className="es-checkout__main">
        {form}
        {facts.shipping && (
          <p className="es-checkout__message" role="status">
            {messageText(facts.shipping, t)}
          </p>
        )}
        {!facts.invoice ? (
          <p className="es-loading" role="status">
            {t('checkout.calculating')}
          </p>
        ) : facts.choice.ok ? (
          <p className="es-checkout__method">{t('checkout.paymentMethod', { method: method ?? '' })}</p>
        ) : (
          <p className="es-checkout__message" role="alert">
            {messageText(facts.choice.error, t)}
          </p>
        )}
        <div className="es-actions es-checkout__submit">{submit}</div>
      </div>
      <Summary facts={facts} stores={stores} />
    </div>
  );
}
