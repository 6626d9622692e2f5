import { createTranslator } from '../../src/i18n/texts';
import type { UiEnv } from '../../src/ui/env';

/** What the interface kit knows of the shop, for a test that renders kit pieces alone: English, euro. */
export const uiEnv = (env: Partial<UiEnv> = {}): UiEnv => ({
  locale: 'en-IE',
  dir: 'ltr',
  currency: 'EUR',
  t: createTranslator(undefined),
  overlay: null,
  ...env,
});
