import type { EventShopConfig } from '../../src/config/types';
import example from '../../demo/config.json';

/** The demo's config (demo/config.json): the contract's full example plus event 3, which takes bank transfer only. */
export const exampleConfig = (): EventShopConfig => JSON.parse(JSON.stringify(example)) as EventShopConfig;

/** A minimal valid config: only the required keys. */
export const minimalConfig = (): EventShopConfig => ({ currency: 'EUR', timezone: 'Europe/Dublin', countries: { IE: 'Ireland' } });
