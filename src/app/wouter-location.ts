/**
 * Stands in for wouter's `use-browser-location.js` in the bundle and the tests
 * (build/shared.mjs). wouter's own module is its default router's location: it
 * reads `location.pathname`, and on load patches the host page's
 * `history.pushState`/`replaceState` and sets a global symbol. The shop never
 * uses it (app/App.tsx gives the Router our hash location), so neither its
 * weight nor those changes to the host page ship: the default hooks are ours.
 */
export { useShopLocation as useBrowserLocation, useShopSearch as useSearch } from './router';
