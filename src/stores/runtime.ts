/**
 * What one mount of the shop owns, and how it ends. This module is the one place that knows the mount now:
 * every other module reaches its per-mount state, the API client and the mount's signal through it and keeps
 * no mutable state of its own, so a store can be tested without mounting (`configureApi`, act, `endMount()`).
 *
 * - An AbortController: work a mount started takes `mountSignal()` when it starts and, once it ends,
 *   changes nothing if the signal was aborted meanwhile (an answer after the host page unmounted the shop:
 *   no store write, no navigation, no page left). Every API call takes it too, so unmount cancels them.
 * - The API client (`configureApi`), which sends every call of the mount (`send`).
 * - Per-mount state (`perMount`): each module's own object, made afresh in each mount, so a module whose
 *   state only needs to start over needs no reset.
 * - A registry of resets (`onUnmount`), each registered once as its module loads: a timer, listener or
 *   channel of the mount stopped, a valtio store emptied (components import those proxies, so they are
 *   emptied in place, not replaced). A new store needs no line in mount.tsx to be cleaned up.
 */
import { createClient, type ApiClient, type ApiSettings, type Call } from '../api/client';
import { stopWaiting } from '../api/waiting';
import { failed, type Result } from '../api/result';

const begin = () => ({
  controller: new AbortController(),
  client: null as ApiClient | null,
  state: new Map<unknown, unknown>(),
});

/** The mount now. `endMount` gives it new parts: work of the ended mount keeps the ones it started with. */
const runtime = begin();

const resets: Array<() => void> = [];

/** The signal of the mount now: keep it when work starts, read `aborted` when it ends. */
export const mountSignal = (): AbortSignal => runtime.controller.signal;

/**
 * A module's state in the mount now: `const state = perMount(() => ({ … }))`, then `state()` is this mount's
 * object, made by `fresh` on first use. A new mount starts from `fresh` again, so nothing needs resetting.
 */
export const perMount =
  <S>(fresh: () => S): (() => S) =>
  () => {
    const { state } = runtime;
    if (!state.has(fresh)) state.set(fresh, fresh());
    return state.get(fresh) as S;
  };

const runs = perMount(() => new Map<unknown, Promise<unknown>>());

/**
 * `run`, unless a run under `key` is under way in this mount: a second request then joins the first
 * (a double click sends once, a second load waits for the one running). Keys are the callers' own.
 */
export function joined<T>(key: unknown, run: () => Promise<T>): Promise<T> {
  const running = runs();
  let promise = running.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = run().finally(() => running.delete(key));
    running.set(key, promise);
  }
  return promise;
}

/** Set up the mount's API client (mount, once the config is known; a test, directly). */
export function configureApi(settings: ApiSettings): void {
  runtime.client = createClient(settings, mountSignal());
}

/** Send a call with the mount's client: if the mount ends first, the call is cancelled. */
export const send = <T>(request: Call<T>): Promise<T> => request(runtime.client);

/** The shopper stops waiting for a busy backend: the mount's waiting calls are not sent again (they fail as `stopped`). */
export const stopWaitingCalls = (): void => stopWaiting(runtime.client?.waits);

/** The mount's calls started and not yet answered (tests wait for none before switching backends). */
export const pendingCalls = (): number => runtime.client?.pending ?? 0;

/**
 * What a change answered after its mount ended gives its caller: no outcome to act on (no navigation,
 * no page left), shown nowhere. perform() and the cart writes both give it.
 */
export const answeredAfterUnmount = <T>(label: string): Result<T> =>
  failed(new Error(`${label} was answered after the shop was unmounted`));

/**
 * Register how a store goes back to nothing at unmount (once, when its module loads), in load order: a valtio
 * store emptied, a timer, listener or channel of the mount stopped.
 */
export function onUnmount(reset: () => void): void {
  resets.push(reset);
}

/** Unmount: the mount's calls are cancelled, its work is stale from now on, and every store goes back to nothing. */
export function endMount(): void {
  runtime.controller.abort();
  // The resets see the ending mount's state (the timer to clear, the channel to close): it is replaced after them.
  for (const reset of resets) reset();
  Object.assign(runtime, begin());
}
