import { proxy } from 'valtio';
import { ApiError } from '../api/client';
import * as api from '../api/cart';
import type { Cart, Id, ShopData, ShopItem } from '../api/types';
import { crossedThreshold, serverRemainingMs, type CartLine } from '../domain/cart-rules';
import { currencyDigits, priceWithFee } from '../domain/money';
import type { EventShopEvents } from '../public-api';
import { dispatchShopEvent, trackPixel, type PixelEvent } from '../tracking/events';
import { notify } from '../ui/toast';
import { getConfig, getT } from './config';
import { receiveData } from './session';
import { readStored, writeStored } from './storage';
import { closeAllModals } from '../ui/ui-state';
import { announce, errorText } from './ui';

/**
 * The cart (spec 4): it exists once an item is added; its code is kept in
 * localStorage `cart` and loaded with `/get-cart` at start. Every placeholder
 * reads this one store, so the `cart` and `side` parts and the header count
 * always show the same cart; other tabs are told of changes (see `connectCart`).
 */
export const cartState = proxy({
  cart: null as Cart | null,
  /** `performance.now()` at which the reservation ends: the server's `expires_at - now`, on a monotonic clock. */
  deadline: 0,
  /** The header's cart panel (spec 2: it closes on route change). */
  panelOpen: false,
});

/**
 * The countdown's own store, read by the countdown alone: the 500 ms tick writes
 * here, and valtio notifies only when the shown second changes, so the tick
 * re-renders nothing but the countdown (ARCHITECTURE: Render little).
 */
export const countdown = proxy({ seconds: 0 });

export const TICK_MS = 500;
const CHANNEL = 'event-shop-cart';

let connections = 0;
let generation = 0;
let loadedOnce = false;
let timer: ReturnType<typeof setInterval> | null = null;
let lastMs = Infinity;
let channel: BroadcastChannel | null = null;
/** The load running (or waiting in the queue), and the latest load asked for while it does. */
let loading: Promise<void> | null = null;
let pending: { code: string | null } | null = null;
/**
 * Cart writes and loads run one after another, so each write uses the code the
 * last write or load left (an add before the startup /get-cart returns joins
 * that cart instead of creating a second one).
 */
let queue: Promise<unknown> = Promise.resolve();
/**
 * Writes in flight by key: a double click joins the first request instead of
 * sending a second. Each write resolves to null on success, or the message to
 * show in its form (it never rejects, so a form keeps its values).
 */
const inFlight = new Map<string, Promise<WriteResult>>();

export type WriteResult = string | null;

function once(key: string, run: () => Promise<WriteResult>): Promise<WriteResult> {
  const running = inFlight.get(key);
  if (running) return running;
  const next = queue.then(run).finally(() => inFlight.delete(key));
  queue = next.catch(() => undefined);
  inFlight.set(key, next);
  return next;
}

/**
 * A cart the server answered. A write's answer is stored and told to other
 * tabs; a load's is not: its code came from storage, which another tab may have
 * changed since (that tab's storage event brings the new code here).
 */
function receiveCart(cart: Cart, written: boolean): void {
  const left = serverRemainingMs(cart);
  // A cart the server says has no time left is gone (spec 4).
  if (left <= 0) return clearCart(cart.code);
  cartState.cart = cart;
  cartState.deadline = performance.now() + left;
  lastMs = left;
  countdown.seconds = Math.ceil(left / 1000);
  startTicker();
  if (!written) return;
  writeStored('cart', cart.code);
  channel?.postMessage(cart.code);
}

/**
 * Spec 4: when the cart disappears, the cart panel and the modals close, and its
 * code is forgotten. `code` is the cart that disappeared (null: whatever cart is
 * shown). A cart another tab stored or this tab shows meanwhile is kept: clearing
 * the shared `cart` key would make every tab drop that newer cart too.
 */
function clearCart(code: string | null): void {
  if (code !== null && readStored('cart') === code) writeStored('cart', null);
  if (code !== null && cartState.cart && cartState.cart.code !== code) return;
  const had = cartState.cart !== null;
  stopTicker();
  cartState.cart = null;
  cartState.panelOpen = false;
  if (had) closeAllModals();
}

/**
 * `/get-cart` for the current (or stored) code. A failure clears that cart and
 * its stored code (spec 4, 8; contract 5: an expired cart answers 404). Loads
 * wait for the cart writes in flight; a load asked for while one runs (another
 * tab's new code, or a change to the same cart) runs when it ends: the latest
 * request wins, and the answer of a load already overtaken is dropped.
 */
export function loadCart(code: string | null = cartState.cart?.code ?? readStored('cart')): Promise<void> {
  pending = { code };
  if (loading) return loading;
  const at = generation;
  const run = async () => {
    try {
      while (pending && at === generation) {
        const next = pending.code;
        pending = null;
        await loadOnce(next, at);
      }
    } finally {
      // Synchronously with the last check of `pending`: a request from now on starts a new run.
      if (at === generation) loading = null;
    }
  };
  loading = queue.then(run);
  queue = loading;
  return loading;
}

async function loadOnce(code: string | null, at: number): Promise<void> {
  if (!code) return clearCart(null);
  try {
    const { cart } = await api.getCart(code);
    if (at === generation && !pending) receiveCart(cart, false);
  } catch (error) {
    if (at !== generation || pending) return;
    console.warn('[event-shop] /get-cart failed', error);
    clearCart(code);
  }
}

function tick(): void {
  const ms = Math.max(0, cartState.deadline - performance.now());
  const crossed = crossedThreshold(lastMs, ms);
  lastMs = ms;
  countdown.seconds = Math.ceil(ms / 1000);
  if (crossed) {
    const t = getT();
    announce(crossed === 1 ? t('cart.reservationLastMinute') : t('cart.reservationLeft', { minutes: crossed }));
  }
  // Spec 4: at 0 the cart is reloaded, and cleared if it has expired.
  if (ms <= 0) {
    stopTicker();
    void loadCart();
  }
}

function startTicker(): void {
  if (timer === null && connections > 0 && cartState.cart) timer = setInterval(tick, TICK_MS);
}

function stopTicker(): void {
  if (timer !== null) clearInterval(timer);
  timer = null;
}

function onStorage(event: StorageEvent): void {
  // Another tab created, replaced or dropped the cart (spec 4, issue 4 point 8).
  if (event.key === 'cart' || event.key === null) void loadCart(readStored('cart'));
}

/**
 * Keep the cart live while any cart view is on the page: load it once at start,
 * follow other tabs (a `storage` event when the code changes; a BroadcastChannel
 * message when the same cart changes, which storage cannot signal), and run the
 * countdown. The returned function undoes it; the last one out stops everything,
 * so `unmount` leaves no listener or timer.
 */
export function connectCart(): () => void {
  connections += 1;
  if (connections === 1) {
    window.addEventListener('storage', onStorage);
    if (typeof BroadcastChannel === 'function') {
      channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = () => void loadCart(readStored('cart'));
    }
    if (!loadedOnce) {
      loadedOnce = true;
      void loadCart();
    }
    startTicker();
  }
  const at = generation;
  return () => {
    // A disconnect from before a reset (unmount) has nothing left to undo.
    if (at !== generation) return;
    if (connections === 1) disconnectAll();
    connections -= 1;
  };
}

function disconnectAll(): void {
  if (connections > 0 || channel) window.removeEventListener('storage', onStorage);
  channel?.close();
  channel = null;
  stopTicker();
}

/** Back to nothing (unmount): a later mount loads the stored cart afresh. */
export function resetCart(): void {
  // Unmount may run before the views' effect cleanups (preact runs passive
  // cleanups after paint): tear everything down here, and ignore them later.
  disconnectAll();
  connections = 0;
  generation += 1;
  cartState.cart = null;
  cartState.deadline = 0;
  cartState.panelOpen = false;
  countdown.seconds = 0;
  loadedOnce = false;
  lastMs = Infinity;
  loading = null;
  pending = null;
  queue = Promise.resolve();
  inFlight.clear();
}

export function setCartPanelOpen(open: boolean): void {
  if (cartState.panelOpen !== open) cartState.panelOpen = open;
}

type ShopEventName = keyof EventShopEvents;

/** The host event (GA4-like: currency, value, items) and the pixel event, if a pixel id is set. */
export function trackShop(name: ShopEventName, pixel: Extract<PixelEvent, 'ViewContent' | 'AddToCart' | 'CustomizeProduct'> | null, lines: Array<{ item: ShopItem; price: number; fee: number }>): void {
  const { currency, pixelId } = getConfig();
  const major = (minor: number) => minor / 10 ** currencyDigits(currency);
  const minors = lines.map((l) => priceWithFee(l.price, l.fee, currency));
  const value = major(minors.reduce((a, b) => a + b, 0));
  const items = lines.map((l, i) => ({ item_id: l.item.external_code, item_name: l.item.name, item_category: l.item.type, price: major(minors[i]), quantity: 1 }));
  dispatchShopEvent(name, { currency, value, items });
  if (pixel) trackPixel(pixelId, pixel, { content_ids: items.map((i) => i.item_id), content_name: items.map((i) => i.item_name).join(', '), content_type: 'product', currency, value });
}

export const trackItemView = (item: ShopItem): void => trackShop('event-shop:view-item', 'ViewContent', [{ item, price: item.price, fee: item.fee }]);

/** What a write answered: the cart, and the shop data when the call returns it (spec 7). */
function took(answer: { cart: Cart; data?: ShopData }): void {
  if (answer.data) receiveData(answer.data);
  receiveCart(answer.cart, true);
}

const code = (): string | null => cartState.cart?.code ?? null;

/**
 * Add one item: a ticket with its holder (`/add-product-to-cart`), or
 * merchandise (`/add-merchandise-to-cart`). The first add sends `cart: null`
 * and the answer's code is kept. Toasts `Item added to cart.`, or the server's
 * message, or `Could not add item to cart.` (spec 8).
 */
export function addToCart(item: ShopItem, holder?: api.Holder): Promise<WriteResult> {
  return once(`add:${item.external_code}`, async () => {
    const t = getT();
    try {
      const answer =
        item.shop_item_type === 'merchandise'
          ? await api.addMerchandiseToCart(code(), item.external_code)
          : await api.addProductToCart(code(), item.external_code, holder ?? emptyHolder);
      took(answer);
      notify.success(t('cart.added'));
      trackShop('event-shop:add-to-cart', 'AddToCart', [{ item, price: item.price, fee: item.fee }]);
      if (holder) trackShop('event-shop:customise', 'CustomizeProduct', [{ item, price: item.price, fee: item.fee }]);
      return null;
    } catch (error) {
      notify.error((error instanceof ApiError && error.serverMessage) || t('cart.addFailed'));
      return errorText(error);
    }
  });
}

const emptyHolder: api.Holder = { full_name: '', email: '', age: null, country: null, transport_time_id: null };

/** `/update-product-in-cart` (spec 4, 8): `Item details updated.` or `Could not update item details.` */
export function updateCartProduct(lineId: Id, item: ShopItem, holder: api.Holder): Promise<WriteResult> {
  return once(`update:${lineId}`, async () => {
    const t = getT();
    const current = code();
    // The cart disappeared (expired, emptied in another tab) before the call: the spec's failure text, not an internal one.
    if (!current) {
      notify.error(t('cart.updateFailed'));
      return t('cart.updateFailed');
    }
    try {
      const answer = await api.updateProductInCart(current, lineId, holder);
      took(answer);
      notify.success(t('cart.updated'));
      trackShop('event-shop:customise', 'CustomizeProduct', [{ item, price: item.price, fee: item.fee }]);
      return null;
    } catch (error) {
      notify.error(t('cart.updateFailed'));
      if (error instanceof ApiError && error.status === 404) void loadCart();
      return errorText(error);
    }
  });
}

/** Remove a line (after the shopper confirmed): `Item removed from cart.` */
export function removeFromCart(entry: CartLine): Promise<WriteResult> {
  return once(`remove:${entry.kind}:${entry.line.id}`, async () => {
    const t = getT();
    const current = code();
    if (!current) {
      notify.error(t('error.generic'));
      return t('error.generic');
    }
    try {
      const answer =
        entry.kind === 'product'
          ? await api.removeProductFromCart(current, entry.line.id)
          : await api.removeMerchandiseFromCart(current, entry.line.id);
      took(answer);
      notify.success(t('cart.removed'));
      trackShop('event-shop:remove-from-cart', null, [{ item: entry.item, price: entry.line.price, fee: entry.line.fee }]);
      return null;
    } catch (error) {
      const message = errorText(error);
      notify.error(message);
      if (error instanceof ApiError && error.status === 404) void loadCart();
      return message;
    }
  });
}
