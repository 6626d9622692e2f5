import { proxy } from 'valtio';
import { formErrorText } from '../api/form-error';
import { getT } from './config';

/**
 * Interface state shared by every part of the page: the view's title, the
 * shared form error (spec 2, 8: cleared on every navigation), the stack of open
 * modals, and polite announcements for screen readers.
 */
export const ui = proxy({
  title: '',
  formError: null as string | null,
  /** Ids of open modals, topmost last: only the top one traps focus and hears Escape. */
  modals: [] as string[],
  /** Bumped to close every open modal at once (spec 4: the cart disappeared). */
  closeAllSignal: 0,
  announcement: '',
  /** Bumped to move focus to the view's heading (focus was lost: its element went away). */
  focusMain: 0,
});

export function setTitle(title: string): void {
  if (ui.title !== title) ui.title = title;
}

export function setFormError(message: string | null): void {
  ui.formError = message;
}

/**
 * A failed call in words (spec 8 form-error rule): the server's errors or
 * message, else the shop's own text for a network failure or anything else.
 */
export function errorText(error: unknown): string {
  const t = getT();
  return formErrorText(error, { network: t('error.network'), generic: t('error.generic') });
}

/** Set the shared form error from a failed call. */
export function showFormError(error: unknown): void {
  setFormError(errorText(error));
}

export function clearFormError(): void {
  if (ui.formError !== null) ui.formError = null;
}

export function openModal(id: string): void {
  if (!ui.modals.includes(id)) ui.modals.push(id);
}

export function closeModal(id: string): void {
  const at = ui.modals.indexOf(id);
  if (at !== -1) ui.modals.splice(at, 1);
}

export function closeAllModals(): void {
  if (ui.modals.length) ui.closeAllSignal += 1;
}

/** Ask the view to take focus (its heading): the focused element is gone or disabled. */
export function requestMainFocus(): void {
  ui.focusMain += 1;
}

export function announce(message: string): void {
  // Clearing first makes a repeated message heard again.
  ui.announcement = '';
  queueMicrotask(() => {
    ui.announcement = message;
  });
}

export function resetUi(): void {
  ui.title = '';
  ui.formError = null;
  ui.modals.splice(0);
  ui.closeAllSignal = 0;
  ui.announcement = '';
  ui.focusMain = 0;
}
