import { DEFAULT_EVENT_SETTINGS, settingsOf, type EventSettingsSource } from './event-settings';
import { keyLabel, sameCode, type Label, type Message } from './messages';

/** The payment methods of docs/spec.md §4 (docs/embed-contract.md §3 `paymentMethods` labels them). */
export type PaymentMethod = 'credit_card' | 'bank_transfer' | 'voucher';

/**
 * The checkout's payment method, chosen automatically (docs/spec.md §4 Checkout payment
 * method, docs/spec.md §5 Checkout). Amounts are integer minor units.
 */

/** A cart product as this rule reads it: only its shop item's event. Cart merchandise has no event and is not passed. */
export interface MethodCartProduct {
  product: { eventId?: string | number | null };
}

export interface AllowedMethods {
  creditCard: boolean;
  bankTransfer: boolean;
}

/**
 * Card: every cart product's event has `creditCardActive`. Bank transfer: every
 * product's event has `bankTransferActive` and lists the customer's country in
 * `bankTransferCountries`. A cart without products (merchandise only) has no
 * event to switch either on, so it gets the contract defaults: card on,
 * transfer off.
 */
export function allowedMethods(
  products: readonly MethodCartProduct[],
  settings: EventSettingsSource,
  country: string | null | undefined,
): AllowedMethods {
  if (products.length === 0) {
    return { creditCard: DEFAULT_EVENT_SETTINGS.creditCardActive, bankTransfer: DEFAULT_EVENT_SETTINGS.bankTransferActive };
  }
  const events = products.map((line) => settingsOf(settings, line.product.eventId));
  const hasCountry = typeof country === 'string' && country.trim() !== '';
  return {
    creditCard: events.every((s) => s.creditCardActive === true),
    bankTransfer:
      hasCountry && events.every((s) => s.bankTransferActive === true && (s.bankTransferCountries ?? []).some((c) => sameCode(c, country))),
  };
}

/**
 * An applied voucher pays for everything: total plus shipping is at most its
 * discount (docs/spec.md §4). No voucher (null) never covers, even a free order.
 */
export function voucherCovers(
  totalMinor: number,
  shippingMinor: number | null | undefined,
  discountMinor: number | null | undefined,
): boolean {
  if (discountMinor == null) return false;
  return totalMinor + (shippingMinor ?? 0) <= discountMinor;
}

export interface MethodInput {
  allowed: AllowedMethods;
  /** The items' total in minor units, without shipping. */
  totalMinor: number;
  /** Shipping in minor units (null or 0 without merchandise). */
  shippingMinor: number | null | undefined;
  /** The applied voucher's discount in minor units, or null without a voucher. */
  discountMinor: number | null | undefined;
}

export type MethodChoice = { ok: true; method: PaymentMethod } | { ok: false; error: Message };

/**
 * docs/spec.md §4, in order: voucher when it covers the whole total; bank transfer when
 * only transfer is allowed; card when card is allowed (alone, or with transfer:
 * the default); neither is 'No valid payment methods found.'
 */
export function choosePaymentMethod({ allowed, totalMinor, shippingMinor, discountMinor }: MethodInput): MethodChoice {
  if (voucherCovers(totalMinor, shippingMinor, discountMinor)) return { ok: true, method: 'voucher' };
  if (allowed.bankTransfer && !allowed.creditCard) return { ok: true, method: 'bank_transfer' };
  if (allowed.creditCard) return { ok: true, method: 'credit_card' };
  return { ok: false, error: { key: 'checkout.noPaymentMethods' } };
}

/** Whether any method but the voucher is open. */
export const anyMethodAllowed = (allowed: AllowedMethods): boolean => allowed.creditCard || allowed.bankTransfer;

/**
 * What the checkout's action says it does: a card payment names its
 * amount ('Pay €245.50'); a bank transfer or a voucher places the order, as
 * does a choice not made yet (no amount known, no method).
 */
export function payActionLabel(choice: MethodChoice, toPayMinor: number | null, format: (minor: number) => string): Label {
  return choice.ok && choice.method === 'credit_card' && toPayMinor !== null
    ? keyLabel('checkout.pay', { amount: format(toPayMinor) })
    : keyLabel('checkout.submit');
}
