import * as api from '../../api/cart';
import { ApiError } from '../../api/client';
import { logFailure } from '../feedback';
import { mountSignal } from '../runtime';
import { readStored } from '../storage';
import { clearCart, receiveCart } from './receive';
import { currentCartCode } from './state';

/**
 * Cart writes and loads run one after another, so each write uses the code the
 * last write or load left (an add before the startup /get-cart returns joins
 * that cart instead of creating a second one).
 */
let queue: Promise<unknown> = Promise.resolve();
/** Writes in flight by key: a double click joins the first request instead of sending a second. */
const inFlight = new Map<string, Promise<unknown>>();
/** The load running (or waiting in the queue), and the latest load asked for while it does. */
let loading: Promise<void> | null = null;
let pending: { code: string | null; quiet: boolean } | null = null;

/** Run `run` after every write and load before it; one run per `key` at a time. */
export function enqueue<T>(key: string, run: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const next = queue.then(run).finally(() => inFlight.delete(key));
  queue = next.catch(() => undefined);
  inFlight.set(key, next);
  return next;
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
  pending = { code, quiet };
  if (loading) return loading;
  const mount = mountSignal();
  const run = async () => {
    try {
      while (pending && !mount.aborted) {
        const next = pending;
        pending = null;
        await loadOnce(next.code, next.quiet, mount);
      }
    } finally {
      // Synchronously with the last check of `pending`: a request from now on starts a new run.
      if (!mount.aborted) loading = null;
    }
  };
  loading = queue.then(run);
  queue = loading;
  return loading;
}

async function loadOnce(code: string | null, quiet: boolean, mount: AbortSignal): Promise<void> {
  if (!code) return clearCart(null);
  try {
    const { cart } = await api.getCart(code);
    if (!mount.aborted && !pending) receiveCart(cart, false);
  } catch (error) {
    if (mount.aborted || pending) return;
    logFailure('/get-cart', error);
    // docs/embed-contract.md §5: an expired or unknown cart answers 404.
    clearCart(code, { expired: !quiet && error instanceof ApiError && error.status === 404 });
  }
}

export function resetQueue(): void {
  loading = null;
  pending = null;
  queue = Promise.resolve();
  inFlight.clear();
}
