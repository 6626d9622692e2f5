/**
 * The classic-script build (docs/embed-contract.md §1, §2): the only module with side effects.
 * It defines `window.EventShop` and mounts once the DOM is ready, unless its
 * script tag carries `data-manual`.
 */
import { mount, navigate, openCart, unmount } from './mount/mount';
import type { EventShopApi } from './public-api';

const script = document.currentScript;
const manual = script instanceof HTMLScriptElement && script.hasAttribute('data-manual');

if (!window.EventShop) {
  const api: EventShopApi = Object.freeze({ mount, unmount, navigate, openCart, version: __VERSION__ });
  window.EventShop = api;
  if (!manual) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void mount(), { once: true });
    else void mount();
  }
}
