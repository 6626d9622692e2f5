import type { Address } from '../../../src/api/wire';
import type { DemoCart, DemoDb } from '../db';
import {
  action,
  fail,
  invalid,
  isReply,
  obj,
  ok,
  str,
  unauthenticated,
  type ActionContext,
  type BackendOptions,
  type Reply,
} from '../http';
import { CANNOT_SHIP, invoiceFor, shippingFor } from '../invoice';
import type { DemoVoucher } from '../model';
import { cents, linesCents, msOf } from '../money';
import { orderFromCart } from '../orders';
import { cardPaymentDue, recordPayment } from '../payments';
import { addressLines, countryKnown, eventSettings } from '../settings';
import { shopDataFor } from '../shop-data';
import { orderView } from '../views';
import { cartExpired, liveCart } from './cart';

/**
 * Checkout calls of docs/spec.md §7: `/calculate-invoice`, `/validate-voucher`,
 * `/checkout-cart`. The checkout re-checks on the server everything the shop
 * checked (docs/spec.md §4, §5): the live cart, the country, shipping, the voucher and
 * the payment method, then turns the cart into one order.
 */

export const INVALID_VOUCHER = 'Invalid or expired voucher code.';

const isPlanCart = (cart: DemoCart): boolean => cart.products.some((l) => l.product.has_payment_plan === true);

function usableVoucher(db: DemoDb, code: string): DemoVoucher | null {
  const wanted = code.toUpperCase();
  const voucher = db.state.vouchers.find((v) => v.code.toUpperCase() === wanted);
  if (!voucher || (voucher.single_use && voucher.used)) return null;
  const expires = msOf(voucher.expires_at);
  return expires !== null && db.now() > expires ? null : voucher;
}

/** docs/spec.md §5: a payment-plan cart gets no voucher. */
function voucherFor(db: DemoDb, cart: DemoCart, code: string): DemoVoucher | Reply {
  if (!code) return invalid({ code: ['Please enter a voucher code.'] }, 'Please enter a voucher code.');
  const voucher = isPlanCart(cart) ? null : usableVoucher(db, code);
  return voucher ?? invalid({ code: [INVALID_VOUCHER] }, INVALID_VOUCHER);
}

/**
 * docs/spec.md §4, §5: voucher when the discount covers everything; otherwise card if
 * every product's event has it, bank transfer if every product's event has it
 * for the customer's country (merchandise belongs to no event). Instalments
 * are paid by card (docs/spec.md §1), so a payment-plan cart is not offered transfer.
 */
export function allowedMethods(db: DemoDb, cart: DemoCart, country: string, covered: boolean): string[] {
  if (covered) return ['voucher'];
  const events = cart.products.map((l) => eventSettings(db, l.product.event_id));
  const methods: string[] = [];
  if (events.every((e) => e.creditCardActive)) methods.push('credit_card');
  if (!isPlanCart(cart) && events.every((e) => e.bankTransferActive && e.bankTransferCountries.includes(country)))
    methods.push('bank_transfer');
  return methods;
}

interface Shipment {
  country: string | null;
  name: string | null;
  address: Address | null;
  cents: number;
}

/** With merchandise: a country we ship to and every required address line (docs/spec.md §5). */
function readShipment(db: DemoDb, ctx: ActionContext, cart: DemoCart, customerName: string): Shipment | Reply {
  if (!cart.merchandise.length) return { country: null, name: null, address: null, cents: 0 };
  const order = obj(ctx.body.order);
  const country = str(order.shipping_country) || null;
  if (!country) return invalid({ shipping_country: ['Please choose the shipping country.'] });
  const shipping = shippingFor(cart, country);
  if (!shipping) return invalid({ shipping_country: [CANNOT_SHIP] }, CANNOT_SHIP);
  const given = obj(order.shipping_address);
  const lines = addressLines(db);
  const address = Object.fromEntries(lines.map((l) => [l.key, str(given[l.key])]));
  const missing = lines.filter((l) => l.required && !address[l.key]).map((l) => l.text);
  if (missing.length) {
    const message = `Please fill out the following fields: ${missing.join(', ')}.`;
    return invalid({ shipping_address: [message] }, message);
  }
  return { country, name: str(order.shipping_name) || customerName, address, cents: cents(shipping.price) };
}

function checkout(db: DemoDb, ctx: ActionContext): Reply {
  const { customer, body } = ctx;
  if (!customer) return unauthenticated();
  const cart = liveCart(db, body.cart);
  if (!cart) return cartExpired();
  if (!cart.products.length && !cart.merchandise.length) return fail(422, 'Your cart is empty.');
  const country = str(obj(body.customer).country);
  if (!country || !countryKnown(db, country)) return invalid({ country: ['Please choose your country.'] });
  const shipment = readShipment(db, ctx, cart, customer.full_name);
  if (isReply(shipment)) return shipment;
  const code = str(body.voucher_code);
  const voucher = code ? voucherFor(db, cart, code) : null;
  if (isReply(voucher)) return voucher;
  const gross = linesCents([...cart.products, ...cart.merchandise]) + shipment.cents;
  const discount = voucher ? Math.min(cents(voucher.discount_amount), gross) : 0;
  const methods = allowedMethods(db, cart, country, voucher !== null && discount >= gross);
  const method = str(obj(body.order).payment_method);
  if (!methods.length) return fail(422, 'No valid payment methods found.');
  if (!methods.includes(method)) return invalid({ payment_method: ['This payment method is not available for this order.'] });

  const order = orderFromCart(db, customer, cart, {
    payment_method: method,
    shipping_country: shipment.country,
    shipping_name: shipment.name,
    shipping_address: shipment.address,
    shipping_cents: shipment.cents,
    discount_cents: discount,
    discount_name: voucher?.code ?? null,
  });
  db.state.orders.push(order);
  // The cart is gone; its stock stays sold to the order.
  delete db.state.carts[cart.code];
  if (voucher?.single_use) voucher.used = true;
  db.state.emails.push({ to: customer.email, kind: 'order', about: order.code, at: db.now() });
  if (method === 'voucher') recordPayment(db, order, null, 0);
  const payment = method === 'credit_card' ? cardPaymentDue(db, order) : null;
  return ok({ order: orderView(db, order), payment, data: shopDataFor(db, customer) });
}

export function checkoutHandlers(db: DemoDb, options: BackendOptions) {
  return [
    action(db, options, 'calculate-invoice', ({ body }) => {
      const cart = liveCart(db, body.cart);
      return cart ? ok({ invoice: invoiceFor(cart, str(body.country) || null) }) : cartExpired();
    }),

    action(db, options, 'validate-voucher', ({ body }) => {
      const cart = liveCart(db, body.cart);
      if (!cart) return cartExpired();
      const voucher = voucherFor(db, cart, str(body.code));
      return isReply(voucher) ? voucher : ok({ voucher: { code: voucher.code, discount_amount: voucher.discount_amount } });
    }),

    action(db, options, 'checkout-cart', (ctx) => checkout(db, ctx)),
  ];
}
