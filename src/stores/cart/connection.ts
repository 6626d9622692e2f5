import { readStored } from '../storage';
import { mountSignal, onUnmount } from '../runtime';
import { loadCart, resetQueue } from './queue';
import { resetCartState } from './state';
import { followOtherTabs, stopFollowingTabs } from './tabs';
import { disableTicker, enableTicker, resetTicker } from './ticker';

/** Cart views on the page now; the first loads the cart, the last out stops everything. */
let connections = 0;
let loadedOnce = false;

/**
 * Keep the cart live while any cart view is on the page: load it once at start,
 * follow other tabs, and run the countdown. The returned function undoes it, so
 * `unmount` leaves no listener or timer.
 */
export function connectCart(): () => void {
  connections += 1;
  if (connections === 1) {
    followOtherTabs(() => void loadCart(readStored('cart')));
    enableTicker(() => void loadCart());
    if (!loadedOnce) {
      loadedOnce = true;
      void loadCart();
    }
  }
  // A disconnect from before an unmount has nothing left to undo.
  const mount = mountSignal();
  return () => {
    if (mount.aborted) return;
    connections -= 1;
    if (connections > 0) return;
    stopFollowingTabs();
    disableTicker();
  };
}

/** Back to nothing (unmount): a later mount loads the stored cart afresh. */
export function resetCart(): void {
  // Unmount may run before the views' effect cleanups (preact runs passive
  // cleanups after paint): tear everything down here, and ignore them later.
  stopFollowingTabs();
  resetTicker();
  resetQueue();
  resetCartState();
  connections = 0;
  loadedOnce = false;
}
onUnmount(resetCart);
