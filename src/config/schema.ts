import { mixed, object, ValidationError, type AnySchema } from 'yup';
import { filled, text } from '../domain/validation';
import {
  addressLines,
  count,
  countryMap,
  eventSettings,
  flag,
  optionalText,
  optionalUrl,
  social,
  stringList,
  stringMap,
  textMap,
  textTest,
  urlTest,
} from './fields';
import { intlProblems, validCurrency, validLocale, validTimezone } from './formats';
import { DEFAULT_EVENT_SETTINGS, type EventSettings } from '../domain/event-settings';
import type { ConfigProblem, ShopConfig } from './types';
import { shipped } from '../i18n/shipped';
import { isPlainObject } from '../i18n/texts';

/**
 * Validation of the config (docs/embed-contract.md §2, §3). Each bad key is named once; keys
 * the contract does not know are ignored, so a newer page config still mounts.
 */

const shape: Record<keyof ShopConfig, AnySchema> = {
  apiBase: text().default('/api').typeError('must be text').test(urlTest),
  siteBase: text().default('').typeError('must be text').test(urlTest),
  locale: text()
    .default(shipped.lang)
    .test(textTest('locale', 'must be a BCP 47 language tag', validLocale)),
  currency: filled('is required').test(textTest('currency', 'must be an ISO 4217 currency code', validCurrency)),
  timezone: filled('is required').test(textTest('timezone', 'must be an IANA time zone', validTimezone)),
  countries: countryMap().required('is required'),
  ageRanges: stringMap(),
  paymentMethods: stringMap(),
  addressLines,
  ibanCountries: stringList(),
  eventSettings,
  productTypes: stringMap(),
  merchandiseTypes: stringMap(),
  paymentStatuses: stringMap(),
  refundStatuses: stringMap(),
  shopActive: flag(true),
  merchandiseActive: flag(true),
  shopShowOutOfStock: mixed<'0' | '1'>()
    .transform((v: unknown) => (v === 0 || v === false ? '0' : v === 1 || v === true ? '1' : v))
    .oneOf(['0', '1'], 'must be "0" or "1"')
    .default('0'),
  shopPaymentCreditCardMaxAttempts: count().default(3),
  updateDocumentTitle: flag(true),
  structuredData: flag(false),
  queueIt: flag(false),
  ambassadorsUrl: text()
    .default('ambassadors')
    .test(textTest('path', 'must be a path such as "ambassadors"', (v) => /^\/?[\w-]+(\/[\w-]+)*$/.test(v)))
    .typeError('must be text'),
  requestTimeoutMs: count().nullable().default(null),
  paymentGateway: optionalText(),
  // A number is read as its text, as every text of the config is.
  pixelId: optionalText(),
  logoUrl: optionalUrl(),
  bannerUrl: optionalUrl(),
  websiteUrl: optionalUrl(),
  contactEmail: optionalText(),
  contactAddress: optionalText(),
  social,
  texts: textMap(),
};

const schema = object(shape);

export type ConfigResult = { ok: true; config: ShopConfig } | { ok: false; problems: ConfigProblem[] };

const DEFAULT_PAYMENT_METHODS = { credit_card: 'Credit card', bank_transfer: 'Bank transfer', voucher: 'Voucher' } as const;

/** Validate a raw config and fill its defaults. */
export function parseConfig(raw: unknown): ConfigResult {
  if (!isPlainObject(raw)) return { ok: false, problems: [{ key: 'config', message: 'is missing or is not a JSON object' }] };
  let value: Record<string, unknown>;
  try {
    value = schema.validateSync(raw, { abortEarly: false, stripUnknown: true }) as Record<string, unknown>;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const problems: ConfigProblem[] = [];
    for (const inner of error.inner.length ? error.inner : [error]) {
      const key = inner.path?.split(/[.[]/)[0] || 'config';
      if (!problems.some((p) => p.key === key)) problems.push({ key, message: inner.message });
    }
    return { ok: false, problems };
  }
  return { ok: true, config: normalise(value) };
}

const mapValues = <T, U>(map: Record<string, T>, f: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(map).map(([key, value]) => [key, f(value)]));

/** The maps' entries completed (the schema gives each map its default, `{}`). */
function normalise(v: Record<string, unknown>): ShopConfig {
  const c = v as unknown as ShopConfig & { eventSettings: Record<string, Partial<EventSettings>> };
  return {
    ...c,
    countries: countryNames(c.countries, c.locale),
    paymentMethods: { ...DEFAULT_PAYMENT_METHODS, ...c.paymentMethods },
    addressLines: mapValues(c.addressLines, (line) => ({ text: line.text, required: line.required === true })),
    eventSettings: mapValues(c.eventSettings, (s) => ({ ...DEFAULT_EVENT_SETTINGS, ...s })),
    // Only the links given.
    social: Object.fromEntries(Object.entries(c.social).filter(([, url]) => typeof url === 'string' && url.trim())),
  };
}

/** Countries given by their codes alone are named in the shop's locale (`NL` → "Niederlande" in `de`). */
function countryNames(countries: Record<string, string>, locale: string): Record<string, string> {
  if (Object.values(countries).every((name) => name.trim())) return countries;
  let names: Intl.DisplayNames | undefined;
  const nameOf = (code: string): string => {
    try {
      return (names ??= new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' })).of(code) ?? code;
    } catch {
      // Not a region code Intl knows (nor a valid locale): the code itself, never an empty option.
      return code;
    }
  };
  return Object.fromEntries(Object.entries(countries).map(([code, name]) => [code, name.trim() || nameOf(code)]));
}

/**
 * Lay the backend's `data.config` over the page's (docs/embed-contract.md §3). Keys of the
 * override that would make the config invalid are dropped and reported, so a
 * faulty backend value never takes the shop down.
 */
export function mergeConfig(base: ShopConfig, override: unknown): { config: ShopConfig; rejected: ConfigProblem[] } {
  if (!isPlainObject(override) || Object.keys(override).length === 0) return { config: base, rejected: [] };
  const merged: Record<string, unknown> = { ...base, ...override };
  if (isPlainObject(override.texts)) merged.texts = { ...base.texts, ...override.texts };
  const rejected: ConfigProblem[] = [];
  let candidate = merged;
  // Drop the keys at fault and try again: once for the shape, once for Intl.
  for (let round = 0; round < 3; round++) {
    const result = parseConfig(candidate);
    // Past its shape, a new locale or zone must be one this browser formats
    // with: the first price would throw otherwise, or dates drift.
    const problems = result.ok ? intlProblems(result.config, base) : result.problems;
    if (result.ok && !problems.length) return { config: result.config, rejected };
    rejected.push(...problems);
    const bad = new Set(rejected.map((p) => p.key));
    candidate = { ...base };
    for (const [k, val] of Object.entries(override)) if (!bad.has(k)) candidate[k] = k === 'texts' ? merged.texts : val;
  }
  return { config: base, rejected };
}
