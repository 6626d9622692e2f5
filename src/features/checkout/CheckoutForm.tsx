import { useMemo } from 'react';
import { FORM_ERROR } from 'final-form';
import { useSnapshot } from 'valtio';
import type { Cart, Customer } from '../../api/types';
import { TermsField } from '../../components/TermsField';
import { cleanAddress } from '../../domain/address';
import { checkoutSchema, voucherCodeToSend } from '../../domain/checkout-rules';
import { labelText, messageText } from '../../domain/messages';
import { formatMinor } from '../../domain/money';
import { payActionLabel } from '../../domain/payment-method';
import { paths } from '../../domain/paths';
import { checkout, checkoutState } from '../../stores/checkout';
import { useConfig, useT } from '../../stores/config';
import { hrefFor, navigate } from '../../stores/location';
import { followPayment, handoff } from '../../stores/payment';
import { pageState } from '../../stores/page';
import { optionsOf } from '../../ui/Dropdown';
import { GroupError, SelectField, TextField } from '../../ui/form-fields';
import { ShopForm } from '../../ui/ShopForm';
import { notify } from '../../ui/toast';
import { checkoutFacts, factsOf, readCheckoutStores, useCheckoutStores, type CheckoutFormValues } from './facts';
import { Layout } from './Layout';

/**
 * The checkout form (docs/spec.md §2, §5): country; with merchandise the shipping
 * country and the configured address lines; the terms. The summary, the
 * payment method the rules chose and the pay action (with the Checkout
 * button's four disabled conditions, docs/spec.md §5) are laid out around it (Layout). Prefilled from the
 * customer; a failed call keeps every value.
 */
export function CheckoutForm({ cart, customer }: { cart: Cart; customer: Customer }) {
  const config = useConfig();
  const t = useT();
  const stores = useCheckoutStores();
  const { formError } = useSnapshot(pageState);
  const { unsure } = useSnapshot(checkoutState);
  const lines = Object.entries(config.addressLines);
  const merchandise = cart.merchandise.length > 0;
  const initialValues = useMemo<CheckoutFormValues>(
    () => ({
      country: customer.country ?? '',
      shippingCountry: customer.country ?? '',
      shippingAddress: Object.fromEntries(lines.map(([key]) => [key, customer.address?.[key] ?? ''])),
      acceptTerms: false,
    }),
    // The form starts from the customer once; new data must not reset what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const place = async (values: CheckoutFormValues) => {
    const facts = checkoutFacts(values, readCheckoutStores(config));
    // Enter in a field while the button is disabled (docs/spec.md §5) sends nothing either.
    if (facts.block) return undefined;
    if (!facts.choice.ok) return { [FORM_ERROR]: messageText(facts.choice.error, t) };
    const result = await checkout({
      customer: { ...customer, country: values.country },
      order: {
        paymentMethod: facts.choice.method,
        shippingName: merchandise ? customer.fullName : null,
        shippingCountry: merchandise ? values.shippingCountry : null,
        shippingAddress: merchandise ? cleanAddress(values.shippingAddress, config.addressLines) : null,
      },
      voucherCode: voucherCodeToSend(facts.paymentPlan, facts.voucher),
    });
    // Failed, or answered after the host page unmounted the shop (stores/runtime): nowhere to go.
    if (!result.ok) return undefined;
    const { order, payment } = result.value;
    if (!payment) {
      navigate(paths.orderConfirmation.href(order.code));
      return undefined;
    }
    // 'Please wait' is on screen already (checkoutState.placed.paying).
    const left = await followPayment(payment);
    if (!left.ok) {
      // The order exists: the shopper lands on it, told why, with a way to pay (OrderPage).
      notify.error(left.error.message);
      handoff.failed = order.code;
      navigate(paths.order.href(order.code));
    }
    return undefined;
  };

  return (
    <ShopForm<CheckoutFormValues>
      schema={checkoutSchema}
      context={{ hasMerchandise: merchandise, addressLines: config.addressLines }}
      initialValues={initialValues}
      error={formError}
      label={t('title.checkout')}
      submitLabel={(values) => {
        const facts = factsOf(values, stores);
        return labelText(
          payActionLabel(facts.choice, facts.toPayMinor, (minor) => formatMinor(minor, config.locale, config.currency)),
          t,
        );
      }}
      onSubmit={place}
      submitDisabled={(values) => factsOf(values, stores).block !== null}
      actions={
        // The order may exist: where to check, beside the button that would place another.
        unsure && (
          <a className="es-btn es-btn--secondary" href={hrefFor(paths.portal.href())}>
            {t('checkout.viewOrders')}
          </a>
        )
      }
      frame={(form, submit, values) => <Layout form={form} submit={submit} values={values} stores={stores} />}
    >
      <fieldset>
        <legend>{t('checkout.details')}</legend>
        <SelectField required name="country" label={t('checkout.country')} options={optionsOf(config.countries)} />
      </fieldset>
      {merchandise && (
        <fieldset>
          <legend>{t('checkout.shippingAddress')}</legend>
          <SelectField required name="shippingCountry" label={t('checkout.shippingCountry')} options={optionsOf(config.countries)} />
          {lines.map(([key, line]) => (
            <TextField key={key} name={`shippingAddress.${key}`} label={line.text} required={line.required} />
          ))}
          <GroupError name="shippingAddress" />
        </fieldset>
      )}
      <TermsField />
    </ShopForm>
  );
}
