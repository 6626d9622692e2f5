import { createRoot } from 'react-dom/client';
import { App, type PartTarget } from '../app/App';
import { isPart } from '../app/parts';
import { intlProblems } from '../config/formats';
import { parseConfig } from '../config/schema';
import type { ConfigProblem } from '../config/types';
import { partDirection, shopLanguage } from '../i18n/language';
import { shipped } from '../i18n/shipped';
import { createTranslator } from '../i18n/texts';
import { endMount } from '../stores/runtime';
import { setPageConfig } from '../stores/config';
import { navigate as goTo, resetLocation } from '../stores/location';
import { setCartPanelOpen } from '../stores/cart/state';
import { preloadCart } from '../stores/cart/connection';
import { connectApi, loadData } from '../stores/session';
import type { MountOptions } from '../public-api';
import { readRawConfig, textsOf } from './read-config';
import { anchorScroll } from './scroll-anchor';
import { createStyles, type ShopStyles } from './styles';

/**
 * While mounted (or while the first render is scheduled): how to undo each step of the mount, in the
 * order the steps were done. Unmount undoes them last first.
 */
let mounted: Array<() => void> | null = null;
/** What `mount()` returns until unmount: settled once the first view has rendered (or the mount ended first). */
let ready: Promise<void> = Promise.resolve();

const PLACEHOLDER = '[data-event-shop]';
const OVERLAY_ATTRIBUTE = 'data-event-shop-overlay';

/**
 * Mount every placeholder of the page. A second call while mounted (or while
 * the render is scheduled) does nothing but return the same promise, which resolves once the first view
 * has rendered (the shop's data shown, or why it could not load; at once for a config error box), when
 * `event-shop:ready` is dispatched on window, or when `unmount()` comes first.
 *
 * Only what is cheap happens here: validate, attach the shadow roots, adopt the
 * styles. Rendering runs as a task of its own: a `defer` script's
 * mount does not hold up DOMContentLoaded, and the host's own load goes on.
 */
export function mount(options: MountOptions = {}): Promise<void> {
  if (mounted) return ready;
  const placeholders = Array.from(document.querySelectorAll<HTMLElement>(PLACEHOLDER)).filter((el) => isPart(el.dataset.eventShop));
  const raw = readRawConfig(options.config);
  const parsed =
    'error' in raw
      ? { ok: false as const, problems: [{ key: 'event-shop-config', message: `is not valid JSON at line ${raw.line} (${raw.error})` }] }
      : parseConfig(raw.raw);
  if (!supported()) {
    // An engine below the shop's floor (README "Browser support") reads why in the view, not a blank
    // page: as plain text in the placeholder, since what it lacks may be the shadow roots themselves.
    placeholders[mainIndex(placeholders)]?.replaceChildren(createTranslator(textsOf(raw.raw))('browser.unsupported'));
    return ready;
  }
  // Started before the shadow roots and their styles give the placeholders their first height (the
  // view's reserved one): in an engine without scroll anchoring, a reader below the shop keeps their place.
  const stopAnchoring = anchorScroll(placeholders);
  const roots = placeholders.map(shadowFor);
  const styles = createStyles();
  for (const root of roots) styles.attach(root);
  const undo = [
    () => {
      for (const root of roots) {
        root.replaceChildren();
        root.adoptedStyleSheets = [];
      }
    },
    stopAnchoring,
  ];
  mounted = undo;

  if (!parsed.ok) {
    // The error box stays synchronous: a few nodes, and the host sees it at once.
    reportConfigProblems(parsed.problems);
    // One readable box, in the part where the shop's page would be:
    // the view (or the one-part app), else the first placeholder.
    const main = mainIndex(placeholders);
    const box = document.createElement('div');
    box.className = 'es-root es-config-error';
    box.setAttribute('role', 'alert');
    const texts = textsOf(raw.raw);
    const t = createTranslator(texts);
    // A script that is not JSON says so, with the line where it stops (a CMS's </p><p> in a blank line).
    box.textContent = 'error' in raw ? t('config.notJson', { line: raw.line }) : t('config.invalid');
    // In the language it is written in: the bundle's, unless the host's texts translate it.
    const { locale } = Object(raw.raw) as { locale?: unknown };
    box.lang = shopLanguage(typeof locale === 'string' ? locale : shipped.lang, texts);
    box.dir = partDirection(box.lang, placeholders[main] ?? document.body);
    roots[main]?.replaceChildren(box);
    return (ready = Promise.resolve());
  }

  const { config } = parsed;
  const targets: PartTarget[] = placeholders.map((el, i) => ({ part: el.dataset.eventShop as PartTarget['part'], root: roots[i] }));
  let settle = () => {};
  ready = new Promise((resolve) => (settle = resolve));
  // Once per mount: a later load (after a login, say) is not a first view.
  let done = false;
  const onReady = () => {
    if (done || mounted !== undo) return;
    done = true;
    settle();
    window.dispatchEvent(new CustomEvent('event-shop:ready', { detail: { version: __VERSION__ } }));
  };
  // The data is asked for now, at mount: its wait overlaps the first render instead of following it.
  // Startup makes exactly one /get-data call, and one /get-cart for a stored cart.
  setPageConfig(config);
  resetLocation();
  connectApi();
  void loadData();
  preloadCart();
  const first = setTimeout(() => undo.push(render(targets, styles, onReady)));
  // Once the first view is shown (its prices and dates have paid for the page's first Intl objects),
  // when idle: asked at mount, this check was the longest task before the first listing.
  let cancelIdle = () => {};
  void ready.then(() => {
    if (mounted === undo) cancelIdle = whenIdle(() => reportIntlProblems(intlProblems(config)));
  });
  // Unmounted before the first render: it never runs.
  undo.push(
    () => clearTimeout(first),
    () => cancelIdle(),
    () => settle(),
  );
  return ready;
}

/** The part where the shop's page would be: the view (or the one-part app), else the first placeholder. */
const mainIndex = (placeholders: HTMLElement[]): number =>
  Math.max(
    0,
    placeholders.findIndex((el) => el.dataset.eventShop === 'view' || el.dataset.eventShop === 'app'),
  );

/**
 * What the shop cannot do without, each the floor of an engine: stylesheets
 * adopted by shadow roots (Safari 16.4, Firefox 101) and container queries
 * (Chromium 105, Firefox 110, Safari 16).
 */
const supported = (): boolean =>
  typeof ShadowRoot !== 'undefined' && 'adoptedStyleSheets' in ShadowRoot.prototype && CSS.supports('container-type', 'inline-size');

/** The first render; returns how to undo it. */
function render(targets: PartTarget[], styles: ShopStyles, onReady: () => void): () => void {
  // One overlay root of ours for toasts and modals, at the end of <body>.
  const overlayHost = document.createElement('div');
  overlayHost.setAttribute(OVERLAY_ATTRIBUTE, '');
  const overlay = overlayHost.attachShadow({ mode: 'open' });
  styles.attach(overlay, { toasts: true });
  const container = document.createElement('div');
  container.className = 'es-root es-overlay';
  overlay.append(container);
  document.body.append(overlayHost);
  const root = createRoot(container);
  root.render(<App targets={targets} overlay={container} adoptStyles={styles.add} onReady={onReady} />);
  return () => {
    // Unmounting the tree runs every effect's cleanup: listeners and timers go with it.
    root.unmount();
    overlayHost.remove();
  };
}

/** Remove everything the bundle added: DOM, listeners, timers and styles. */
export function unmount(): void {
  if (!mounted) return;
  const undo = mounted;
  mounted = null;
  // The tree first (with the overlay), the placeholders' roots emptied last.
  for (const step of undo.reverse()) step();
  // The mount's work is aborted and every store goes back to nothing (each registered itself: stores/runtime).
  endMount();
}

/** Go to an in-shop route (`/tickets`, `/portal`): the page's hash, which a later mount reads too. */
export const navigate = (path: string): void => goTo(path);

/** Open the header part's cart drop-down (a page without a header part shows the cart in its side or cart part). */
export const openCart = (): void => setCartPanelOpen(true);

/**
 * An open shadow root per placeholder. A shadow root cannot be detached, so after
 * `unmount` the emptied root is reused by the next `mount`.
 */
function shadowFor(el: HTMLElement): ShadowRoot {
  return el.shadowRoot ?? el.attachShadow({ mode: 'open' });
}

/** Tell the site owner what is wrong with the config: a headline, then one line per key. */
function report(level: 'error' | 'warn', headline: string, problems: ConfigProblem[]): void {
  console[level](`[event-shop] ${headline}\n${problems.map((p) => `  - ${p.key}: ${p.message}`).join('\n')}`);
}

function reportConfigProblems(problems: ConfigProblem[]): void {
  report('error', 'The shop was not started: its config is invalid.', problems);
}

/**
 * What only Intl can tell about the config, asked when the browser is idle
 * (the first Intl constructor of a page is expensive). A warning, not
 * an error: formatting falls back to the browser's defaults.
 */
function reportIntlProblems(problems: ConfigProblem[]): void {
  if (problems.length) report('warn', 'The config names what this browser does not know.', problems);
}

/** Run `task` when the browser is idle (within 10 s); returns a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 10_000 });
    return () => cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback.
  const id = setTimeout(task, 1000);
  return () => clearTimeout(id);
}
