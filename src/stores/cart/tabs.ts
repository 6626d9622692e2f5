import { onUnmount, perMount } from '../runtime';
import { watchStored } from '../storage';

/**
 * Other tabs of the site (docs/spec.md §4): a `storage` event tells that
 * another tab created, replaced or dropped the cart (its code changed); a
 * BroadcastChannel message tells that it changed the same cart, which storage
 * cannot signal.
 */
const CHANNEL = 'event-shop-cart';

const tabs = perMount(() => ({
  channel: null as BroadcastChannel | null,
  /** Ends the watch of localStorage `cart`. */
  unwatch: null as (() => void) | null,
}));

/** Call `changed` whenever another tab changed the cart; `stopFollowingTabs` (or unmount) undoes it. */
export function followOtherTabs(changed: () => void): void {
  stopFollowingTabs();
  const state = tabs();
  state.unwatch = watchStored('cart', changed);
  if (typeof BroadcastChannel === 'function') {
    state.channel = new BroadcastChannel(CHANNEL);
    state.channel.onmessage = () => changed();
  }
}

export function stopFollowingTabs(): void {
  const state = tabs();
  state.unwatch?.();
  state.unwatch = null;
  state.channel?.close();
  state.channel = null;
}
onUnmount(stopFollowingTabs);

/** This tab changed the cart `code`: tell the others. */
export function tellOtherTabs(code: string): void {
  tabs().channel?.postMessage(code);
}
