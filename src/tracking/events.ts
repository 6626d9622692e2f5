import type { EventShopEvents } from '../public-api';

/**
 * What the shop tells the outside world.
 *
 * 1. Host events: a `CustomEvent` on `window` for each shop action
 *    (`event-shop:view-item`, `-add-to-cart`, `-remove-from-cart`, `-customise`,
 *    `-purchase`),
 *    with a GA4-like `detail` (currency, value, items). Typed in public-api.ts.
 * 2. The tracking pixel (docs/spec.md §7): events fire only when config `pixelId` is set.
 *    The bundle loads no third-party script: the host page includes its pixel's
 *    base code (`fbq`), and we call it with our pixel id.
 */

export type PixelEvent = 'ViewContent' | 'AddToCart' | 'CustomizeProduct' | 'Purchase' | 'CompleteRegistration';

type Fbq = (command: 'trackSingle', pixelId: string, event: PixelEvent, params?: Record<string, unknown>) => void;

/** The pixel ids whose missing base code was reported: once each, at its first lost event (a tag manager may add `fbq` after mount). */
const unheard = new Set<string>();

export function trackPixel(pixelId: string | null | undefined, event: PixelEvent, params?: Record<string, unknown>): boolean {
  if (!pixelId) return false;
  const fbq = (window as Window & { fbq?: unknown }).fbq;
  if (typeof fbq !== 'function') {
    if (!unheard.has(pixelId))
      console.warn(`[event-shop] pixelId "${pixelId}" is set, but the page has no pixel base code (window.fbq): pixel events are not sent`);
    unheard.add(pixelId);
    return false;
  }
  try {
    (fbq as Fbq)('trackSingle', pixelId, event, params);
    return true;
  } catch (error) {
    console.warn('[event-shop] tracking pixel failed', error);
    return false;
  }
}

export function dispatchShopEvent<K extends keyof EventShopEvents>(name: K, detail: EventShopEvents[K]['detail']): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}
