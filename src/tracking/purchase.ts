import { toMajor } from '../domain/money';
import { dispatchShopEvent, trackPixel } from './events';
import { eventItem, pixelParams, type TrackedItem, type TrackingSettings } from './shop-events';

/**
 * The purchase event of the order confirmation (docs/spec.md §2, §7): the host's
 * `event-shop:purchase` and the pixel's `Purchase` (when a pixel id is set),
 * once per order. The codes already told are kept in sessionStorage
 * `event-shop-purchases` (never localStorage: the contract keeps it for `token`
 * and `cart`), so a reload of the confirmation does not count the sale twice.
 * Storage that throws (private modes, sandboxed frames) is replaced by this
 * page's memory.
 */
export const PURCHASES_KEY = 'event-shop-purchases';

interface Priced {
  price: number;
  fee: number;
}

export interface PurchasedOrder {
  code: string;
  totalPrice: number;
  tickets?: ReadonlyArray<Priced & { product: TrackedItem }> | null;
  cartProducts?: ReadonlyArray<Priced & { product: TrackedItem }> | null;
  merchandisePurchases?: ReadonlyArray<Priced & { merchandise: TrackedItem }> | null;
  cartMerchandise?: ReadonlyArray<Priced & { merchandise: TrackedItem }> | null;
}

const told = new Set<string>();

function toldCodes(): string[] | null {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(PURCHASES_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return null;
  }
}

function remember(code: string, codes: string[]): void {
  told.add(code);
  try {
    window.sessionStorage.setItem(PURCHASES_KEY, JSON.stringify([...codes, code]));
  } catch {
    /* Remembered in this page's memory only. */
  }
}

/** Tell the purchase unless this order's was told already; true when it was sent now. */
export function trackPurchase({ currency, pixelId }: TrackingSettings, order: PurchasedOrder): boolean {
  const codes = toldCodes();
  if (codes ? codes.includes(order.code) : told.has(order.code)) return false;
  remember(order.code, codes ?? []);
  const items = [
    ...[...(order.tickets ?? []), ...(order.cartProducts ?? [])].map((l) => eventItem(l.product, l, currency)),
    ...[...(order.merchandisePurchases ?? []), ...(order.cartMerchandise ?? [])].map((l) => eventItem(l.merchandise, l, currency)),
  ];
  const value = toMajor(order.totalPrice, currency);
  dispatchShopEvent('event-shop:purchase', { currency, value, transaction_id: order.code, items });
  trackPixel(pixelId, 'Purchase', { ...pixelParams(items, currency, value), num_items: items.length });
  return true;
}
