import { waitFor } from '@testing-library/dom';
import { mount, unmount } from '../../src/mount/mount';
import type { EventShopConfig } from '../../src/config/types';
import type { Part } from '../../src/app/parts';
import { shopData } from '../../src/stores/shop-data';

/**
 * Mount the shop into fresh placeholders, as a host page would, and give access
 * to what each part renders inside its shadow root.
 */
export interface MountedShop {
  /** The `.es-root` element a part rendered (inside its shadow root). */
  part(name: Part, index?: number): HTMLElement;
  /** Our overlay root: toasts and modals. */
  overlay(): HTMLElement;
  placeholders: HTMLElement[];
  cleanup(): void;
}

export interface MountShopOptions {
  config?: EventShopConfig;
  parts?: Part[];
  /** The hash to start at, e.g. `#/tickets`. */
  hash?: string;
  /** A `dir` the host writes on some placeholders, e.g. `{ view: 'rtl' }`. */
  dir?: Partial<Record<Part, 'ltr' | 'rtl'>>;
  /** Wait until the view shows something other than the loading text. */
  settle?: boolean;
  /** The host page around the placeholders: its wrapper's inline style, and its HTML before them (a theme's link, say). */
  host?: { style?: string; before?: string; tag?: string };
}

export async function mountShop({
  config,
  parts = ['app'],
  hash = '#/',
  settle = true,
  dir = {},
  host: around = {},
}: MountShopOptions = {}): Promise<MountedShop> {
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`);
  const host = document.createElement(around.tag ?? 'div');
  host.className = 'test-host';
  host.style.cssText = around.style ?? '';
  host.innerHTML = around.before ?? '';
  const placeholders = parts.map((name) => {
    const el = document.createElement(name === 'view' ? 'main' : 'div');
    el.dataset.eventShop = name;
    if (dir[name]) el.dir = dir[name];
    host.append(el);
    return el;
  });
  document.body.append(host);
  mount(config ? { config } : {});
  const shop: MountedShop = {
    placeholders,
    part(name, index = 0) {
      const el = placeholders.filter((p) => p.dataset.eventShop === name)[index];
      const root = el?.shadowRoot?.querySelector<HTMLElement>('.es-root');
      if (!root) throw new Error(`part ${name} has not rendered`);
      return root;
    },
    overlay() {
      const host = document.querySelector('[data-event-shop-overlay]');
      const root = host?.shadowRoot?.querySelector<HTMLElement>('.es-overlay');
      if (!root) throw new Error('overlay not mounted');
      return root;
    },
    cleanup() {
      unmount();
      host.remove();
      window.localStorage.clear();
      window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
    },
  };
  if (settle) {
    await waitFor(() => {
      const roots = placeholders.map((p) => p.shadowRoot?.querySelector('.es-root'));
      if (roots.some((r) => !r)) throw new Error('not rendered');
      if (roots.some((r) => r?.textContent?.includes('Loading…'))) throw new Error('still loading');
      // The data has loaded (or failed): no call of this test is still in flight.
      if (shopData.status !== 'ready' && shopData.status !== 'failed') throw new Error('data not loaded');
    });
  }
  return shop;
}

/** The current in-shop route, e.g. `/tickets?type=camping`. */
export const currentRoute = (): string => decodeURI(window.location.hash.replace(/^#/, ''));

/** Set a text input's value the way typing does (preact listens to `input`). */
export function typeInto(input: Element, value: string): void {
  const el = input as HTMLInputElement;
  el.focus();
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  el.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

export function choose(select: Element, value: string): void {
  const el = select as HTMLSelectElement;
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  el.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

/** After the next frame's effects: react-final-form registers its fields one frame after they render. */
export const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
