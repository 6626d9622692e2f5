import { createContext, useContext } from 'react';
import { createTranslator, type Translate } from '../i18n/texts';

/**
 * What the interface kit needs to know of the shop without knowing the stores:
 * formatting settings, texts, and the overlay root where modals are portalled.
 */
export interface UiEnv {
  locale: string;
  currency: string;
  timezone: string;
  t: Translate;
  /** Where modals are portalled: our overlay container, inside the shop's styles. */
  overlay: Element | null;
}

export const UiContext = createContext<UiEnv>({
  locale: 'en',
  currency: 'EUR',
  timezone: 'UTC',
  t: createTranslator(undefined),
  overlay: null,
});

export const useUi = (): UiEnv => useContext(UiContext);
