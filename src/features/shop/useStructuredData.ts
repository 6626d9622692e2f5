import { useLayoutEffect, type RefObject } from 'react';
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
  useLayoutEffect(() => {
    const host = (ref.current?.getRootNode() as ShadowRoot | undefined)?.host;
    if (!on || !shown || !host) return;
    const script = document.createElement('script');
    const later = setTimeout(() => {
      script.type = 'application/ld+json';
      script.text = trustedJson(structuredData(shown, currency, location.href.split('#')[0], htmlText));
      host.append(script);
    });
    return () => {
      clearTimeout(later);
      script.remove();
    };
  }, [on, shown, currency, ref]);
}
