import { object, type TestContext } from 'yup';
import { missingAddressLines, type AddressLines, type AddressValues } from './address';
import { isBlank, type Message } from './messages';
import { anyMethodAllowed, voucherCovers, type AllowedMethods } from './payment-method';
import { anyValue, failWith, formSchema } from './validation';

/**
 * The checkout form's rules (docs/spec.md §5 Checkout). Amounts are integer minor
 * units: `totalMinor` is the items' total without shipping, `shippingMinor`
 * the invoice's shipping price, `discountMinor` the applied voucher's discount
 * (null without one). A voucher pays for shipping too (docs/spec.md §4), so "the total"
 * it is weighed against is always total plus shipping.
 */

export interface CheckoutValues {
  country: string | null | undefined;
  shippingCountry?: string | null;
  shippingAddress?: AddressValues;
  acceptTerms: boolean;
}

export interface CheckoutFormContext {
  hasMerchandise: boolean;
  /** Config `addressLines`: the shipping address asks for these. */
  addressLines: AddressLines;
}

export type CheckoutField = 'country' | 'shippingCountry' | 'shippingAddress' | 'acceptTerms';

const formContext = (test: TestContext) => test.options.context as CheckoutFormContext;

/**
 * The checkout form's rules (docs/spec.md §5 Checkout), in the spec's order; the
 * form (ShopForm) shows the first failure. Country; with merchandise the
 * shipping country, then the required shipping address lines, all named in
 * one message on the address; the terms, ticked. Its context is the form
 * context above.
 */
export const checkoutSchema = formSchema(() =>
  object({
    country: anyValue().test('required', 'checkout.countryRequired', (value) => !isBlank(value)),
    shippingCountry: anyValue().test('required', 'checkout.shippingCountryRequired', function (value) {
      return !formContext(this).hasMerchandise || !isBlank(value);
    }),
    shippingAddress: anyValue().test('lines', 'checkout.fillFields', function (address) {
      const { hasMerchandise, addressLines } = formContext(this);
      const missing = hasMerchandise ? missingAddressLines(address as AddressValues, addressLines) : [];
      // 'Please fill out the following fields': the lines' texts, joined with ", ".
      return !missing.length || failWith(this, 'checkout.fillFields', { fields: missing.map((m) => m.label.text).join(', ') });
    }),
    acceptTerms: anyValue().test('accepted', 'checkout.termsRequired', (value) => value === true),
  }),
);

/** The voucher entry's schema: a code is needed before /validate-voucher ('Please enter a voucher code.'). */
export const voucherSchema = formSchema(() =>
  object({
    code: anyValue().test('required', 'checkout.voucherRequired', (value) => !isBlank(value)),
  }),
);

/** A voucher is not offered for payment-plan carts (docs/spec.md §5). */

/** The `voucherCode` sent with /checkout-cart: null for payment-plan carts and without a voucher. */
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
  if (discountMinor == null) return null;
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
