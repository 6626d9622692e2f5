/**
 * How a call waits for a busy backend (docs/embed-contract.md §6), for the client (client.ts): until the
 * time the request policy named and the page is shown, published meanwhile, stoppable by the shopper and
 * cancelled by unmount; and Queue-it's redirect to its queue page.
 */
import type { Wait } from './request-policy';

/** The calls of a client waiting now, each with its stop. */
export type Waits = Map<() => void, Wait>;

/** The shopper stops waiting: every call waiting now is not sent again and fails as `stopped`. */
export function stopWaiting(waits: Waits | undefined): void {
  for (const stop of [...(waits?.keys() ?? [])]) stop();
}

/**
 * Wait until `wait.until`, then until the page is shown, publishing the wait meanwhile. False when the
 * shopper stopped waiting; rejects with the abort when the mount ended.
 */
export async function waitUntil(waits: Waits, wait: Wait, signal: AbortSignal, onWait?: (wait: Wait | null) => void): Promise<boolean> {
  const publish = () => onWait?.([...waits.values()].pop() ?? null);
  let stop = () => {};
  const stopped = new Promise<false>((resolve) => (stop = () => resolve(false)));
  waits.set(stop, wait);
  publish();
  try {
    return await Promise.race([stopped, paused(wait.until, signal).then(() => true)]);
  } finally {
    waits.delete(stop);
    publish();
  }
}

/** Resolves at `until` (`performance.now()`) and then once the page is not hidden; rejects on abort. */
function paused(until: number, signal: AbortSignal): Promise<void> {
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
