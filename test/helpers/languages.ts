import ar from '../../src/i18n/ar.json';
import cs from '../../src/i18n/cs.json';
import da from '../../src/i18n/da.json';
import de from '../../src/i18n/de.json';
import es from '../../src/i18n/es.json';
import fr from '../../src/i18n/fr.json';
import it from '../../src/i18n/it.json';
import nl from '../../src/i18n/nl.json';
import pl from '../../src/i18n/pl.json';
import pt from '../../src/i18n/pt.json';
import sv from '../../src/i18n/sv.json';
import type { EventShopConfig } from '../../src/config/types';
import { englishTexts } from '../../src/i18n/en';
import { createTranslator, type Text, type Translate } from '../../src/i18n/texts';
import { engine } from './commands';
import { exampleConfig } from './config';
import { pseudoTexts } from './pseudo-locale';

/**
 * Every language the shop ships (src/i18n/<lang>.json; test/node/languages.test.mjs checks that this list
 * names each of them), for the tests that look at every screen in every language (issue 31).
 */
export const SHIPPED: Readonly<Record<string, Record<string, Text>>> = { ar, cs, da, de, es, fr, it, nl, pl, pt, sv };

export interface LanguageCase {
  /** `en`, a shipped language's tag, or `pseudo`. */
  name: string;
  /** The demo's config (demo/config.json) in this language: its locale, the language's texts, countries by code. */
  config: () => EventShopConfig;
  /** The shop's texts in this language, to find its buttons and headings by name. */
  t: Translate;
  /** Written right to left. */
  rtl: boolean;
}

/** The demo's config in `lang`: the language's texts as a language file would give them, the countries named by Intl. */
function configIn(lang: string, texts: Record<string, Text>): EventShopConfig {
  const config = exampleConfig();
  // The host's own content (the pages' HTML, an empty listing's text) stays the demo's.
  const own = Object.fromEntries(Object.entries(config.texts ?? {}).filter(([key]) => (englishTexts as Record<string, Text>)[key] === ''));
  return { ...config, locale: lang, texts: { ...texts, ...own }, countries: Object.keys(config.countries) };
}

const caseOf = (name: string, lang: string, texts: Record<string, Text>): LanguageCase => ({
  name,
  config: () => configIn(lang, texts),
  t: createTranslator(texts, lang),
  rtl: lang === 'ar',
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern for a text whose placeholder may hold anything: `named(t, 'cart.removeItem', 'name')` finds
 * "Remove Weekend ticket" and "Weekend ticket entfernen" alike.
 */
export function named(t: Translate, key: Parameters<Translate>[0], placeholder: string): RegExp {
  return new RegExp(
    `^${t(key, { [placeholder]: '\u0000' })
      .split('\u0000')
      .map(escape)
      .join('.+')}$`,
  );
}

/** A name that starts with one of `texts` (a label followed by what it names: "Add to cart – Weekend ticket"). */
export const startsWith = (...texts: string[]): RegExp => new RegExp(`^(${texts.map(escape).join('|')})`);

/** The language whose texts are longest in all (the one most likely to overflow). */
export const LONGEST = Object.entries(SHIPPED)
  .map(([lang, texts]) => [lang, JSON.stringify(Object.values(texts)).length] as const)
  .sort((a, b) => b[1] - a[1])[0][0];

export const ALL_LANGUAGES: LanguageCase[] = [
  { name: 'en', config: exampleConfig, t: createTranslator(undefined, 'en-IE'), rtl: false },
  ...Object.entries(SHIPPED).map(([lang, texts]) => caseOf(lang, lang, texts)),
  // Greek dates and months: every Latin word the pseudo-locale shows is then a fixed text or data.
  caseOf('pseudo', 'el', pseudoTexts()),
];

/**
 * The languages this engine's run looks at: every one in Chromium; English, the longest and Arabic
 * (right to left) in Firefox and WebKit, which keeps the whole run within CI's time.
 */
export const LANGUAGES = engine === 'chromium' ? ALL_LANGUAGES : ALL_LANGUAGES.filter((c) => ['en', LONGEST, 'ar'].includes(c.name));
