/**
 * The ES module build (docs/embed-contract.md §1): for hosts that bundle. It does not mount by
 * itself; call `mount()` once the placeholders are in the page.
 */
export { mount, navigate, openCart, unmount } from './mount/mount';
export type { EventShopConfig, ShopConfig, SocialLinks } from './config/types';
export type { EventSettings } from './domain/event-settings';
export type { AddressLine } from './domain/address';
export type { PaymentMethod } from './domain/payment-method';
export type { EventShopApi, EventShopEvents, MountOptions } from './public-api';

/** The bundle's version (package.json). */
export const version: string = __VERSION__;
