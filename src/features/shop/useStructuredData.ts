import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { ShopItem } from '../../api/types';
import { structuredData } from '../../domain/structured-data';
import { useConfig } from '../../stores/config';
import { htmlText, trustedJson } from '../../ui/SafeHtml';

/**
 * With `structuredData` on (docs/embed-contract.md §3), the JSON-LD of what the page shows
 * (domain/structured-data) as a `<script type="application/ld+json">` in the light DOM of
 * the placeholder whose shadow root holds `ref`'s element (the `view` or `app` part), where
 * a search engine reads it. Written in a task of its own after the page's render (its
 * descriptions go through the sanitiser: no shopper waits for it). A layout effect: its
 * cleanup runs within the navigation that leaves the page and within `unmount()`, so the
 * script goes with the page that put it there.
 */
export function useStructuredData(ref: RefObject<Element | null>, shown: ShopItem | ShopItem[] | null): void {
  const { structuredData: on, currency } = useConfig();
  // A listing passes a new array at each render: the same items (the same snapshot objects) keep
  // their script, not written again.
  const kept = useRef(shown);
  if (!sameItems(kept.current, shown)) kept.current = shown;
  const items = kept.current;
  useLayoutEffect(() => {
    const host = (ref.current?.getRootNode() as ShadowRoot | undefined)?.host;
    if (!on || !items || !host) return;
    const script = document.createElement('script');
    const later = setTimeout(() => {
      script.type = 'application/ld+json';
      script.text = trustedJson(structuredData(items, currency, location.href.split('#')[0], htmlText));
      host.append(script);
    });
    return () => {
      clearTimeout(later);
      script.remove();
    };
  }, [on, items, currency, ref]);
}

const sameItems = (a: ShopItem | ShopItem[] | null, b: ShopItem | ShopItem[] | null): boolean =>
  Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => item === b[i]);
