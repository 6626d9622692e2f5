import { mixed, number, object, string, ValidationError, type AnySchema } from 'yup';
import { hasSafeScheme } from '../domain/urls';
import { addressLines, eventSettings, flag, isPlainObject, optionalText, optionalUrl, social, stringList, stringMap } from './fields';
import { intlProblems, validCurrency, validLocale, validTimezone } from './formats';
import { DEFAULT_EVENT_SETTINGS, type EventSettings } from '../domain/event-settings';
import type { ConfigProblem, ShopConfig } from './types';

/**
 * Validation of the config (docs/embed-contract.md §2, §3). Each bad key is named once; keys
 * the contract does not know are ignored, so a newer page config still mounts.
 */

const shape: Record<keyof ShopConfig, AnySchema> = {
  apiBase: string()
    .default('/api')
    .typeError('must be text')
    .test('url', 'must be an http(s) or relative URL', (v) => v === undefined || hasSafeScheme(v)),
  siteBase: string()
    .default('')
    .typeError('must be text')
    .test('url', 'must be an http(s) or relative URL', (v) => v === undefined || hasSafeScheme(v)),
  locale: string()
    .default('en')
    .test('locale', 'must be a BCP 47 language tag', (v) => v === undefined || validLocale(v)),
  currency: string()
    .required('is required')
    .test('currency', 'must be an ISO 4217 currency code', (v) => v === undefined || validCurrency(v)),
  timezone: string()
    .required('is required')
    .test('timezone', 'must be an IANA time zone', (v) => v === undefined || validTimezone(v)),
  countries: stringMap(true).required('is required'),
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
  shopPaymentCreditCardMaxAttempts: number()
    .integer('must be a whole number')
    .min(1, 'must be at least 1')
    .default(3)
    .typeError('must be a number'),
  updateDocumentTitle: flag(true),
  ambassadorsUrl: string()
    .default('ambassadors')
    .matches(/^\/?[\w-]+(\/[\w-]+)*$/, 'must be a path such as "ambassadors"')
    .typeError('must be text'),
  requestTimeoutMs: number()
    .integer('must be a whole number')
    .min(1, 'must be at least 1')
    .nullable()
    .default(null)
    .typeError('must be a number'),
  paymentGateway: optionalText(),
  pixelId: optionalText().transform((v: unknown) => (typeof v === 'number' ? String(v) : v === '' ? null : v)),
  logoUrl: optionalUrl(),
  bannerUrl: optionalUrl(),
  websiteUrl: optionalUrl(),
  contactEmail: optionalText(),
  contactAddress: optionalText(),
  social,
  texts: stringMap(),
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
    const seen = new Set<string>();
    const problems: ConfigProblem[] = [];
    for (const inner of error.inner.length ? error.inner : [error]) {
      const key = (inner.path ?? 'config').split(/[.[]/)[0] || 'config';
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push({ key, message: inner.message });
    }
    return { ok: false, problems };
  }
  return { ok: true, config: normalise(value) };
}

function normalise(v: Record<string, unknown>): ShopConfig {
  const c = v as unknown as ShopConfig & { eventSettings?: Record<string, Partial<EventSettings>> };
  const events: Record<string, EventSettings> = {};
  for (const [id, s] of Object.entries(c.eventSettings ?? {})) events[id] = { ...DEFAULT_EVENT_SETTINGS, ...s };
  const lines: ShopConfig['addressLines'] = {};
  for (const [key, line] of Object.entries(c.addressLines ?? {})) lines[key] = { text: line.text, required: line.required === true };
  const socialLinks: ShopConfig['social'] = {};
  for (const [k, url] of Object.entries(c.social ?? {}))
    if (typeof url === 'string' && url.trim()) socialLinks[k as keyof ShopConfig['social']] = url;
  return {
    ...c,
    ageRanges: c.ageRanges ?? {},
    paymentMethods: { ...DEFAULT_PAYMENT_METHODS, ...(c.paymentMethods ?? {}) },
    addressLines: lines,
    eventSettings: events,
    productTypes: c.productTypes ?? {},
    merchandiseTypes: c.merchandiseTypes ?? {},
    paymentStatuses: c.paymentStatuses ?? {},
    refundStatuses: c.refundStatuses ?? {},
    social: socialLinks,
    texts: c.texts ?? {},
  };
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
