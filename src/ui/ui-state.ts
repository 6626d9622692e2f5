import { proxy } from 'valtio';

/**
 * State the interface kit keeps for itself, shared by every part of the page:
 * the stack of open modals (only the topmost traps focus and hears Escape), a
 * signal that closes them all, and requests to move focus to the view's heading.
 */
export const uiState = proxy({
  /** Ids of open modals, topmost last. */
  modals: [] as string[],
  /** Bumped to close every open modal at once (docs/spec.md §4: the cart disappeared). */
  closeAllSignal: 0,
  /** Bumped to move focus to the view's heading (its element went away). */
  focusMain: 0,
  /** An API call has been running for over 10 s: busy buttons and loading states say "Still working…". */
  slow: false,
  /** Height of a bar held at the viewport's bottom (the cart bar): toasts rise above it. */
  bottomBar: 0,
});

export function setSlow(slow: boolean): void {
  if (uiState.slow !== slow) uiState.slow = slow;
}

export function openModal(id: string): void {
  if (!uiState.modals.includes(id)) uiState.modals.push(id);
}

export function closeModal(id: string): void {
  const at = uiState.modals.indexOf(id);
  if (at !== -1) uiState.modals.splice(at, 1);
}

export const isTopModal = (id: string): boolean => uiState.modals[uiState.modals.length - 1] === id;

export function closeAllModals(): void {
  if (uiState.modals.length) uiState.closeAllSignal += 1;
}

/** Ask the view to take focus (its heading): the focused element is gone or disabled. */
export function requestMainFocus(): void {
  uiState.focusMain += 1;
}

export function resetUiState(): void {
  uiState.modals.splice(0);
  uiState.closeAllSignal = 0;
  uiState.focusMain = 0;
  uiState.slow = false;
  uiState.bottomBar = 0;
}
