import { proxy } from 'valtio';
import { resetUiState } from '../ui/ui-state';

/**
 * Interface state shared by every part of the page: the view's title, the
 * shared form error (docs/spec.md §2, §8: cleared on every navigation) and polite
 * announcements for screen readers. The modal stack is the interface kit's own
 * (ui/ui-state.ts).
 */
export const ui = proxy({
  title: '',
  formError: null as string | null,
  announcement: '',
});

export function setTitle(title: string): void {
  if (ui.title !== title) ui.title = title;
}

export function setFormError(message: string | null): void {
  ui.formError = message;
}

export function clearFormError(): void {
  if (ui.formError !== null) ui.formError = null;
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
  ui.announcement = '';
  resetUiState();
}
