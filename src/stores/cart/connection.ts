import { readStored } from '../storage';
import { mountSignal, perMount } from '../runtime';
import { loadCart } from './queue';
import { followOtherTabs, stopFollowingTabs } from './tabs';
import { disableTicker, enableTicker } from './ticker';

const views = perMount(() => ({
  /** Cart views on the page now; the first loads the cart, the last out stops everything. */
  connections: 0,
  loadedOnce: false,
}));

/**
 * A stored cart is asked for at mount, beside `/get-data` and before the first render (a cart view
 * connecting later does not ask again).
 */
export function preloadCart(): void {
  if (readStored('cart') !== null) loadOnce();
}

/** The cart's first load of this mount; later ones come from the ticker, other tabs and changes. */
function loadOnce(): void {
  const state = views();
  if (state.loadedOnce) return;
  state.loadedOnce = true;
  void loadCart();
}

/**
 * Keep the cart live while any cart view is on the page: load it once per mount,
 * follow other tabs, and run the countdown. The returned function undoes it; at
 * unmount tabs.ts and ticker.ts stop their own listeners and timer (stores/runtime `onUnmount`).
 */
export function connectCart(): () => void {
  const state = views();
  state.connections += 1;
  if (state.connections === 1) {
    followOtherTabs(() => void loadCart(readStored('cart')));
    enableTicker(() => void loadCart());
    loadOnce();
  }
  // Unmount may run before the views' effect cleanups (preact runs passive cleanups after paint):
  // a disconnect from before an unmount has nothing left to undo.
  const mount = mountSignal();
  return () => {
    if (mount.aborted) return;
    state.connections -= 1;
    if (state.connections > 0) return;
    stopFollowingTabs();
    disableTicker();
  };
}
