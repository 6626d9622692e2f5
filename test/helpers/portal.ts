import { expect } from '@open-wc/testing';
import type { RequestHandler } from 'msw';
import { waitFor, within } from '@testing-library/dom';
import type { CreateBackendOptions, DemoBackend } from '../../demo/backend/index';
import type { EventShopConfig } from '../../src/config/types';
import { shopData } from '../../src/stores/shop-data';
import { overrideHandlers, startBackend } from './backend';
import { exampleConfig } from './config';
import { mountShop, type MountedShop } from './shop';

/** Re-exported for the tests beside this helper. */
export { frame } from './shop';

/**
 * The portal's screen tests: the demo backend's seed (demo/backend/README.md),
 * the demo customer logged in (or not), the shop mounted at a route.
 */
let shop: MountedShop | null = null;

export async function closePortal(): Promise<void> {
  await waitFor(() => expect(shopData.status).not.to.equal('loading'));
  shop?.cleanup();
  shop = null;
}

export interface OpenOptions extends CreateBackendOptions {
  loggedIn?: boolean;
  config?: EventShopConfig;
  /** Handlers put in front of the backend's before the shop loads (answers another backend would give). */
  handlers?: (backend: DemoBackend) => RequestHandler[];
}

export async function openPortal(
  hash: string,
  { loggedIn = true, config = exampleConfig(), handlers, ...backendOptions }: OpenOptions = {},
): Promise<DemoBackend> {
  const backend = await startBackend(backendOptions);
  if (handlers) overrideHandlers(...handlers(backend));
  if (loggedIn) {
    backend.db.state.sessions['tok-portal'] = 1;
    window.localStorage.setItem('token', 'tok-portal');
  }
  shop = await mountShop({ config, parts: ['view'], hash });
  return backend;
}

/** The view part's placeholder (to give it a host column's width: helpers/layout widthOf). */
export const viewPlaceholder = () => shop!.placeholders[0];
export const view = () => within(shop!.part('view'));
export const viewRoot = () => shop!.part('view');
export const overlay = () => within(shop!.overlay());
export const overlayRoot = () => shop!.overlay();

/** The table whose caption is `caption`. */
export function tableOf(caption: string): HTMLTableElement {
  const found = [...shop!.part('view').querySelectorAll('table')].find((t) => t.caption?.textContent === caption);
  if (!found) throw new Error(`no table "${caption}"`);
  return found;
}

/** The body row of `table` that holds `text`. */
export function rowOf(table: HTMLTableElement, text: string): HTMLTableRowElement {
  const row = [...table.tBodies[0].rows].find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row with "${text}"`);
  return row;
}

/** The cell of `row` in the column headed `column`. */
export function cellOf(row: HTMLTableRowElement, column: string): string {
  return row.querySelector(`td[data-label="${column}"]`)?.textContent ?? '';
}

/** Replace window.open while `run` runs; the calls made. */
export async function withOpen(run: () => Promise<void> | void): Promise<unknown[][]> {
  const calls: unknown[][] = [];
  const original = window.open;
  window.open = ((...args: unknown[]) => {
    calls.push(args);
    return null;
  }) as typeof window.open;
  try {
    await run();
  } finally {
    window.open = original;
  }
  return calls;
}
