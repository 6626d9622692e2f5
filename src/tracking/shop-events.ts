import { priceWithFee, sum, toMajor } from '../domain/money';
import type { EventShopEvents, ShopEventItem } from '../public-api';
import { dispatchShopEvent, trackPixel, type PixelEvent } from './events';

/** What the host event and the pixel need of the config. */
export interface TrackingSettings {
  currency: string;
  pixelId: string | null;
}

/** What an event says of an item: its code, name and sub-type. */
export interface TrackedItem {
  externalCode: string;
  name: string;
  type: string;
}

/** A line as the events tell it: its item, and its price and fee in minor units (as api/ reads them). */
export interface TrackedLine {
  item: TrackedItem;
  price: number;
  fee: number;
}

/** An item of a host event: one of `item`, at price plus fee. */
export const eventItem = (item: TrackedItem, priced: { price: number; fee: number }, currency: string): ShopEventItem => ({
  item_id: item.externalCode,
  item_name: item.name,
  item_category: item.type,
  price: toMajor(priceWithFee(priced), currency),
  quantity: 1,
});

/** What every pixel event says: the items' codes, their currency and value. */
export const pixelParams = (items: ShopEventItem[], currency: string, value: number) => ({
  content_ids: items.map((i) => i.item_id),
  content_type: 'product',
  currency,
  value,
});

/**
 * The host event (GA4-like: currency, value, items; README "Events for the
 * host") and the pixel event when a pixel id is set. Prices are price plus fee
 * in major units, added in minor units, so exactly.
 */
export function trackShop(
  { currency, pixelId }: TrackingSettings,
  name: Exclude<keyof EventShopEvents, 'event-shop:purchase'>,
  pixel: Extract<PixelEvent, 'ViewContent' | 'AddToCart' | 'CustomizeProduct'> | null,
  lines: TrackedLine[],
): void {
  // The value is added in minor units: exact, unlike a sum of the items' major prices.
  const value = toMajor(sum(lines.map(priceWithFee)), currency);
  const items = lines.map((l) => eventItem(l.item, l, currency));
  dispatchShopEvent(name, { currency, value, items });
  if (pixel) trackPixel(pixelId, pixel, { ...pixelParams(items, currency, value), content_name: items.map((i) => i.item_name).join(', ') });
}

/** A product page was shown. */
export const trackItemView = (settings: TrackingSettings, item: TrackedItem & { price: number; fee: number }): void =>
  trackShop(settings, 'event-shop:view-item', 'ViewContent', [{ item, price: item.price, fee: item.fee }]);
