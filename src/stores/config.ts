import { proxy, ref, useSnapshot } from 'valtio';
import { useMemo } from 'react';
import { knownLocale } from '../config/formats';
import { mergeConfig } from '../config/schema';
import type { ShopConfig } from '../config/types';
import { directionOf, shopLanguage } from '../i18n/language';
import { createTranslator, type Translate } from '../i18n/texts';
import { onUnmount, perMount } from './runtime';

/**
 * The effective config: the page's, with the backend's `data.config` laid over
 * it (docs/embed-contract.md §3). Held as a ref: it is replaced whole, never edited in place.
 */
export const configState = proxy<{ page: ShopConfig | null; current: ShopConfig | null }>({ page: null, current: null });

export function setPageConfig(config: ShopConfig): void {
  configState.page = ref(config);
  configState.current = ref(usable(config));
}

/** The backend keys already reported: each once per mount, however often data loads. */
const reported = perMount(() => new Set<string>());

/** Apply a backend config; keys that would break the config are reported and skipped. */
export function applyBackendConfig(override: unknown): void {
  const page = configState.page;
  if (!page) return;
  const { config, rejected } = mergeConfig(page, override);
  const seen = reported();
  for (const { key, message } of rejected) {
    const line = `[event-shop] ignored data.config.${key}: ${message}`;
    if (!seen.has(line)) console.warn(line);
    seen.add(line);
  }
  configState.current = ref(usable(config));
}

/**
 * A locale of the right shape that Intl refuses would throw on the first price
 * or date: the browser's default takes its place, checked once per config
 * (cheap: no formatter is built). Mount warns of the page's when idle; the
 * backend's was refused above, unless it repeats the page's.
 */
const usable = (config: ShopConfig): ShopConfig => (knownLocale(config.locale) ? config : { ...config, locale: browserLocale() });

/** The browser's language, unless Intl refuses that too (WebKit on a system without a locale says "C"): then Intl's own default. */
const browserLocale = (): string =>
  knownLocale(navigator.language) ? navigator.language : new Intl.NumberFormat().resolvedOptions().locale;

export function resetConfig(): void {
  configState.page = null;
  configState.current = null;
}
onUnmount(resetConfig);

/** The config, which exists once mounted: asked for before mount is a programming error. */
function mountedConfig(config: ShopConfig | null): ShopConfig {
  if (!config) throw new Error('Event Shop is not mounted.');
  return config;
}

/** The config outside render (actions). Throws before mount: a programming error. */
export const getConfig = (): ShopConfig => mountedConfig(configState.current);

export const useConfig = (): ShopConfig => mountedConfig(useSnapshot(configState).current as ShopConfig | null);

/** The language the shop speaks (i18n/language `shopLanguage`): its parts' `lang`. */
export const languageOf = (config: ShopConfig): string => shopLanguage(config.locale, config.texts);

/** The texts of `config`: its host's overrides over the bundle's language, values isolated right to left. */
const translatorFor = (config: ShopConfig | null): Translate =>
  config ? createTranslator(config.texts, config.locale, directionOf(languageOf(config)) === 'rtl') : createTranslator(undefined);

/** Text lookup with the host's `texts` overrides. */
export function useT(): Translate {
  const config = useConfig();
  return useMemo(() => translatorFor(config), [config]);
}

export const getT = (): Translate => translatorFor(configState.current);
