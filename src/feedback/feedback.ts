import { ApiError, outcomeUnknown, type Call } from '../api/client';
import type { Wait } from '../api/request-policy';
import { formErrorText } from '../api/form-error';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { attempt, type Result } from '../api/result';
import type { TextKey } from '../i18n/texts';
import { closeAllModals, kitState, resetKitState } from '../ui/kit-state';
import { notify } from '../ui/toast';
import { configState, getT } from '../stores/config';
import { answeredAfterUnmount, mountSignal, onUnmount, send } from '../stores/runtime';
import { clearFormError, setFormError } from '../stores/page';

/**
 * The one place that shows the shopper what happened (docs/spec.md §8): stores and screens say what
 * happened (a call's outcome, named by its call; a notice; a busy API) and this module decides, by the
 * spec's catalogue, the toast, the form's error, the busy state or the modals closed. No store imports
 * ui/ (scripts/checks/import-rules.mjs), and none names how its failure is shown.
 */

/** A notice that is no call's outcome (the cart ran out, a hold ended): a toast. */
export const tell = (key: TextKey): void => void notify.info(getT()(key));
/** A change that went through (logged out, an item added): a success toast. */
export const cheer = (key: TextKey, vars?: Record<string, string>): void => void notify.success(getT()(key, vars));

/** The API client's news (stores/session wires it): a call running over 10 s, a wait for a busy backend. */
// (valtio tells the kit only of a value that changed.)
export const showSlow = (count: number): void => void (kitState.slow = count > 0);
export const showWait = (wait: Wait | null): void =>
  void (kitState.wait = wait && {
    reason: wait.reason,
    until: wait.until,
    ...(wait.queue ?? { position: null, waitSeconds: null, full: false }),
  });
/** A wait for a busy backend is shown. */
export const waitShown = (): boolean => kitState.wait !== null;

/** The cart went (docs/spec.md §4): its dialogs close; one that ran out is said to have gone, not silently emptied. */
export function cartGone(expired: boolean): void {
  closeAllModals();
  if (expired) tell('cart.expired');
}

// What the kit shows goes with the mount.
onUnmount(resetKitState);

/**
 * How a failed change is shown:
 * - `form`: the shared form error (register, forgot password, account, …);
 * - `toast`: a toast with the same words;
 * - a text's key: a toast with that fixed text of the spec ('Login failed.');
 * - `{ server: key }`: the same, but the server's own message wins when it sent one
 *   ('Could not add item to cart.');
 * - `view`: the screen shows a state of its own (reset password's invalid code);
 * - `{ unsure: key }`: the shared form error, with its own words
 *   when the outcome is unknown (no answer, a 5xx, an unreadable answer): on
 *   the money path the order or payment may exist, so never "nothing happened".
 */
type FailureDisplay = 'form' | 'toast' | 'view' | TextKey | { server: TextKey } | { unsure: TextKey };

/**
 * The catalogue of docs/spec.md §8: how each call's failure is shown, by the call (a cart write by
 * the first word of its key: `add:TICKET` is `add`). A call not named here shows the shared form error.
 */
const displays: Record<string, FailureDisplay> = {
  '/login': 'auth.loginFailed',
  '/reset-password': 'view',
  '/set-travel-time': 'travel.updateFailed',
  '/accept-terms-and-conditions': { unsure: 'payment.uncertain' },
  '/pay-payment-plan-order-payment': { unsure: 'payment.uncertain' },
  add: { server: 'cart.addFailed' },
  update: 'cart.updateFailed',
  remove: 'toast',
  '/cancel-refund': 'toast',
  // The voucher field words its own refusal (features/checkout).
  voucher: 'view',
  checkout: { unsure: 'checkout.uncertain' },
};
const displayOf = (call: string): FailureDisplay => displays[call.split(':')[0]] ?? 'form';

/**
 * A failed call in words (docs/spec.md §8 form-error rule): the server's errors one per
 * line, or its message, else the shop's own text for a network failure or
 * anything else.
 */
export function errorText(error: unknown): string {
  const t = getT();
  return formErrorText(error, {
    network: t('error.network'),
    generic: t('error.generic'),
    unreadable: t('error.unreadable'),
    stopped: t('busy.stopped'),
  });
}

/**
 * Log a failed call for the site owner: which call, the address it
 * went to and the `apiBase` in effect, so a wrong base is seen at once.
 * A call cancelled by unmount (stores/runtime) failed for no one: not logged.
 */
export function logFailure(label: string, error: unknown): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  const url = error instanceof ApiError && error.url ? ` (POST ${error.url}, apiBase "${configState.current?.apiBase ?? ''}")` : '';
  console.warn(`[event-shop] ${label} failed${url}:`, error);
}

/** A call whose failure its screen shows in its own way: its outcome, a failure logged with `label`. */
export async function attemptLogged<T>(label: string, request: Call<T>): Promise<Result<T>> {
  const result = await attempt(() => send(request));
  if (!result.ok) logFailure(label, result.error);
  return result;
}

/**
 * Why a load failed, for the view's notice: the server's own words when it
 * sent them (docs/spec.md §8), else the status it answered, else the network's failure.
 */
export function loadFailureText(error: unknown): string {
  // Only when the server did not speak (no errors map, no message).
  if (error instanceof ApiError && !error.fieldErrors && !error.serverMessage) {
    const t = getT();
    if (error.kind === 'http') return t('error.status', { status: `${error.status} ${error.message.replace(/^\d+\s*/, '')}`.trim() });
  }
  return errorText(error);
}

/**
 * Why the shop's data did not load: when the server answered with something the shop's API never sends
 * (a page instead of JSON: a CMS's own 404 or 501 for an address it does not know), the view names the
 * address it called, as a wrong or missing `apiBase` is then the likely cause. So it does when no answer
 * came from an API on another origin: the browser hides why (a refused CORS preflight looks the same as a
 * lost connection), and the address is what the site owner must check. Else as loadFailureText (no answer
 * from the page's own site is the shopper's connection as likely as the address).
 */
export function dataFailureText(error: unknown): string {
  const apiBase = configState.current?.apiBase ?? '/api';
  if (
    error instanceof ApiError &&
    !error.enveloped &&
    (error.kind === 'http' || error.kind === 'parse' || (error.kind === 'network' && otherOrigin(apiBase)))
  )
    return getT()('error.apiUnreachable', { apiBase });
  return loadFailureText(error);
}

/** An API base on another origin than the page's. */
const otherOrigin = (apiBase: string): boolean => {
  try {
    return new URL(apiBase, location.href).origin !== location.origin;
  } catch {
    return false;
  }
};

/** A failed call (`/login`, a cart write's key) shown as the catalogue says (`displays`). */
export function showFailure(error: Error, call: string): void {
  const display = displayOf(call);
  if (display === 'form') return setFormError(errorText(error));
  if (display === 'toast') return void notify.error(errorText(error));
  if (display === 'view') return;
  if (typeof display === 'string') return void notify.error(getT()(display));
  if ('unsure' in display) return setFormError(outcomeUnknown(error) ? getT()(display.unsure) : errorText(error));
  notify.error((error instanceof ApiError && error.serverMessage) || getT()(display.server));
}

/**
 * Run a change: a form's shared error is cleared first, a failure is logged with `label` (the call)
 * and shown as the catalogue says for it, a success toasted as `done` (when given), and the outcome returned.
 */
export async function perform<T>(label: string, run: () => Promise<T>, done?: TextKey, vars?: Record<string, string>): Promise<Result<T>> {
  const display = displayOf(label);
  if (display === 'form' || (typeof display === 'object' && 'unsure' in display)) clearFormError();
  const mount = mountSignal();
  const result = await attempt(run);
  // Unmounted meanwhile (the host page moved on): the screen that asked is gone.
  if (mount.aborted) return answeredAfterUnmount(label);
  if (!result.ok) {
    logFailure(label, result.error);
    showFailure(result.error, label);
  } else if (done) cheer(done, vars);
  return result;
}

/**
 * For a form whose failure is told by a toast (the personalise step): nothing
 * on success; on failure the failure's words also shown inside the form itself
 * (final-form's form-level submit error), so the shopper reads why.
 */
export const submission = (result: Result<unknown>): SubmissionErrors | undefined =>
  result.ok ? undefined : { [FORM_ERROR]: errorText(result.error) };
