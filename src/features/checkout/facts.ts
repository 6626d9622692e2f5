import { useSnapshot } from 'valtio';
import type { Cart, Invoice, Voucher } from '../../api/types';
import { hasMerchandise } from '../../domain/cart-rules';
import { checkoutBlock, shippingMessage, type CheckoutBlock } from '../../domain/checkout-rules';
import { amountToPay, invoiceAmounts, invoiceKey } from '../../domain/invoice';
import { allowedMethods, choosePaymentMethod, type MethodChoice } from '../../domain/payment-method';
import type { Message } from '../../domain/messages';
import { cartState } from '../../stores/cart/state';
import { checkoutState } from '../../stores/checkout';
import type { ShopConfig } from '../../config/types';
import { useConfig } from '../../stores/config';

/** The checkout form's values (ShopForm). */
export interface CheckoutFormValues {
  country: string;
  shippingCountry: string;
  shippingAddress: Record<string, string>;
  acceptTerms: boolean;
}

export interface CheckoutFacts {
  paymentPlan: boolean;
  /** The invoice for the country now chosen, or null while it is calculated. */
  invoice: Invoice | null;
  voucher: Voucher | null;
  /** The country the invoice is for: the shipping country with merchandise, else the customer's. */
  invoiceCountry: string | null;
  /** What the invoice must answer for (domain/invoice invoiceKey): a new key asks for a new invoice. */
  invoiceKey: string;
  choice: MethodChoice;
  shipping: Message | null;
  block: CheckoutBlock | null;
  totalMinor: number;
  /** The one amount to pay: the invoice's total less the voucher, or null while it is calculated. */
  toPayMinor: number | null;
  shippingMinor: number | null;
  discountMinor: number | null;
}

/** What the checkout reads of the stores, as one snapshot. */
export interface CheckoutStores {
  config: ShopConfig;
  cart: Cart | null;
  voucher: Voucher | null;
  invoice: Invoice | null;
  invoiceFor: string;
  calculating: boolean;
}

/** The stores as they are now (a submit reads these: the render's copy may be a frame old). */
export function readCheckoutStores(config: ShopConfig): CheckoutStores {
  const { invoice, invoiceFor, calculating } = checkoutState;
  return { config, cart: cartState.cart, voucher: cartState.voucher, invoice, invoiceFor, calculating };
}

export function useCheckoutStores(): CheckoutStores {
  const config = useConfig();
  const { invoice, invoiceFor, calculating } = useSnapshot(checkoutState);
  const snap = useSnapshot(cartState);
  return {
    config,
    cart: snap.cart as Cart | null,
    voucher: snap.voucher as Voucher | null,
    invoice: invoice as Invoice | null,
    invoiceFor,
    calculating,
  };
}

/**
 * What the rules of docs/spec.md §4 and §5 make of the cart, the form's values, the
 * invoice and the voucher: the payment method, the shipping message and why
 * the Checkout button is disabled.
 */
export function checkoutFacts(
  values: Pick<CheckoutFormValues, 'country' | 'shippingCountry'>,
  { config, cart, voucher, invoice, invoiceFor, calculating }: CheckoutStores,
): CheckoutFacts {
  const merchandise = hasMerchandise(cart);
  const paymentPlan = (cart?.products ?? []).some((l) => l.product.hasPaymentPlan === true);
  const invoiceCountry = (merchandise ? values.shippingCountry : values.country) || null;
  const key = invoiceKey(cart, invoiceCountry);
  const current = invoiceFor === key ? invoice : null;
  const amounts = current ? invoiceAmounts(current) : null;
  const totalMinor = amounts?.itemsMinor ?? 0;
  const shippingMinor = amounts?.shippingMinor ?? null;
  const discountMinor = voucher ? voucher.discountAmount : null;
  const allowed = allowedMethods(cart?.products ?? [], config.eventSettings, values.country);
  const shippingState = {
    hasMerchandise: merchandise,
    shippingCountry: values.shippingCountry,
    shipping: current ? current.shipping : undefined,
  };
  return {
    paymentPlan,
    invoice: current,
    voucher,
    invoiceCountry,
    invoiceKey: key,
    choice: choosePaymentMethod({ allowed, totalMinor, shippingMinor, discountMinor }),
    shipping: shippingMessage(shippingState),
    block: checkoutBlock({
      ...shippingState,
      loading: calculating || !current,
      country: values.country,
      allowed,
      totalMinor,
      shippingMinor,
      discountMinor,
    }),
    totalMinor,
    toPayMinor: amounts ? amountToPay(amounts.totalMinor, discountMinor) : null,
    shippingMinor,
    discountMinor,
  };
}

/** The facts last worked out for a values object, and the stores they were read with. */
const known = new WeakMap<object, [CheckoutStores, CheckoutFacts]>();

/**
 * `checkoutFacts` once per render: the action's words, its disabled state and
 * the layout all ask with the same values and stores, so the second and third
 * asks reuse the first answer (new values or stores work it out again).
 */
export function factsOf(values: Pick<CheckoutFormValues, 'country' | 'shippingCountry'>, stores: CheckoutStores): CheckoutFacts {
  const hit = known.get(values);
  if (hit && hit[0] === stores) return hit[1];
  const facts = checkoutFacts(values, stores);
  known.set(values, [stores, facts]);
  return facts;
}
