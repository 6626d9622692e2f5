import { currencyDigits, priceWithFee } from '../domain/money';
import type { EventShopEvents } from '../public-api';
import { dispatchShopEvent, trackPixel, type PixelEvent } from './events';

/** What the host event and the pixel need of the config. */
export interface TrackingSettings {
  currency: string;
  pixelId: string | null;
}

/** What an event says of an item: its code, name and sub-type. */
export interface TrackedItem {
  external_code: string;
  name: string;
  type: string;
}

export interface TrackedLine {
  item: TrackedItem;
  price: number;
  fee: number;
}

/**
 * The host event (GA4-like: currency, value, items; README "Events for the
 * host") and the pixel event when a pixel id is set. Prices are price plus fee
 * in major units, added exactly.
 */
export function trackShop(
  { currency, pixelId }: TrackingSettings,
  name: Exclude<keyof EventShopEvents, 'event-shop:purchase'>,
  pixel: Extract<PixelEvent, 'ViewContent' | 'AddToCart' | 'CustomizeProduct'> | null,
  lines: TrackedLine[],
): void {
  const major = (minor: number) => minor / 10 ** currencyDigits(currency);
  const minors = lines.map((l) => priceWithFee(l.price, l.fee, currency));
  const value = major(minors.reduce((a, b) => a + b, 0));
  const items = lines.map((l, i) => ({ item_id: l.item.external_code, item_name: l.item.name, item_category: l.item.type, price: major(minors[i]), quantity: 1 }));
  dispatchShopEvent(name, { currency, value, items });
  if (pixel) trackPixel(pixelId, pixel, { content_ids: items.map((i) => i.item_id), content_name: items.map((i) => i.item_name).join(', '), content_type: 'product', currency, value });
}

/** A product page was shown. */
export const trackItemView = (settings: TrackingSettings, item: TrackedItem & { price: number; fee: number }): void =>
  trackShop(settings, 'event-shop:view-item', 'ViewContent', [{ item, price: item.price, fee: item.fee }]);
