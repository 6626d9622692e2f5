import { proxy } from 'valtio';
import { failed, succeeded, type Result } from '../api/result';
import { paymentStep } from '../domain/payment-instruction';
import { mountSignal } from './runtime';
import { getT } from './config';

// The form's own methods, not what a field named `submit`, `append` or `remove` would shadow on it.
const { submit } = HTMLFormElement.prototype;
const { append, remove } = Element.prototype;

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
    submit.call(form);
  },
};

/**
 * The hidden POST form of a `submit` instruction, built with DOM methods. A
 * param named like one of the form's properties (`submit`, `action`, `method`,
 * `append`, `remove`) shadows it once appended (named form controls do), so
 * the form is set up first and the prototype's methods are called.
 */
export function paymentForm(url: string, fields: Array<[string, string]>): HTMLFormElement {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = url;
  form.target = '_top';
  form.hidden = true;
  const inputs = fields.map(([name, value]) => {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    return input;
  });
  append.call(form, ...inputs);
  return form;
}

/** Where a payment could not be opened after its order was placed: that order's code (the order page offers to pay). */
export const handoff = proxy({ failed: null as string | null });

const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * Follow a payment instruction (docs/spec.md §4, docs/embed-contract.md §4): `redirect` goes to its
 * url, `submit` posts a hidden form with its params to the top-level window.
 * Only https: or same-origin addresses are followed; anything else is refused
 * with the shop's words and nothing happens. `show` puts 'Please wait' on
 * screen (docs/spec.md §2), which is painted before the page starts to leave; a shop
 * unmounted meanwhile does not leave (`gone`). Used by
 * checkout, the terms acceptance and the instalment payment.
 */
export async function followPayment(instruction: unknown, show?: () => void): Promise<Result<'leaving' | 'gone'>> {
  const step = paymentStep(instruction, window.location.href);
  if (step.kind === 'refused') {
    console.warn(`[event-shop] payment instruction refused (${step.reason})`, instruction);
    return failed(new Error(getT()('checkout.paymentRefused')));
  }
  show?.();
  const mount = mountSignal();
  await painted();
  // Unmounted meanwhile: the shop that asked is gone, so nothing leaves and nothing more is done.
  if (mount.aborted) return succeeded('gone');
  try {
    if (step.kind === 'redirect') leavePage.assign(step.url);
    else {
      const form = paymentForm(step.url, step.fields);
      // Only for as long as it takes to submit: the page is leaving.
      document.body.append(form);
      leavePage.submit(form);
      remove.call(form);
    }
  } catch (error) {
    console.warn('[event-shop] the payment page could not be opened', error);
    return failed(new Error(getT()('checkout.paymentRefused')));
  }
  return succeeded('leaving');
}
