import { failed, succeeded, type Result } from '../api/result';
import { paymentStep } from '../domain/payment-instruction';
import { getT } from './config';

/**
 * How the page leaves for the payment provider. The browser's own navigation;
 * tests replace these two to see where the shop would go without leaving.
 */
export const leavePage = {
  /** Top-level navigation (the shop may sit in a host's frame). */
  assign(url: string): void {
    try {
      (window.top ?? window).location.assign(url);
    } catch {
      // A cross-origin parent: leave from our own frame instead.
      window.location.assign(url);
    }
  },
  /** Submit a built form (a hidden POST to the provider). */
  submit(form: HTMLFormElement): void {
    form.submit();
  },
};

/**
 * Follow a payment instruction (spec 4, contract 4): `redirect` goes to its
 * url, `submit` posts a hidden form with its params, built with DOM methods,
 * to the top-level window. Only https: or same-origin addresses are followed;
 * anything else is refused with the shop's words and nothing happens. Used by
 * checkout, the terms acceptance and the instalment payment.
 */
export function followPayment(instruction: unknown): Result<'leaving'> {
  const step = paymentStep(instruction, window.location.href);
  if (step.kind === 'refused') {
    console.warn(`[event-shop] payment instruction refused (${step.reason})`, instruction);
    return failed(new Error(getT()('checkout.paymentRefused')));
  }
  if (step.kind === 'redirect') {
    leavePage.assign(step.url);
    return succeeded('leaving');
  }
  const form = document.createElement('form');
  form.method = 'post';
  form.action = step.url;
  form.target = '_top';
  form.hidden = true;
  for (const [name, value] of step.fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  // Only for as long as it takes to submit: the page is leaving.
  document.body.append(form);
  leavePage.submit(form);
  form.remove();
  return succeeded('leaving');
}
