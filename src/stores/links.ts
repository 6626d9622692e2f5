import { ApiError } from '../api/client';
import { acceptTermsAndConditions, getPaymentPlanOrderPayment, getTermsAndConditionsOrder, payPaymentPlanOrderPayment } from '../api/order-links';
import { attempt, type Result } from '../api/result';
import type { Order, PaymentInstruction, PaymentPlanPayment } from '../api/types';
import { loadFailureText, logFailure, perform } from './feedback';
import { followPayment } from './payment';
import { receiveData } from './shop-data';

/**
 * The links authorised by order code and checksum (spec 2, 4 Terms flow, 7, 8;
 * contract 4): the terms acceptance and the instalment payment. A visitor may
 * use them; the answers' `data` is whoever is logged in (or a visitor's).
 */

/** A link's load: its value, an expired link (the server refused it), or a failure to retry. */
export type LinkLoad<T> = { state: 'ready'; value: T } | { state: 'expired' } | { state: 'failed'; text: string };

/** `/get-terms-and-conditions-order`: a 4xx answer is an invalid link, the 'Link expired' page (spec 8). */
export async function loadTermsOrder(code: string, checksum: string): Promise<LinkLoad<Order>> {
  const result = await attempt(() => getTermsAndConditionsOrder(code, checksum));
  if (result.ok) return { state: 'ready', value: result.value.order };
  logFailure('/get-terms-and-conditions-order', result.error);
  const refused = result.error instanceof ApiError && result.error.status >= 400 && result.error.status < 500;
  return refused ? { state: 'expired' } : { state: 'failed', text: loadFailureText(result.error) };
}

export interface Instalment {
  order: Order;
  payment: PaymentPlanPayment;
}

/** `/get-payment-plan-order-payment`; on failure the page goes to the order (spec 8). */
export async function loadInstalment(code: string, reference: string, checksum: string): Promise<Result<Instalment>> {
  const result = await attempt(() => getPaymentPlanOrderPayment(code, reference, checksum));
  if (!result.ok) logFailure('/get-payment-plan-order-payment', result.error);
  return result;
}

/** After a link's call: leaving for the payment provider, or done here. */
export type LinkOutcome = 'leaving' | 'complete';

/** Follow the payment instruction as checkout does (stores/payment); a refused one fails the call. */
function followOrComplete(payment: PaymentInstruction | null | undefined): LinkOutcome {
  if (!payment) return 'complete';
  const followed = followPayment(payment);
  if (!followed.ok) throw followed.error;
  return 'leaving';
}

/** `/accept-terms-and-conditions`: then the payment, if one is due (spec 4 Terms flow). */
export const acceptTerms = (code: string, checksum: string): Promise<Result<LinkOutcome>> =>
  perform('/accept-terms-and-conditions', 'form', async () => {
    const { data, payment } = await acceptTermsAndConditions(code, checksum);
    receiveData(data);
    return followOrComplete(payment);
  });

/** `/pay-payment-plan-order-payment`: the payment in `data.payment`; none sends the customer back to the order (spec 7). */
export const payInstalment = (code: string, reference: string, checksum: string): Promise<Result<LinkOutcome>> =>
  perform('/pay-payment-plan-order-payment', 'form', async () => {
    const { data } = await payPaymentPlanOrderPayment(code, reference, checksum);
    const { payment, ...shop } = data;
    receiveData(shop);
    return followOrComplete(payment);
  });
