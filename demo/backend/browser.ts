import { setupWorker } from 'msw/browser';
import { createBackend } from './index';
import { foreignFromQuery, queryList } from './foreign';
import { showOutbox } from './outbox';
import { rushForTab, showRushSwitch } from './rush-page';

/**
 * The demo host's backend, started before the shop mounts. It keeps its data in
 * localStorage (`event-shop-demo-db`) so every tab of the demo shares one
 * backend; `?reset-demo` in the page URL starts from the seed again (and is
 * then taken out of the address). The page's `#demo-outbox` lists the e-mails
 * the backend "sent". `?backend=foreign` (README "Foreign mode") makes it
 * answer like a real host backend for the rest of the tab's visit (the fake
 * provider page and its way back included); `?backend=demo` ends that.
 * `?backend=rush` (README "Rush mode") puts a waiting room in front of it for the
 * tab's visit, the header's "Rush mode" link turns it on and off.
 */
declare global {
  interface Window {
    EventShopDemo?: { ready: Promise<void>; reset(): void };
  }
}

/**
 * Where the page tells the shop to call (docs/embed-contract.md §2: `window.EventShopConfig`, else the
 * JSON config script), so the simulated API answers there: a pasted snippet with its own `apiBase` works.
 */
function pageApiBase(): string {
  const fromWindow = (window as Window & { EventShopConfig?: { apiBase?: unknown } }).EventShopConfig?.apiBase;
  if (typeof fromWindow === 'string') return fromWindow;
  try {
    const fromScript: unknown = JSON.parse(document.getElementById('event-shop-config')?.textContent ?? '{}');
    const apiBase = fromScript && typeof fromScript === 'object' && 'apiBase' in fromScript ? fromScript.apiBase : undefined;
    if (typeof apiBase === 'string') return apiBase;
  } catch {
    // Not JSON: the shop reports that itself; the demo answers at the default.
  }
  return '/api';
}
const apiBase = pageApiBase();
const query = new URLSearchParams(window.location.search);
// The mode, its latency and slow actions stay for the tab; a 502 only for the page whose address asks.
const MODE_KEY = 'event-shop-demo-backend';
if (query.has('backend')) {
  const kept = [...query].filter(([name]) => ['backend', 'latency', 'slow'].includes(name));
  if (['foreign', 'rush'].includes(query.get('backend') ?? '')) sessionStorage.setItem(MODE_KEY, new URLSearchParams(kept).toString());
  else sessionStorage.removeItem(MODE_KEY);
}
const stored = new URLSearchParams(sessionStorage.getItem(MODE_KEY) ?? '');
const mode = foreignFromQuery(stored);
const foreign = mode && { ...mode, badGateway: queryList(query, 'bad-gateway') };
const rush = stored.get('backend') === 'rush' ? rushForTab(query) : null;
const backend = createBackend({ apiBase, latencyMs: 250, persistKey: 'event-shop-demo-db', foreign, rush });
if (query.has('reset-demo')) {
  backend.db.reset();
  // Done once: a reload must not wipe the demo's data again.
  query.delete('reset-demo');
  const rest = query.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`);
}
const onPage = () => {
  showOutbox(backend.db);
  // Whoever looks at the page knows which answers the shop is getting.
  if (foreign)
    document.querySelector('.site-notice')?.append(' The backend answers in foreign mode (demo/backend/README.md); ?backend=demo ends it.');
  showRushSwitch(Boolean(rush), query);
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', onPage, { once: true });
else onPage();

const worker = setupWorker(...backend.handlers);
const workerUrl = new URL(
  'mockServiceWorker.js',
  document.currentScript instanceof HTMLScriptElement ? new URL('..', document.currentScript.src) : window.location.href,
);

window.EventShopDemo = {
  ready: worker
    // Scope `/`: host pages outside demo/ (test fixtures) use this backend too;
    // the server sends `Service-Worker-Allowed: /` for the worker script.
    .start({ serviceWorker: { url: workerUrl.pathname, options: { scope: '/' } }, onUnhandledRequest: 'bypass', quiet: true })
    .then(() => undefined),
  reset: () => backend.db.reset(),
};
