import { useSyncExternalStore } from 'react';
import { currentPath, currentSearch, navigate, subscribeLocation, type NavigateOptions } from '../stores/location';

/**
 * wouter runs decodeURI over the path and the query it is given; the route's
 * params are then decoded per segment (app/View.tsx) and queries by
 * URLSearchParams. To decode exactly once, wouter gets the route with its `%`
 * escaped, so its decodeURI hands back the route as it stands in the hash.
 */
const forWouter = (value: string): string => value.replace(/%/g, '%25');
const pathForWouter = () => forWouter(currentPath());
const searchForWouter = () => forWouter(currentSearch());

/** wouter's location hook over our hash location (stores/location.ts). */
export function useShopLocation(): [string, (to: string, options?: NavigateOptions) => void] {
  const path = useSyncExternalStore(subscribeLocation, pathForWouter);
  return [path, navigate];
}

/** wouter's search hook: the query inside the hash. */
export function useShopSearch(): string {
  return useSyncExternalStore(subscribeLocation, searchForWouter);
}
