import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { sendKeys } from './commands';
import type { DemoBackend } from '../../demo/backend/index';
import type { EventShopConfig } from '../../src/config/types';
import { currentPath, subscribeLocation } from '../../src/stores/location';
import { shopData } from '../../src/stores/shop-data';
import { deepActiveElement } from '../../src/ui/focus';
import { exampleConfig } from './config';
import { frame, mountShop, type MountedShop } from './shop';

/** Re-exported for the tests beside this helper. */
export { frame } from './shop';

/** The refund screens' tests: the demo customer logged in, the shop mounted at a route. */

let shop: MountedShop | null = null;
let stopWatching: (() => void) | null = null;

afterEach(async () => {
  await waitFor(() => expect(shopData.status).not.to.equal('loading'));
  stopWatching?.();
  stopWatching = null;
  shop?.cleanup();
  shop = null;
});

/** Every path the shop went to from now on (a redirect to the portal shows here, whatever renders there). */
export const visited: string[] = [];

export async function openAsCustomer(backend: DemoBackend, hash: string, config: EventShopConfig = exampleConfig()): Promise<MountedShop> {
  backend.db.state.sessions['tok-demo'] = 1;
  window.localStorage.setItem('token', 'tok-demo');
  visited.length = 0;
  stopWatching = subscribeLocation(() => visited.push(currentPath()));
  shop = await mountShop({ config, parts: ['view'], hash });
  return shop;
}

export const view = () => within(shop!.part('view'));

/** The wizard of an order, once the step named `step` shows and its form has registered its fields. */
export async function openWizard(backend: DemoBackend, code: string, step: RegExp): Promise<void> {
  await openAsCustomer(backend, `#/portal/orders/${code}/request-refund`);
  await view().findByRole('heading', { level: 2, name: step });
  await frame();
  await frame();
}

export const box = (name: RegExp) => view().getByRole('checkbox', { name }) as HTMLInputElement;
export const field = (label: RegExp) => view().getByLabelText(label) as HTMLInputElement;
export const overlay = () => within(shop!.overlay());

/** Compare by identity: a failing chai diff of two preact-owned elements never ends. */
export async function waitForFocus(el: Element): Promise<void> {
  await waitFor(() => {
    const active = deepActiveElement();
    if (active !== el) throw new Error(`focus is on ${active?.outerHTML.slice(0, 80)}, not ${el.outerHTML.slice(0, 80)}`);
  });
}

/** Press Tab until `el` has focus (a keyboard user's way there), at most 40 times. */
export async function tabTo(el: Element): Promise<void> {
  for (let i = 0; i < 40 && deepActiveElement() !== el; i += 1) await sendKeys({ press: 'Tab' });
  await waitForFocus(el);
}
