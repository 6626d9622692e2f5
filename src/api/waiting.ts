/**
 * How a call waits for a busy backend (docs/embed-contract.md §6), for the client (client.ts): until the
 * time the request policy named and the page is shown, published meanwhile, stoppable by the shopper and
 * cancelled by unmount; and Queue-it's redirect to its queue page.
 */
import type { Wait } from './request-policy';

/**
 * A call that has waited for a busy backend, until it ends: what it waits for (shown until its answer
 * settles it, so the notice stays through each repeat), whether the shopper stopped it, and its wake-up.
 */
export interface Waiter {
  wait: Wait;
  stopped: boolean;
  wake: () => void;
}

/** The calls of a client that wait, or are being sent again after a wait. */
export type Waits = Set<Waiter>;

const publish = (waits: Waits, onWait?: (wait: Wait | null) => void) => onWait?.([...waits].pop()?.wait ?? null);

/** The shopper stops waiting: every call waiting now is not sent again and fails as `stopped`. */
export function stopWaiting(waits: Waits | undefined): void {
  for (const waiter of waits ?? []) {
    waiter.stopped = true;
    waiter.wake();
  }
}

/**
 * Wait until `waiter.wait.until`, then until the page is shown, publishing the wait meanwhile. False when
 * the shopper stopped waiting (also while the call was being sent); rejects with the abort when the mount ended.
 */
export async function waitUntil(waiter: Waiter, waits: Waits, signal: AbortSignal, onWait?: (wait: Wait | null) => void): Promise<boolean> {
  waits.add(waiter);
  publish(waits, onWait);
  if (waiter.stopped) return false;
  // Stopping ends the pause at once (its timer and listeners go with it).
  await paused(waiter.wait.until, signal, (stop) => (waiter.wake = stop));
  return !waiter.stopped;
}

/** The call ended (answered, stopped, cancelled): it waits no more. */
export function endWait(waiter: Waiter, waits: Waits, onWait?: (wait: Wait | null) => void): void {
  if (waits.delete(waiter)) publish(waits, onWait);
}

/**
 * Resolves at `until` (`performance.now()`) and then once the page is not hidden, or when the stop that
 * `onStop` is handed is called; rejects on abort.
 */
function paused(until: number, signal: AbortSignal, onStop: (stop: () => void) => void): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
      signal.removeEventListener('abort', quit);
    };
    const check = () => {
      // A timer may fire a little before `performance.now()` reaches `until`: wait out the rest.
      if (performance.now() < until) timer = setTimeout(check, until - performance.now() + 1);
      if (performance.now() < until || document.hidden) return;
      done();
      resolve();
    };
    const quit = () => {
      done();
      reject(signal.reason);
    };
    onStop(() => {
      done();
      resolve();
    });
    let timer = setTimeout(check, Math.max(0, until - performance.now()));
    // Hidden at the time: the next `visibilitychange` to shown sends it.
    document.addEventListener('visibilitychange', check);
    signal.addEventListener('abort', quit);
  });
}

/** Queue-it's `x-queueit-redirect` (URI-encoded by its connectors) as an http(s) address, or null. */
export function queueItTarget(encoded: string | null | undefined): string | null {
  try {
    const target = encoded ? new URL(decodeURIComponent(encoded), window.location.href) : null;
    return target && /^https?:$/.test(target.protocol) ? target.href : null;
  } catch {
    return null;
  }
}

/** Queue-it's AJAX answer: the browser goes to its queue page; the call never ends (the page does). */
export function leaveForQueue(target: string, signal: AbortSignal, leave = (href: string) => window.location.assign(href)): Promise<never> {
  leave(target);
  return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
}
