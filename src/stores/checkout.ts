import { proxy, ref } from 'valtio';
import * as api from '../api/cart';
import { ApiError, outcomeUnknown } from '../api/client';
import { attemptKey, settleAttempt } from '../api/idempotency';
import { attempt, failed, type Result } from '../api/result';
import type { Customer, Invoice, Order, Voucher } from '../api/types';
import { invoiceKey } from '../domain/invoice';
import { runCartWrite } from './cart/actions';
import { loadCart } from './cart/queue';
import { clearCart } from './cart/receive';
import { crossTabLock } from './cross-tab-lock';
import { cartState, currentCartCode } from './cart/state';
import { getT } from './config';
import { logFailure, showFailure } from '../feedback/feedback';
import { loadData } from './session';
import { receiveData } from './shop-data';
import { onUnmount, perMount, send } from './runtime';

/**
 * Checkout's own state (docs/spec.md §2 Checkout view): the invoice for the chosen
 * country, and whether it is being calculated. The voucher lives with the
 * cart (`cartState.voucher`): checkout success clears both (docs/spec.md §4).
 */
const fresh = () => ({
  invoice: null as Invoice | null,
  /** `code|country` the invoice answers; a newer request makes an older answer stale. */
  invoiceFor: '',
  calculating: false,
  /** Why the invoice could not be calculated, in words. */
  invoiceError: null as string | null,
  /** The order just placed: the view then says where the shopper goes, not that the cart is empty. */
  placed: null as { code: string; paying: boolean } | null,
  /** The last attempt's outcome is unknown: the order may exist, so the way to the orders is offered. */
  unsure: false,
});

export const checkoutState = proxy(fresh());

/** The mount's latest invoice request: the answer to any other is dropped (so is any after unmount). */
const invoices = perMount(() => ({ latest: {} }));

/**
 * `/calculate-invoice` for the cart and the country (docs/spec.md §7): recalculated when
 * the country or the cart changes; when several are under way the latest
 * request's answer wins, earlier ones are dropped.
 */
export async function loadInvoice(country: string | null): Promise<void> {
  const code = currentCartCode();
  if (!code) return;
  const key = invoiceKey(cartState.cart, country);
  const mine = (invoices().latest = {});
  checkoutState.calculating = true;
  const result = await attempt(() => send(api.calculateInvoice(code, country)));
  if (mine !== invoices().latest) return;
  checkoutState.calculating = false;
  if (result.ok) {
    checkoutState.invoice = ref(result.value.invoice);
    checkoutState.invoiceFor = key;
    checkoutState.invoiceError = null;
  } else {
    logFailure('/calculate-invoice', result.error);
    checkoutState.invoice = null;
    checkoutState.invoiceError = getT()('checkout.invoiceFailed');
  }
}

/**
 * `/validate-voucher` (docs/spec.md §7): the voucher is kept with the cart (and goes
 * when its lines change: cart/receive). An answer without a voucher is
 * 'Invalid or expired voucher code.' (docs/spec.md §5), as is a refusal without words.
 */
export const applyVoucher = (code: string): Promise<Result<Voucher>> =>
  runCartWrite({
    key: 'voucher',
    needsCart: true,
    call: async (cart) => {
      const invalid = () => new Error(getT()('checkout.voucherInvalid'));
      const answer = await send(api.validateVoucher(cart ?? '', code.trim())).catch((error: unknown) => {
        // A refusal without words (or an unreadable answer) is still a refused code; a lost connection is not.
        throw error instanceof ApiError && (error.kind === 'http' || error.kind === 'parse') && !error.serverMessage && !error.fieldErrors
          ? invalid()
          : error;
      });
      if (!answer.voucher) throw invalid();
      return answer.voucher;
    },
    store: (voucher) => {
      cartState.voucher = voucher;
    },
  });

export function removeVoucher(): void {
  cartState.voucher = null;
}

export interface CheckoutRequest {
  customer: Customer;
  order: api.CheckoutOrder;
  voucherCode: string | null;
}

export interface Placed {
  order: Order;
  /** The payment instruction, checked where it is followed (stores/payment). */
  payment: unknown;
}

/** Another tab of this site is placing an order for the same cart: this one waits its turn and sends nothing. */
async function alone<T>(code: string, run: () => Promise<Result<T>>): Promise<Result<T>> {
  const outcome = await crossTabLock(`event-shop-checkout-${code}`, run);
  if (outcome) return outcome;
  const refused = failed(new Error(getT()('checkout.otherTab')));
  showFailure(refused.error, 'checkout');
  return refused;
}

/**
 * After a money-path call whose outcome is unknown: the cart and the orders as
 * the server holds them now, before the shopper can click again. A cart that
 * is gone is not called expired: the order was probably placed. (The reload
 * the failed write asked for has not started yet, as it waits for the queue:
 * this request, the latest, makes it quiet.)
 */
export const reloadAfterUnknown = (): Promise<unknown> => Promise.all([loadCart(undefined, true), loadData()]);

/**
 * `/checkout-cart` (docs/spec.md §7): one order per cart. A second click, Enter or a
 * second tab's click while one is sent sends nothing (the cart queue joins the
 * first; a Web Lock keeps other tabs out). On success the cart, its voucher
 * and its stored code are gone (docs/spec.md §4) and the other tabs are told. A
 * failure whose outcome is unknown is never retried by itself: the shopper is
 * told the order may exist, cart and orders are reloaded first, and the same
 * request sent again carries the same `Idempotency-Key`.
 */
export async function checkout({ customer, order, voucherCode }: CheckoutRequest): Promise<Result<Placed>> {
  const code = currentCartCode();
  if (!code) return failed(new Error(getT()('error.generic')));
  const request = JSON.stringify(['checkout-cart', code, customer, order, voucherCode]);
  checkoutState.unsure = false;
  const result = await alone(code, () =>
    runCartWrite({
      key: 'checkout',
      needsCart: true,
      call: (cart) => send(api.checkoutCart(cart ?? '', customer, order, voucherCode, attemptKey(request))),
      store: (answer) => {
        checkoutState.placed = { code: answer.order.code, paying: answer.payment !== null };
        if (answer.data) receiveData(answer.data);
        else void loadData();
        cartState.voucher = null;
        clearCart(code);
      },
    }),
  );
  if (result.ok || !outcomeUnknown(result.error)) settleAttempt(request);
  else {
    checkoutState.unsure = true;
    await reloadAfterUnknown();
  }
  return result;
}

export function resetCheckout(): void {
  invoices().latest = {};
  Object.assign(checkoutState, fresh());
}
onUnmount(resetCheckout);
