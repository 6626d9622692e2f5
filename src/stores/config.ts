import { proxy, ref, useSnapshot } from 'valtio';
import { useMemo } from 'react';
import { mergeConfig } from '../config/schema';
import type { ShopConfig } from '../config/types';
import { createTranslator, type Translate } from '../i18n/texts';

/**
 * The effective config: the page's, with the backend's `data.config` laid over
 * it (contract 3). Held as a ref: it is replaced whole, never edited in place.
 */
export const configState = proxy<{ page: ShopConfig | null; current: ShopConfig | null }>({ page: null, current: null });

export function setPageConfig(config: ShopConfig): void {
  configState.page = ref(config);
  configState.current = ref(config);
}

/** Apply a backend config; keys that would break the config are reported and skipped. */
export function applyBackendConfig(override: unknown): void {
  const page = configState.page;
  if (!page) return;
  const { config, rejected } = mergeConfig(page, override);
  for (const problem of rejected) console.warn(`[event-shop] ignored data.config.${problem.key}: ${problem.message}`);
  configState.current = ref(config);
}

export function resetConfig(): void {
  configState.page = null;
  configState.current = null;
}

/** The config, which exists once mounted: asked for before mount is a programming error. */
function mountedConfig(config: ShopConfig | null): ShopConfig {
  if (!config) throw new Error('Event Shop is not mounted.');
  return config;
}

/** The config outside render (actions). Throws before mount: a programming error. */
export const getConfig = (): ShopConfig => mountedConfig(configState.current);

export const useConfig = (): ShopConfig => mountedConfig(useSnapshot(configState).current as ShopConfig | null);

/** Text lookup with the host's `texts` overrides. */
export function useT(): Translate {
  const config = useConfig();
  return useMemo(() => createTranslator(config.texts), [config]);
}

export function getT(): Translate {
  return createTranslator(configState.current?.texts);
}
