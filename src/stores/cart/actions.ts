import * as api from '../../api/cart';
import { attempt, failed, type Result } from '../../api/result';
import type { Cart, Id, ShopData, ShopItem } from '../../api/types';
import type { TextKey } from '../../i18n/texts';
import { trackShop, type TrackedLine } from '../../tracking/shop-events';
import { getConfig, getT } from '../config';
import { logFailure, showFailure, cheer } from '../../feedback/feedback';
import { receiveData } from '../shop-data';
import { answeredAfterUnmount, mountSignal, send } from '../runtime';
import { enqueue, loadCart } from './queue';
import { receiveCart } from './receive';
import { currentCartCode, type ShopCartLine } from './state';

/** One cart write (a change is sent one way only: a store action that returns a Result). */
export interface CartWrite<A> {
  /**
   * A second write with the same key while one runs joins it (a double click sends once). Its first
   * word names the call in feedback's catalogue, which shows a failure (`add:TICKET`: `add`).
   */
  key: string;
  /** The call, given the cart's code (null before the cart exists). */
  call: (code: string | null) => Promise<A>;
  /** Refuse without a call when there is no cart (it expired, or another tab emptied it). */
  needsCart?: boolean;
  /** Keep the answer; by default its shop data and its cart. */
  store?: (answer: A) => void;
  /** The success toast (docs/spec.md §8). */
  success?: TextKey;
  /** After a success: host and pixel events. */
  after?: (answer: A) => void;
}

/** What a cart call answers (docs/spec.md §7): the cart, and the shop data when the call returns it. */
function keep(answer: { cart: Cart; data?: ShopData }): void {
  if (answer.data) receiveData(answer.data);
  receiveCart(answer.cart, true);
}

/**
 * Run a cart write: in the cart queue, once per key; store the answer, toast,
 * track; on failure show it as the write says, and reload the cart so the
 * panel shows what the server holds (the write may have happened, or the
 * cart expired or was emptied elsewhere). The reload runs after this write
 * leaves the queue.
 */
export function runCartWrite<A>(write: CartWrite<A>): Promise<Result<A>> {
  return enqueue(write.key, async () => {
    const code = currentCartCode();
    const mount = mountSignal();
    const result = code === null && write.needsCart ? failed(new Error(getT()('error.generic'))) : await attempt(() => write.call(code));
    // The shop was unmounted meanwhile: the answer belongs to no page any more, and its caller acts on nothing.
    if (mount.aborted) return answeredAfterUnmount(write.key);
    if (result.ok) {
      (write.store ?? (keep as (answer: A) => void))(result.value);
      if (write.success) cheer(write.success);
      write.after?.(result.value);
      return result;
    }
    logFailure(write.key, result.error);
    showFailure(result.error, write.key);
    if (code !== null) void loadCart();
    return result;
  });
}

const track = (...args: Parameters<typeof trackShop> extends [unknown, ...infer Rest] ? Rest : never) => trackShop(getConfig(), ...args);
const lineOf = (item: ShopItem): TrackedLine => ({ item, price: item.price, fee: item.fee });

/** Who a ticket is for (docs/spec.md §5 Personalise ticket). */
export type Holder = api.Holder;
const noHolder: Holder = { fullName: '', email: '', age: null, country: null, transportTimeId: null };

/**
 * Add one item (docs/spec.md §7): a ticket with its holder (`/add-product-to-cart`), or
 * merchandise (`/add-merchandise-to-cart`). The first add sends `cart: null`
 * and the answer's code is kept. Failure: the server's message, else 'Could not add item to cart.' (docs/spec.md §8).
 */
export const addToCart = (item: ShopItem, holder?: Holder) =>
  runCartWrite({
    key: `add:${item.externalCode}`,
    call: (code) =>
      send(
        item.shopItemType === 'merchandise'
          ? api.addMerchandiseToCart(code, item.externalCode)
          : api.addProductToCart(code, item.externalCode, holder ?? noHolder),
      ),
    success: 'cart.added',
    after: () => {
      track('event-shop:add-to-cart', 'AddToCart', [lineOf(item)]);
      if (holder) track('event-shop:customise', 'CustomizeProduct', [lineOf(item)]);
    },
  });

/** `/update-product-in-cart` (docs/spec.md §4, §8): 'Item details updated.' or 'Could not update item details.' */
export const updateCartProduct = (lineId: Id, item: ShopItem, holder: Holder) =>
  runCartWrite({
    key: `update:${lineId}`,
    needsCart: true,
    call: (code) => send(api.updateProductInCart(code ?? '', lineId, holder)),
    success: 'cart.updated',
    after: () => track('event-shop:customise', 'CustomizeProduct', [lineOf(item)]),
  });

/** Remove a line (after the shopper confirmed): 'Item removed from cart.' */
export const removeFromCart = (entry: ShopCartLine) =>
  runCartWrite({
    key: `remove:${entry.kind}:${entry.line.id}`,
    needsCart: true,
    call: (code) =>
      send(
        entry.kind === 'product'
          ? api.removeProductFromCart(code ?? '', entry.line.id)
          : api.removeMerchandiseFromCart(code ?? '', entry.line.id),
      ),
    success: 'cart.removed',
    after: () => track('event-shop:remove-from-cart', null, [{ item: entry.item, price: entry.line.price, fee: entry.line.fee }]),
  });
