/**
 * Other tabs of the site (docs/spec.md §4): a `storage` event tells that
 * another tab created, replaced or dropped the cart (its code changed); a
 * BroadcastChannel message tells that it changed the same cart, which storage
 * cannot signal.
 */
const CHANNEL = 'event-shop-cart';

let channel: BroadcastChannel | null = null;
let listener: ((event: StorageEvent) => void) | null = null;

/** Call `changed` whenever another tab changed the cart; `stopFollowingTabs` undoes it. */
export function followOtherTabs(changed: () => void): void {
  stopFollowingTabs();
  listener = (event) => {
    if (event.key === 'cart' || event.key === null) changed();
  };
  window.addEventListener('storage', listener);
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => changed();
  }
}

export function stopFollowingTabs(): void {
  if (listener) window.removeEventListener('storage', listener);
  listener = null;
  channel?.close();
  channel = null;
}

/** This tab changed the cart `code`: tell the others. */
export function tellOtherTabs(code: string): void {
  channel?.postMessage(code);
}
