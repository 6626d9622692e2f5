/**
 * The shop's texts at work: the translator over the defaults of the language this bundle speaks
 * (src/i18n/shipped.ts), with the host's config `texts` laid over them (docs/embed-contract.md §3).
 * Placeholders are written `{{name}}` and filled by `format`; a message that depends on a number has
 * plural forms (`PluralText`), one key for all of them.
 */
import type { englishTexts } from './en';
import { shipped } from './shipped';
import { isText, type Text } from './text';

export { isPlainObject, isText, type PluralText, type Text } from './text';

/** The key of a fixed text: one of the English texts' (src/i18n/en.ts), which every language has too. */
export type TextKey = keyof typeof englishTexts;

/**
 * Fill `{{name}}` placeholders; unknown placeholders stay visible, never throw. `isolate` wraps each value in
 * Unicode's first-strong isolate (U+2068 … U+2069), so that a price, a code or an e-mail address reads in
 * its own direction inside a right-to-left sentence (as Fluent and ICU's message formats do).
 */
export function format(template: string, vars?: Record<string, string | number>, isolate?: boolean): string {
  if (!vars) return template;
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? (isolate ? `\u2068${vars[name]}\u2069` : String(vars[name])) : whole,
  );
}

export type Translate = (key: TextKey, vars?: Record<string, string | number>) => string;

/**
 * A translator over the defaults, with the host's `texts` laid over them; plural forms follow `locale`'s
 * rules. `isolate`: the shop speaks a right-to-left language (see `format`).
 */
export function createTranslator(overrides: Record<string, Text> | undefined, locale?: string, isolate?: boolean): Translate {
  // Made at the first plural, once per translator: the countdown's minutes are one, every half second.
  let rules: Intl.PluralRules | undefined;
  return (key, vars) => {
    const own = overrides && Object.prototype.hasOwnProperty.call(overrides, key) ? overrides[key] : undefined;
    const text: Text = isText(own) ? own : shipped.texts[key];
    return format(
      typeof text === 'string' ? text : (text[(rules ??= new Intl.PluralRules(locale)).select(Number(vars?.count))] ?? text.other),
      vars,
      isolate,
    );
  };
}

/** Per-sub-type empty-listing text (`outOfStock.<type>`), not a fixed key. */
export function outOfStockText(overrides: Record<string, Text> | undefined, type: string): string | undefined {
  const own = overrides?.[`outOfStock.${type}`];
  return typeof own === 'string' && own.trim() !== '' ? own : undefined;
}
