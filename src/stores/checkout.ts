import { proxy, ref } from 'valtio';
import * as api from '../api/cart';
import { attempt, failed, type Result } from '../api/result';
import type { Customer, Invoice, Order, PaymentInstruction, ShopData, Voucher } from '../api/types';
import { runCartWrite } from './cart/actions';
import { clearCart } from './cart/receive';
import { cartState, currentCartCode } from './cart/state';
import { getT } from './config';
import { logFailure, showFailure } from './feedback';
import { receiveData } from './shop-data';

/**
 * Checkout's own state (spec 2 Checkout view): the invoice for the chosen
 * country, and whether it is being calculated. The voucher lives with the
 * cart (`cartState.voucher`): checkout success clears both (spec 4).
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
});

export const checkoutState = proxy(fresh());

let latest = 0;

/** What an invoice answers for: the cart, its lines, and the country it was calculated for. */
export const invoiceKey = (country: string | null): string =>
  `${currentCartCode() ?? ''}|${country ?? ''}|${cartState.cart?.products.length ?? 0}|${cartState.cart?.merchandise.length ?? 0}`;

/**
 * `/calculate-invoice` for the cart and the country (spec 7): recalculated when
 * the country or the cart changes; when several are under way the latest
 * request's answer wins, earlier ones are dropped.
 */
export async function loadInvoice(country: string | null): Promise<void> {
  const code = currentCartCode();
  if (!code) return;
  const key = invoiceKey(country);
  const mine = ++latest;
  checkoutState.calculating = true;
  const result = await attempt(() => api.calculateInvoice(code, country));
  if (mine !== latest) return;
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

/** `/validate-voucher` (spec 7): the voucher is kept with the cart; the form shows why one is refused. */
export const applyVoucher = (code: string): Promise<Result<{ voucher: Voucher }>> =>
  runCartWrite({
    key: 'voucher',
    needsCart: true,
    call: (cart) => api.validateVoucher(cart ?? '', code.trim()),
    store: ({ voucher }) => {
      cartState.voucher = voucher;
    },
    failure: 'view',
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
  payment: PaymentInstruction | null;
}

/** Another tab of this site is placing an order for the same cart: this one waits its turn and sends nothing. */
async function alone<T>(code: string, run: () => Promise<Result<T>>): Promise<Result<T>> {
  // Absent outside secure contexts.
  const locks = navigator.locks as LockManager | undefined;
  if (!locks) return run();
  const outcome = await locks.request(`event-shop-checkout-${code}`, { ifAvailable: true }, async (lock) => (lock ? run() : null));
  if (outcome) return outcome;
  const refused = failed(new Error(getT()('checkout.otherTab')));
  showFailure(refused.error, 'form');
  return refused;
}

/**
 * `/checkout-cart` (spec 7): one order per cart. A second click, Enter or a
 * second tab's click while one is sent sends nothing (the cart queue joins the
 * first; a Web Lock keeps other tabs out). On success the cart, its voucher
 * and its stored code are gone (spec 4) and the other tabs are told. A
 * timeout is not retried: the order may exist (the caller says so).
 */
export function checkout({ customer, order, voucherCode }: CheckoutRequest): Promise<Result<Placed>> {
  const code = currentCartCode();
  if (!code) return Promise.resolve(failed(new Error(getT()('error.generic'))));
  return alone(code, () =>
    runCartWrite<{ order: Order; payment: PaymentInstruction | null; data: ShopData }>({
      key: 'checkout',
      needsCart: true,
      call: (cart) => api.checkoutCart(cart ?? '', customer, order, voucherCode),
      store: (answer) => {
        checkoutState.placed = { code: answer.order.code, paying: answer.payment !== null };
        receiveData(answer.data);
        cartState.voucher = null;
        clearCart(code);
      },
      failure: { form: true, timeout: 'checkout.timeout' },
    }),
  );
}

export function resetCheckout(): void {
  latest += 1;
  Object.assign(checkoutState, fresh());
}
