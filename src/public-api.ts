import type { EventShopConfig } from './config/types';

/** The options of `EventShop.mount()`. */
export interface MountOptions {
  /** A config that replaces the page's own (docs/embed-contract.md §2). */
  config?: EventShopConfig;
}

/** `window.EventShop` (docs/embed-contract.md §2). */
export interface EventShopApi {
  /**
   * Mount every `data-event-shop` placeholder; a second call returns the same promise. It resolves once the
   * first view has rendered (the shop's data shown, or why it could not load), as `event-shop:ready` is
   * dispatched, or when `unmount()` comes first.
   */
  mount(options?: MountOptions): Promise<void>;
  /** Remove everything the bundle added (DOM, listeners, timers, styles). */
  unmount(): void;
  /** Go to an in-shop route, e.g. `EventShop.navigate('/tickets')` (hash routing: a later mount starts there too). */
  navigate(path: string): void;
  /** Open the header part's cart drop-down. */
  openCart(): void;
  /** The bundle's version. */
  readonly version: string;
}

/**
 * Events the shop dispatches on `window` for the host (analytics and the like).
 * Each `detail` is GA4-like. Listen with
 * `window.addEventListener('event-shop:add-to-cart', (e) => e.detail.value)`.
 */
export interface EventShopEvents {
  /** The first view has rendered after `mount()` (its promise resolves at the same time); once per mount. */
  'event-shop:ready': CustomEvent<{ version: string }>;
  /** A product page was shown (GA4 `view_item`). */
  'event-shop:view-item': CustomEvent<ShopEventDetail>;
  /** An item went into the cart (GA4 `add_to_cart`). */
  'event-shop:add-to-cart': CustomEvent<ShopEventDetail>;
  /** An item left the cart by the shopper's Remove (GA4 `remove_from_cart`). */
  'event-shop:remove-from-cart': CustomEvent<ShopEventDetail>;
  /** A ticket holder's details were saved for a cart item (the pixel's `CustomizeProduct`). */
  'event-shop:customise': CustomEvent<ShopEventDetail>;
  /**
   * An order's confirmation page was shown (docs/spec.md §2 `/portal/orders/{order}/confirmation`):
   * GA4's `purchase`, with the order code as `transaction_id` and the order's
   * total as `value`. Sent once per order in a browser session, even when the
   * confirmation page is reloaded.
   */
  'event-shop:purchase': CustomEvent<PurchaseEventDetail>;
}

export interface ShopEventItem {
  item_id: string;
  item_name: string;
  item_category: string;
  price: number;
  quantity: number;
}

export interface ShopEventDetail {
  currency: string;
  value: number;
  items: ShopEventItem[];
}

/** The `purchase` event's detail: GA4's, with the order code as `transaction_id`. */
export interface PurchaseEventDetail extends ShopEventDetail {
  transaction_id: string;
}

declare global {
  interface Window {
    /** The classic script's API (docs/embed-contract.md §2); the ES module build does not set it. */
    EventShop?: EventShopApi;
  }
  /**
   * The shop's events on `window`, so `window.addEventListener('event-shop:purchase', (e) => e.detail.transaction_id)`
   * is typed in a host's TypeScript.
   */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface merge adds members by extending
  interface WindowEventMap extends EventShopEvents {}
}
