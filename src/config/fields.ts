import { isPlainObject, isText, type Text } from '../i18n/texts';
import { mixed, type ValidateOptions } from 'yup';
import { filled, text } from '../domain/validation';
import { hasSafeScheme } from '../domain/urls';
import type { EventSettings } from '../domain/event-settings';

/**
 * The kinds of config value the schema (config/schema.ts) is made of. Yes/no,
 * counts and lists are read exactly as yup's boolean(), number() and
 * array().of() read them, but on mixed(): nothing else uses those classes,
 * so they stay out of the bundle. Texts are domain/validation's `text`.
 */

/** A map (an object, `{}` when absent) each of whose entries passes `valid`; `message` otherwise. */
const mapOf = <T>(name: string, message: string, valid: (value: unknown, key: string) => boolean) =>
  mixed<Record<string, T>>()
    .default(() => ({}))
    .test(name, message, (v) => isPlainObject(v) && Object.entries(v).every(([key, value]) => valid(value, key)));

/**
 * A yes or no: `true`, `1`, "1" and "true" (any case) are yes, their `false`
 * counterparts no; hosts written in PHP often send 1/0 or "1"/"0" for booleans.
 */
export const flag = (fallback: boolean) =>
  mixed<boolean>((v): v is boolean => typeof v === 'boolean')
    .transform((v: unknown) => {
      if (/^(true|1)$/i.test(String(v))) return true;
      return /^(false|0)$/i.test(String(v)) ? false : v;
    })
    .default(fallback)
    .typeError('must be true or false');

export const stringMap = () => mapOf<string>('string-map', 'must be an object of texts', (x) => typeof x === 'string');

/**
 * The config's `countries`: code → name, or the codes alone (a list, or names left empty), whose names
 * `normalise` asks of Intl.DisplayNames in the config's locale.
 */
export const countryMap = () =>
  stringMap()
    .test('required', 'is required', (v) => isPlainObject(v) && Object.keys(v).length > 0)
    .transform((v: unknown) =>
      Array.isArray(v) && v.every((code) => typeof code === 'string') ? Object.fromEntries(v.map((code) => [code, ''])) : v,
    );

/** The config's `texts`: each a text, or plural forms with their `other` (i18n/texts PluralText). */
export const textMap = () => mapOf<Text>('texts', 'must be an object of texts (a text, or plural forms with "other")', isText);

/** A test of a text: one that is given (not undefined or null) must pass `valid`. */
export const textTest = (name: string, message: string, valid: (text: string) => boolean) => ({
  name,
  message,
  test: (v: string | null | undefined) => v === undefined || v === null || valid(v),
});

/** An address the shop links to or loads: http(s) or relative, never `javascript:` and the like. */
export const urlTest = textTest('url', 'must be an http(s) or relative URL', hasSafeScheme);

/**
 * A whole number of at least 1. Its text counts too, whitespace ignored
 * (" 1 000 "), "" being no number; any other value is what parseFloat makes of it.
 */
export const count = () =>
  mixed<number>((v): v is number => typeof v === 'number' && !Number.isNaN(v))
    .transform((v: unknown) => {
      if (typeof v !== 'string') return typeof v === 'number' || v === null ? v : parseFloat(v as string);
      const text = v.replace(/\s/g, '');
      return text === '' ? NaN : Number(text);
    })
    .test('integer', 'must be a whole number', (v) => v === undefined || v === null || Number.isInteger(v))
    .test('min', 'must be at least 1', (v) => v === undefined || v === null || v >= 1)
    .typeError('must be a number');

export const optionalText = () =>
  text()
    .nullable()
    .default(null)
    .transform((v: unknown) => (v === '' ? null : v))
    .typeError('must be text');

export const optionalUrl = () => optionalText().test(urlTest);

/** One code of a list: text (a number or flag is read as its text), not empty. */
const code = filled();

/** A list of codes, each entry read and checked by `code` under its place in the list ("ibanCountries[1] is a required field"). */
export const stringList = () =>
  mixed<string[]>((v): v is string[] => Array.isArray(v))
    .default(() => [])
    .transform((list: unknown) => (Array.isArray(list) ? list.map((entry) => code.cast(entry, { assert: false })) : list))
    .test('codes', '', function (list) {
      // The first entry that fails throws its own error.
      list?.forEach((entry, i) => code.validateSync(entry, { path: `${this.path}[${i}]` } as ValidateOptions));
      return true;
    })
    .typeError('must be a list of codes');

export const addressLines = mapOf<{ text: string; required: boolean }>(
  'address-lines',
  'must map each key to { text, required }',
  (line) => isPlainObject(line) && typeof line.text === 'string' && (line.required === undefined || typeof line.required === 'boolean'),
);

export const eventSettings = mapOf<Partial<EventSettings>>(
  'event-settings',
  'must map each event id to { ageRangeActive, creditCardActive, bankTransferActive, bankTransferCountries }',
  (s) =>
    isPlainObject(s) &&
    ['ageRangeActive', 'creditCardActive', 'bankTransferActive'].every((k) => s[k] === undefined || typeof s[k] === 'boolean') &&
    (s.bankTransferCountries === undefined ||
      (Array.isArray(s.bankTransferCountries) && s.bankTransferCountries.every((c) => typeof c === 'string'))),
);

export const social = mapOf<string>(
  'social',
  'must hold only facebook, soundcloud, instagram and youtube http(s) URLs',
  (url, key) =>
    ['facebook', 'soundcloud', 'instagram', 'youtube'].includes(key) && (url === null || (typeof url === 'string' && hasSafeScheme(url))),
);
