import { createRoot, type Root } from 'react-dom/client';
import { App, type PartTarget } from '../app/App';
import { isPart } from '../app/parts';
import { parseConfig, type ConfigProblem } from '../config/schema';
import type { EventShopConfig } from '../config/types';
import { createTranslator } from '../i18n/texts';
import { resetCart } from '../stores/cart/connection';
import { resetConfig, setPageConfig } from '../stores/config';
import { resetLocation } from '../stores/location';
import { connectApi, resetSession } from '../stores/session';
import { resetUi } from '../stores/ui';
import { readRawConfig } from './read-config';
import { createStyles } from './styles';

export interface MountOptions {
  /** A config that replaces the page's own (contract 2). */
  config?: EventShopConfig;
}

interface Mounted {
  root: Root | null;
  overlayHost: HTMLElement | null;
  roots: ShadowRoot[];
}

let mounted: Mounted | null = null;

const PLACEHOLDER = '[data-event-shop]';
const OVERLAY_ATTRIBUTE = 'data-event-shop-overlay';

/** Mount every placeholder of the page. A second call while mounted does nothing. */
export function mount(options: MountOptions = {}): void {
  if (mounted) return;
  const placeholders = Array.from(document.querySelectorAll<HTMLElement>(PLACEHOLDER)).filter((el) => isPart(el.dataset.eventShop));
  const raw = readRawConfig(options.config);
  const parsed =
    'error' in raw
      ? { ok: false as const, problems: [{ key: 'event-shop-config', message: `is not valid JSON (${raw.error})` }] }
      : parseConfig(raw.raw);
  const roots = placeholders.map(shadowFor);

  if (!parsed.ok) {
    reportConfigProblems(parsed.problems);
    const styles = createStyles();
    const text = createTranslator(undefined)('config.invalid');
    for (const root of roots) {
      styles.attach(root);
      const box = document.createElement('div');
      box.className = 'es-root es-config-error';
      box.setAttribute('role', 'alert');
      box.textContent = text;
      root.replaceChildren(box);
    }
    mounted = { root: null, overlayHost: null, roots };
    return;
  }

  setPageConfig(parsed.config);
  resetLocation();
  connectApi();
  const styles = createStyles();
  for (const root of roots) styles.attach(root);

  // One overlay root of ours for toasts and modals, at the end of <body>.
  const overlayHost = document.createElement('div');
  overlayHost.setAttribute(OVERLAY_ATTRIBUTE, '');
  const overlay = overlayHost.attachShadow({ mode: 'open' });
  styles.attach(overlay, { toasts: true });
  const container = document.createElement('div');
  container.className = 'es-root es-overlay';
  overlay.append(container);
  document.body.append(overlayHost);

  const targets: PartTarget[] = placeholders.map((el, i) => ({ part: el.dataset.eventShop as PartTarget['part'], root: roots[i] }));
  const root = createRoot(container);
  mounted = { root, overlayHost, roots };
  root.render(<App targets={targets} overlay={container} adoptStyles={styles.add} />);
}

/** Remove everything the bundle added: DOM, listeners, timers and styles. */
export function unmount(): void {
  if (!mounted) return;
  const { root, overlayHost, roots } = mounted;
  mounted = null;
  // Unmounting the tree runs every effect's cleanup: listeners and timers go with it.
  root?.unmount();
  overlayHost?.remove();
  for (const root of roots) {
    root.replaceChildren();
    root.adoptedStyleSheets = [];
  }
  resetUi();
  resetCart();
  resetSession();
  resetConfig();
  resetLocation();
}

export const isMounted = (): boolean => mounted !== null;

/**
 * An open shadow root per placeholder. A shadow root cannot be detached, so after
 * `unmount` the emptied root is reused by the next `mount`.
 */
function shadowFor(el: HTMLElement): ShadowRoot {
  return el.shadowRoot ?? el.attachShadow({ mode: 'open' });
}

function reportConfigProblems(problems: ConfigProblem[]): void {
  const lines = problems.map((p) => `  - ${p.key}: ${p.message}`).join('\n');
  console.error(`[event-shop] The shop was not started: its config is invalid.\n${lines}`);
}
