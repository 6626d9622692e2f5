import { useSyncExternalStore } from 'react';
import { currentPath, currentSearch, navigate, subscribeLocation, type NavigateOptions } from '../stores/location';

/** wouter's location hook over our hash location (stores/location.ts). */
export function useShopLocation(): [string, (to: string, options?: NavigateOptions) => void] {
  const path = useSyncExternalStore(subscribeLocation, currentPath);
  return [path, navigate];
}

/** wouter's search hook: the query inside the hash. */
export function useShopSearch(): string {
  return useSyncExternalStore(subscribeLocation, currentSearch);
}

useShopLocation.hrefs = (href: string) => `#${href}`;
