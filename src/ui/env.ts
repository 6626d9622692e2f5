import { createContext, useContext, useLayoutEffect } from 'react';
import type { Direction } from '../i18n/language';
import { createTranslator, type Translate } from '../i18n/texts';

/**
 * What the interface kit needs to know of the shop without knowing the stores:
 * formatting settings, texts, and the overlay root where modals are portalled.
 */
export interface UiEnv {
  locale: string;
  /** The direction of the overlay's toasts and dialogs (the language's, or the page's). */
  dir: Direction;
  currency: string;
  t: Translate;
  /** Where modals are portalled: our overlay container, inside the shop's styles. */
  overlay: Element | null;
  /** Adopt a stylesheet into every shadow root of the shop (mount/styles.ts); once per text. */
  adoptStyles?: (css: string) => void;
  /** The shopper stops waiting for a busy backend (stores/runtime `stopWaitingCalls`). */
  stopWaiting?: () => void;
}

export const UiEnvContext = createContext<UiEnv>({
  locale: 'en',
  dir: 'ltr',
  currency: 'EUR',
  t: createTranslator(undefined),
  overlay: null,
});

export const useUiEnv = (): UiEnv => useContext(UiEnvContext);

/**
 * Bring a feature's or component's own stylesheet: adopted into every shadow
 * root the first time something that needs it renders, before it is painted.
 * So each feature carries its CSS itself and mount knows none of them.
 */
export function useStyles(css: string): void {
  const { adoptStyles } = useUiEnv();
  useLayoutEffect(() => adoptStyles?.(css), [adoptStyles, css]);
}
