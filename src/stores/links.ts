import { ApiError, outcomeUnknown, type Call } from '../api/client';
import { attemptKey, settleAttempt } from '../api/idempotency';
import {
  acceptTermsAndConditions,
  getPaymentPlanOrderPayment,
  getTermsAndConditionsOrder,
  payPaymentPlanOrderPayment,
} from '../api/order-links';
import type { Result } from '../api/result';
import type { Order, PaymentPlanPayment, ShopData } from '../api/types';
import { reloadAfterUnknown } from './checkout';
import { attemptLogged, loadFailureText, perform } from '../feedback/feedback';
import { followPayment } from './payment';
import { loadData } from './session';
import { receiveData } from './shop-data';
import { send } from './runtime';

/**
 * The links authorised by order code and checksum (docs/spec.md §2, §4 Terms flow, §7, §8;
 * docs/embed-contract.md §4): the terms acceptance and the instalment payment. A visitor may
 * use them; the answers' `data` is whoever is logged in (or a visitor's).
 */

/** A link's load: its value, an expired link (the server refused it), or a failure to retry. */
export type LinkLoad<T> = { state: 'ready'; value: T } | { state: 'expired' } | { state: 'failed'; text: string };

/** `/get-terms-and-conditions-order`: a 4xx answer is an invalid link, the 'Link expired' page (docs/spec.md §8). */
export async function loadTermsOrder(code: string, checksum: string): Promise<LinkLoad<Order>> {
  const result = await attemptLogged('/get-terms-and-conditions-order', getTermsAndConditionsOrder(code, checksum));
  if (result.ok) return { state: 'ready', value: result.value.order };
  const refused = result.error instanceof ApiError && result.error.status >= 400 && result.error.status < 500;
  return refused ? { state: 'expired' } : { state: 'failed', text: loadFailureText(result.error) };
}

export interface Instalment {
  order: Order;
  payment: PaymentPlanPayment;
}

/** `/get-payment-plan-order-payment`; on failure the page goes to the order (docs/spec.md §8). */
export const loadInstalment = (code: string, reference: string, checksum: string): Promise<Result<Instalment>> =>
  attemptLogged('/get-payment-plan-order-payment', getPaymentPlanOrderPayment(code, reference, checksum));

/** After a link's call: leaving for the payment provider, or done here. */
export type LinkOutcome = 'leaving' | 'complete';

/**
 * A money-path call of a link (docs/spec.md §4 Terms flow, §7): its answer's data is
 * taken (reloaded when the answer had none), and its payment instruction, if
 * any, followed as at checkout once `show` has put 'Please wait' on screen;
 * a refused instruction fails the call. A failure whose outcome is unknown
 * says the payment may have started, and the orders and cart are reloaded
 * before the shopper can click again; the same request sent again carries
 * the same `Idempotency-Key`.
 */
async function payByLink(
  label: string,
  request: string,
  call: (key: string) => Call<{ data: ShopData | null; payment: unknown }>,
  show: () => void,
): Promise<Result<LinkOutcome>> {
  const result = await perform(label, async () => {
    const { data, payment } = await send(call(attemptKey(request)));
    settleAttempt(request);
    if (data) receiveData(data);
    else void loadData();
    if (!payment) return 'complete';
    const followed = await followPayment(payment, show);
    if (!followed.ok) throw followed.error;
    return 'leaving';
  });
  if (!result.ok && outcomeUnknown(result.error)) await reloadAfterUnknown();
  else if (!result.ok) settleAttempt(request);
  return result;
}

/** `/accept-terms-and-conditions`: then the payment, if one is due (docs/spec.md §4 Terms flow). */
export const acceptTerms = (code: string, checksum: string, show: () => void): Promise<Result<LinkOutcome>> =>
  payByLink(
    '/accept-terms-and-conditions',
    JSON.stringify(['accept-terms', code, checksum]),
    (key) => acceptTermsAndConditions(code, checksum, key),
    show,
  );

/** `/pay-payment-plan-order-payment`: the payment in `data.payment`; none sends the customer back to the order (docs/spec.md §7). */
export const payInstalment = (code: string, reference: string, checksum: string, show: () => void): Promise<Result<LinkOutcome>> =>
  payByLink(
    '/pay-payment-plan-order-payment',
    JSON.stringify(['pay-instalment', code, reference, checksum]),
    (key) => payPaymentPlanOrderPayment(code, reference, checksum, key),
    show,
  );
