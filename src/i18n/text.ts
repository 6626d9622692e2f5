/** What a text of the shop is: a message, or its plural forms (the config's `texts` give either). */

/**
 * A message whose words depend on a number: its forms by the plural category of the shop's locale
 * (Intl.PluralRules: zero, one, two, few, many, other), chosen by the `count` it is given, so
 * languages with more than two forms work; `other` is required.
 */
export type PluralText = { [category in Intl.LDMLPluralRule]?: string } & { other: string };

/** A text of the config's `texts`: a message, or its plural forms. */
export type Text = string | PluralText;

/** An object that is not a list (nor null): a JSON object. */
export const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const isText = (value: unknown): value is Text =>
  typeof value === 'string' ||
  (isPlainObject(value) &&
    typeof value.other === 'string' &&
    Object.entries(value).every(([category, form]) => PLURAL_CATEGORIES.includes(category) && typeof form === 'string'));

const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
