import type { EventShopConfig } from '../../src/config/types';
import example from '../../demo/config.example.json';

/** The contract's full example config (demo/config.example.json, a copy of the contract's example). */
export const exampleConfig = (): EventShopConfig => JSON.parse(JSON.stringify(example)) as EventShopConfig;

/** A minimal valid config: only the required keys. */
export const minimalConfig = (): EventShopConfig => ({ currency: 'EUR', timezone: 'Europe/Dublin', countries: { IE: 'Ireland' } });
