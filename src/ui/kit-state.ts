import { proxy } from 'valtio';

/**
 * State the interface kit keeps for itself, shared by every part of the page:
 * the stack of open modals (only the topmost traps focus and hears Escape), a
 * signal that closes them all, and requests to move focus to the view's heading.
 */
export const kitState = proxy({
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
  /** A call waits for a busy backend (docs/embed-contract.md §6): busy buttons and loading states say why. */
  wait: null as WaitShown | null,
});

/** What a waiting state shows: why, until when (`performance.now()`), and the queue when the answer told of one. */
export interface WaitShown {
  reason: 'busy' | 'fault';
  until: number;
  position: number | null;
  waitSeconds: number | null;
  full: boolean;
}

export function openModal(id: string): void {
  if (!kitState.modals.includes(id)) kitState.modals.push(id);
}

export function closeModal(id: string): void {
  const at = kitState.modals.indexOf(id);
  if (at !== -1) kitState.modals.splice(at, 1);
}

export const isTopModal = (id: string): boolean => kitState.modals[kitState.modals.length - 1] === id;

export function closeAllModals(): void {
  if (kitState.modals.length) kitState.closeAllSignal += 1;
}

/** Ask the view to take focus (its heading): the focused element is gone or disabled. */
export function requestMainFocus(): void {
  kitState.focusMain += 1;
}

export function resetKitState(): void {
  kitState.modals.splice(0);
  kitState.closeAllSignal = 0;
  kitState.focusMain = 0;
  kitState.slow = false;
  kitState.bottomBar = 0;
  kitState.wait = null;
}
