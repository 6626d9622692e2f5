/**
 * Hash location for the router (docs/embed-contract.md §2 Routing, docs/spec.md §2 Routes).
 *
 * - The route and its query both live after `#/`: `#/tickets?type=camping`,
 *   `#/login?from=%2Fportal`. The host's own `location.search` is never written.
 * - A hash that does not start with `#/` belongs to the host page (an anchor such
 *   as `#contact`): the route stays as it was and nothing re-renders.
 *
 * wouter's own hash hook writes queries into `location.search`, hence this one.
 */

import { onUnmount } from './runtime';

type Listener = () => void;

const listeners = new Set<Listener>();
let lastRoute = readRoute() ?? '/';

function readRoute(): string | null {
  const hash = window.location.hash;
  // Kept encoded: wouter decodes the path and query itself.
  return hash.startsWith('#/') ? hash.slice(1) : null;
}

/**
 * Encode what a URL fragment cannot hold (spaces, quotes, non-ASCII) and keep
 * what path builders already encoded (`%2F`) as it is.
 */
const encodeRoute = (route: string): string => route.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/g, (c) => encodeURIComponent(c));

/** An in-shop path as it stands in the hash: rooted at `/`, encoded. */
const routeOf = (to: string): string => encodeRoute(to.startsWith('/') ? to : `/${to}`);

const notifyListeners = (): void => listeners.forEach((listener) => listener());

function onHashChange(): void {
  const route = readRoute();
  if (route === null || route === lastRoute) return;
  lastRoute = route;
  notifyListeners();
}

/** Subscribe to route changes; the hashchange listener lives only while someone listens. */
export function subscribeLocation(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('hashchange', onHashChange);
  listeners.add(listener);
  // The hash may have moved between the first render and this subscription.
  onHashChange();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('hashchange', onHashChange);
  };
}

/** The path part of the current route, e.g. `/tickets`. */
export const currentPath = (): string => lastRoute.split('?')[0] || '/';

/** The query part of the current route, without `?`, e.g. `type=camping`. */
export const currentSearch = (): string => {
  const at = lastRoute.indexOf('?');
  return at === -1 ? '' : lastRoute.slice(at + 1);
};

export interface NavigateOptions {
  replace?: boolean;
}

/** Go to an in-shop path such as `/tickets?type=camping`. */
export function navigate(to: string, { replace = false }: NavigateOptions = {}): void {
  const route = routeOf(to);
  if (route === lastRoute && readRoute() === route) return;
  const { pathname, search } = window.location;
  const url = `${pathname}${search}#${route}`;
  // pushState/replaceState fire no hashchange: notify the router ourselves.
  window.history[replace ? 'replaceState' : 'pushState'](window.history.state, '', url);
  lastRoute = route;
  notifyListeners();
}

/** The `href` of an in-shop link. */
export const hrefFor = (to: string): string => `#${routeOf(to)}`;

/** Forget the remembered route (unmount), so a later mount reads the hash afresh. */
export function resetLocation(): void {
  lastRoute = readRoute() ?? '/';
}
onUnmount(resetLocation);
