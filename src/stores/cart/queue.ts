import * as api from '../../api/cart';
import { ApiError } from '../../api/client';
import { logFailure } from '../../feedback/feedback';
import { joined, mountSignal, perMount, send } from '../runtime';
import { readStored } from '../storage';
import { clearCart, receiveCart } from './receive';
import { currentCartCode } from './state';

const queues = perMount(() => ({
  /**
   * Cart writes and loads run one after another, so each write uses the code the
   * last write or load left (an add before the startup /get-cart returns joins
   * that cart instead of creating a second one).
   */
  queue: Promise.resolve() as Promise<unknown>,
  /** The load running (or waiting in the queue), and the latest load asked for while it does. */
  loading: null as Promise<void> | null,
  pending: null as { code: string | null; quiet: boolean } | null,
}));

/** Run `run` after every write and load before it; one run per `key` at a time (a double click sends once). */
export function enqueue<T>(key: string, run: () => Promise<T>): Promise<T> {
  return joined(key, () => {
    const state = queues();
    const next = state.queue.then(run);
    state.queue = next.catch(() => undefined);
    return next;
  });
}

/**
 * `/get-cart` for the current (or stored) code. A failure clears that cart and
 * its stored code (docs/spec.md §4, §8; docs/embed-contract.md §5: an expired cart answers 404). Loads
 * wait for the cart writes in flight; a load asked for while one runs (another
 * tab's new code, or a change to the same cart) runs when it ends: the latest
 * request wins, and the answer of a load already overtaken is dropped.
 * `quiet`: a cart that is gone is not announced as expired (after a checkout
 * whose outcome is unknown, it is gone because the order was placed).
 */
export function loadCart(code: string | null = currentCartCode() ?? readStored('cart'), quiet = false): Promise<void> {
  const state = queues();
  state.pending = { code, quiet };
  if (state.loading) return state.loading;
  const mount = mountSignal();
  const run = async () => {
    try {
      while (state.pending && !mount.aborted) {
        const next = state.pending;
        state.pending = null;
        await loadOnce(next.code, next.quiet, mount, state);
      }
    } finally {
      // Synchronously with the last check of `pending`: a request from now on starts a new run.
      state.loading = null;
    }
  };
  state.loading = state.queue.then(run);
  state.queue = state.loading;
  return state.loading;
}

async function loadOnce(code: string | null, quiet: boolean, mount: AbortSignal, state: ReturnType<typeof queues>): Promise<void> {
  if (!code) return clearCart(null);
  try {
    const { cart } = await send(api.getCart(code));
    if (!mount.aborted && !state.pending) receiveCart(cart, false);
  } catch (error) {
    if (mount.aborted || state.pending) return;
    logFailure('/get-cart', error);
    // docs/embed-contract.md §5: an expired or unknown cart answers 404.
    clearCart(code, { expired: !quiet && error instanceof ApiError && error.status === 404 });
  }
}
