import { setupWorker } from 'msw/browser';
import { createBackend } from './index';
import { showOutbox } from './outbox';

/**
 * The demo host's backend, started before the shop mounts. It keeps its data in
 * localStorage (`event-shop-demo-db`) so every tab of the demo shares one
 * backend; `?reset-demo` in the page URL starts from the seed again (and is
 * then taken out of the address). The page's `#demo-outbox` lists the e-mails
 * the backend "sent".
 */
declare global {
  interface Window {
    EventShopDemo?: { ready: Promise<void>; reset(): void };
  }
}

const apiBase = (window as Window & { EventShopConfig?: { apiBase?: string } }).EventShopConfig?.apiBase ?? '/api';
const backend = createBackend({ apiBase, latencyMs: 250, persistKey: 'event-shop-demo-db' });
const query = new URLSearchParams(window.location.search);
if (query.has('reset-demo')) {
  backend.db.reset();
  // Done once: a reload must not wipe the demo's data again (issue 8).
  query.delete('reset-demo');
  const rest = query.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`);
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => showOutbox(backend.db), { once: true });
else showOutbox(backend.db);

const worker = setupWorker(...backend.handlers);
const workerUrl = new URL('mockServiceWorker.js', document.currentScript instanceof HTMLScriptElement ? new URL('..', document.currentScript.src) : window.location.href);

window.EventShopDemo = {
  ready: worker
    // Scope `/`: host pages outside demo/ (test fixtures) use this backend too;
    // the server sends `Service-Worker-Allowed: /` for the worker script.
    .start({ serviceWorker: { url: workerUrl.pathname, options: { scope: '/' } }, onUnhandledRequest: 'bypass', quiet: true })
    .then(() => undefined),
  reset: () => backend.db.reset(),
};
