/**
 * The ES module build (contract 1): for hosts that bundle. It does not mount by
 * itself; call `mount()` once the placeholders are in the page.
 */
export { mount, unmount, type MountOptions } from './mount/mount';
export type { EventShopConfig, ShopConfig, EventSettings, AddressLine, SocialLinks, PaymentMethod } from './config/types';
export type { EventShopApi, EventShopEvents } from './public-api';

/** The bundle's version (package.json). */
export const version: string = __VERSION__;
