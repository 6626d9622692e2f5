/**
 * The language the shop speaks, and the direction it is written in (WCAG 3.1.2, language of parts:
 * the shop's parts carry their own `lang`, as the host page may be in another language).
 */
import { shipped } from './shipped';
import type { Text } from './text';

/** Languages written right to left, by their primary subtag, and scripts written right to left. */
const RTL_LANGUAGES = /^(ar|arc|ckb|dv|fa|he|iw|ks|ku|ps|sd|syr|ug|ur|yi)$/;
const RTL_SCRIPTS = /^(arab|hebr|thaa|syrc|nkoo|adlm|rohg|mand|samr)$/;

export type Direction = 'ltr' | 'rtl';

const primary = (tag: string): string => tag.toLowerCase().split(/[-_]/)[0];

/** A language tag's direction: by its script subtag if it has one (`az-Arab`), else by its language. */
export function directionOf(tag: string): Direction {
  const [language, next = ''] = tag.toLowerCase().split(/[-_]/);
  // The script subtag directly follows the language (`en-u-nu-arab` is not one).
  if (/^[a-z]{4}$/.test(next)) return RTL_SCRIPTS.test(next) ? 'rtl' : 'ltr';
  return RTL_LANGUAGES.test(language) ? 'rtl' : 'ltr';
}

/**
 * The shop's language: the bundle's (`shipped.lang`), made as precise as the config's `locale` when that
 * is the same language (`nl` → `nl-BE`). A host that translates most of the fixed texts through its
 * config `texts` speaks its locale's language (the English file with a German config is German).
 */
export function shopLanguage(locale: string, texts: Readonly<Record<string, Text>> | undefined): string {
  if (primary(locale) === primary(shipped.lang)) return locale;
  const own = texts ? Object.keys(texts).filter((key) => key in shipped.texts).length : 0;
  return own * 2 > Object.keys(shipped.texts).length ? locale : shipped.lang;
}

/**
 * The direction of one of the shop's parts: right to left in a right-to-left language, and where the
 * host writes right to left (a `dir="rtl"` on its placeholder, or on an element around it, the page's
 * `<html>` included). `dir="auto"` on the host says nothing of the shop.
 */
export function partDirection(lang: string, host: Element): Direction {
  if (directionOf(lang) === 'rtl') return 'rtl';
  return host.closest('[dir]')?.getAttribute('dir')?.trim().toLowerCase() === 'rtl' ? 'rtl' : 'ltr';
}
