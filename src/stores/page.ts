import { proxy } from 'valtio';
import { onUnmount } from './runtime';

/**
 * Interface state shared by every part of the page: the view's title, the
 * shared form error (docs/spec.md §2, §8: cleared on every navigation) and polite
 * announcements for screen readers. The modal stack is the interface kit's own
 * (ui/kit-state.ts).
 */
export const pageState = proxy({
  title: '',
  formError: null as string | null,
  announcement: '',
});

export function setTitle(title: string): void {
  if (pageState.title !== title) pageState.title = title;
}

export function setFormError(message: string | null): void {
  pageState.formError = message;
}

export function clearFormError(): void {
  if (pageState.formError !== null) pageState.formError = null;
}

export function announce(message: string): void {
  // Clearing first makes a repeated message heard again.
  pageState.announcement = '';
  queueMicrotask(() => {
    pageState.announcement = message;
  });
}

export function resetPageState(): void {
  pageState.title = '';
  pageState.formError = null;
  pageState.announcement = '';
}
onUnmount(resetPageState);
