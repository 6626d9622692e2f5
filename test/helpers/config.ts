import type { EventShopConfig } from '../../src/config/types';
import example from '../../../shared/contract/config.example.json';

/** The contract's full example config (shared/contract/config.example.json). */
export const exampleConfig = (): EventShopConfig => JSON.parse(JSON.stringify(example)) as EventShopConfig;

/** A minimal valid config: only the required keys. */
export const minimalConfig = (): EventShopConfig => ({ currency: 'EUR', timezone: 'Europe/Dublin', countries: { IE: 'Ireland' } });
