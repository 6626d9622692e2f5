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

import { perMount } from './runtime';

type Listener = () => void;

// The router's subscriptions come and go with its components: unmounting the tree removes every one.
const listeners = new Set<Listener>();
/** The route the router shows in this mount: read from the hash when a mount first asks. */
const shown = perMount(() => ({ route: readRoute() ?? '/' }));

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
  if (route === null || route === shown().route) return;
  shown().route = route;
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
export const currentPath = (): string => shown().route.split('?')[0] || '/';

/** The query part of the current route, without `?`, e.g. `type=camping`. */
export const currentSearch = (): string => {
  const { route } = shown();
  const at = route.indexOf('?');
  return at === -1 ? '' : route.slice(at + 1);
};

export interface NavigateOptions {
  replace?: boolean;
}

/** Go to an in-shop path such as `/tickets?type=camping`. */
export function navigate(to: string, { replace = false }: NavigateOptions = {}): void {
  const route = routeOf(to);
  if (route === shown().route && readRoute() === route) return;
  const { pathname, search } = window.location;
  const url = `${pathname}${search}#${route}`;
  // pushState/replaceState fire no hashchange: notify the router ourselves.
  window.history[replace ? 'replaceState' : 'pushState'](window.history.state, '', url);
  shown().route = route;
  notifyListeners();
}

/** The `href` of an in-shop link. */
export const hrefFor = (to: string): string => `#${routeOf(to)}`;

/** Read the route from the hash again (a mount's first render: the hash may have moved since it was read). */
export function resetLocation(): void {
  shown().route = readRoute() ?? '/';
}
