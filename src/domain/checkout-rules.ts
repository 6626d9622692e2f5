import { mixed, object } from 'yup';
import { missingAddressLines, type AddressLines, type AddressValues } from './address';
import { fillFields, isBlank, type Message } from './messages';
import { anyMethodAllowed, voucherCovers, type AllowedMethods } from './payment-method';
import { failWith } from './validation';

/**
 * The checkout form's rules (docs/spec.md §5 Checkout). Amounts are integer minor
 * units: `totalMinor` is the items' total without shipping, `shippingMinor`
 * the invoice's shipping price, `discountMinor` the applied voucher's discount
 * (null without one). A voucher pays for shipping too (docs/spec.md §4), so "the total"
 * it is weighed against is always total plus shipping.
 */

export interface CheckoutValues {
  country: string | null | undefined;
  shipping_country?: string | null;
  shipping_address?: AddressValues;
  accept_terms: boolean;
}

export interface CheckoutFormContext {
  hasMerchandise: boolean;
  /** Config `addressLines`: the shipping address asks for these. */
  addressLines: AddressLines;
}

export type CheckoutField = 'country' | 'shipping_country' | 'shipping_address' | 'accept_terms';

export interface CheckoutFailure {
  field: CheckoutField;
  message: Message;
  /** For `shipping_address`: the keys of the blank required lines, to mark them. */
  lines?: string[];
}

/**
 * The first failing check in the spec's order: country; with merchandise the
 * shipping country, then the required shipping address lines (all named in
 * one message); the terms. Null when the form may be sent.
 */
export function validateCheckout(values: CheckoutValues, { hasMerchandise, addressLines }: CheckoutFormContext): CheckoutFailure | null {
  if (isBlank(values.country)) return { field: 'country', message: { key: 'checkout.countryRequired' } };
  if (hasMerchandise) {
    if (isBlank(values.shipping_country)) return { field: 'shipping_country', message: { key: 'checkout.shippingCountryRequired' } };
    const missing = missingAddressLines(values.shipping_address, addressLines);
    const message = fillFields(
      'checkout.fillFields',
      missing.map((m) => m.label),
    );
    if (message) return { field: 'shipping_address', message, lines: missing.map((m) => m.line) };
  }
  if (values.accept_terms !== true) return { field: 'accept_terms', message: { key: 'checkout.termsRequired' } };
  return null;
}

const fieldsText = (message: Message): string | undefined =>
  message.fields?.map((label) => ('text' in label ? label.text : label.key)).join(', ');

/** One field of the checkout schema: it fails when `validateCheckout`'s first failure is its own. */
const step = (field: CheckoutField) =>
  mixed().test(field, 'checkout.countryRequired', function () {
    const failure = validateCheckout(this.parent as CheckoutValues, this.options.context as CheckoutFormContext);
    if (!failure || failure.field !== field) return true;
    const fields = fieldsText(failure.message);
    return failWith(this, failure.message.key, { ...failure.message.vars, ...(fields === undefined ? {} : { fields }) });
  });

/**
 * The checkout form's schema (ShopForm), in the spec's order; its context is
 * the form context above. The rules themselves are `validateCheckout`'s.
 */
export const checkoutSchema = object({
  country: step('country'),
  shipping_country: step('shipping_country'),
  shipping_address: step('shipping_address'),
  accept_terms: step('accept_terms'),
});

/** The voucher entry's schema: a code is needed before /validate-voucher. */
export const voucherSchema = object({
  code: mixed().test('code', 'checkout.voucherRequired', (value) => validateVoucherCode(value as string | null) === null),
});

/** A voucher is not offered for payment-plan carts (docs/spec.md §5). */
export const voucherOffered = (hasPaymentPlan: boolean): boolean => !hasPaymentPlan;

/** Before /validate-voucher: an empty code is 'Please enter a voucher code.' */
export const validateVoucherCode = (code: string | null | undefined): Message | null =>
  isBlank(code) ? { key: 'checkout.voucherRequired' } : null;

/** The `voucher_code` sent with /checkout-cart: null for payment-plan carts and without a voucher. */
export function voucherCodeToSend(hasPaymentPlan: boolean, voucher: { code: string } | null | undefined): string | null {
  if (hasPaymentPlan || !voucher || isBlank(voucher.code)) return null;
  return voucher.code.trim();
}

export interface Amounts {
  totalMinor: number;
  shippingMinor: number | null | undefined;
  discountMinor: number | null | undefined;
}

/** The over-value warning: the discount is more than total plus shipping, so some of it is lost. */
export function discountWarning({ totalMinor, shippingMinor, discountMinor }: Amounts): Message | null {
  if (discountMinor === null || discountMinor === undefined) return null;
  return discountMinor > totalMinor + (shippingMinor ?? 0) ? { key: 'checkout.discountWarning' } : null;
}

export interface ShippingState {
  hasMerchandise: boolean;
  /** The country the invoice is calculated for (the shipping country). */
  shippingCountry: string | null | undefined;
  /**
   * The invoice's `shipping`: null when the server cannot ship there
   * (docs/embed-contract.md §5); undefined while no invoice has been calculated for this country yet.
   */
  shipping: { price: number } | null | undefined;
}

/** Merchandise, a chosen country, and the invoice says it cannot be shipped there. */
export const cannotShip = ({ hasMerchandise, shippingCountry, shipping }: ShippingState): boolean =>
  hasMerchandise && !isBlank(shippingCountry) && shipping === null;

/**
 * The shipping line's message. Both concern shipping rates, so a cart without
 * merchandise shows neither.
 */
export function shippingMessage(state: ShippingState): Message | null {
  if (!state.hasMerchandise) return null;
  if (isBlank(state.shippingCountry)) return { key: 'checkout.selectCountryForShipping' };
  return cannotShip(state) ? { key: 'checkout.cannotShip' } : null;
}

export interface CheckoutButtonState extends ShippingState, Amounts {
  loading: boolean;
  /** The customer's country. */
  country: string | null | undefined;
  allowed: AllowedMethods;
}

export type CheckoutBlock = 'loading' | 'country' | 'shipping' | 'payment-method';

/**
 * Why the Checkout button is disabled (docs/spec.md §5), or null: loading; no country;
 * shipping impossible; no payment method available and the discount does not
 * cover total plus shipping.
 */
export function checkoutBlock(state: CheckoutButtonState): CheckoutBlock | null {
  if (state.loading) return 'loading';
  if (isBlank(state.country)) return 'country';
  if (cannotShip(state)) return 'shipping';
  if (!anyMethodAllowed(state.allowed) && !voucherCovers(state.totalMinor, state.shippingMinor, state.discountMinor))
    return 'payment-method';
  return null;
}

export const checkoutDisabled = (state: CheckoutButtonState): boolean => checkoutBlock(state) !== null;
