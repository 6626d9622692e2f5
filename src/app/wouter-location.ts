/**
 * Stands in for wouter's `use-browser-location.js` in the bundle and the tests
 * (build/shared.mjs). wouter's own module is its default router's location: it
 * reads `location.pathname`, and on load patches the host page's
 * `history.pushState`/`replaceState` and sets a global symbol. The shop never
 * uses it, so neither its weight nor those changes to the host page ship: the
 * default router's hooks are ours, our hash location, which is why app/App.tsx
 * needs no `<Router>` of its own.
 */
export { useShopLocation as useBrowserLocation, useShopSearch as useSearch } from './router';
