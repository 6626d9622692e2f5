/**
 * What one mount of the shop owns, and how it ends.
 *
 * - An AbortController per mount: work a mount started takes `mountSignal()` when it starts and, once it
 *   ends, changes nothing if the signal was aborted meanwhile (an answer after the host page unmounted
 *   the shop: no store write, no navigation, no page left). It replaces the stores' own staleness counters.
 * - A registry of resets: each store that holds state, a timer, a listener or a channel registers, beside
 *   that state, how it goes back to nothing (`onUnmount`). `endMount()` (unmount) aborts the signal and
 *   runs every reset, so a new store needs no line in mount.tsx to be cleaned up.
 */
import { failed, type Result } from '../api/result';

const resets: Array<() => void> = [];
let controller = new AbortController();

/** The signal of the mount now: keep it when work starts, read `aborted` when it ends. */
export const mountSignal = (): AbortSignal => controller.signal;

/**
 * What a change answered after its mount ended gives its caller: no outcome to act on (no navigation,
 * no page left), shown nowhere. perform() and the cart writes both give it.
 */
export const answeredAfterUnmount = <T>(label: string): Result<T> =>
  failed(new Error(`${label} was answered after the shop was unmounted`));

/** Register a store's way back to nothing at unmount (once, when its module loads), in load order. */
export function onUnmount(reset: () => void): void {
  resets.push(reset);
}

/** Unmount: the ending mount's work is stale from now on, and every store goes back to nothing. */
export function endMount(): void {
  const ending = controller;
  controller = new AbortController();
  ending.abort();
  for (const reset of resets) reset();
}
