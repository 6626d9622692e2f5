import { array, boolean, mixed, number, object, string, ValidationError, type AnySchema } from 'yup';
import { hasSafeScheme } from '../domain/urls';
import { DEFAULT_EVENT_SETTINGS, type EventSettings, type ShopConfig } from './types';

/**
 * Validation of the config (contract 2, 3). Each bad key is named once; keys
 * the contract does not know are ignored, so a newer page config still mounts.
 */

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Currency, time zone and locale are checked by their shape only (issue 7): the
 * first `Intl` constructor of a page costs 25-46 ms, and validation runs inside
 * `mount()`, on the host's critical path. `intlProblems` asks Intl itself later,
 * when the browser is idle; formatting already falls back to the browser's zone
 * for a zone it does not know (domain/dates.ts).
 */

/** ISO 4217 shape. Intl accepts every well-formed code, so this is the whole check. */
const validCurrency = (code: string) => /^[A-Za-z]{3}$/.test(code);

/**
 * An IANA zone: `Area/Location[/Sub]` under one of the tz database's areas
 * (with the legacy `US/`, `Canada/`... links), a single name (`UTC`, `EST5EDT`,
 * `Zulu`), or a UTC offset (`+05:00`). Case does not matter to Intl.
 */
const ZONE = new RegExp(
  '^(?:(?:Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc|US|Canada|Brazil|Chile|Mexico)' +
    '(?:/[A-Za-z0-9_+-]*[A-Za-z0-9_])+|[A-Za-z][A-Za-z0-9_+-]*|[+-][0-9]{2}(?::?[0-9]{2})?)$',
  'i',
);
const validTimezone = (zone: string) => ZONE.test(zone);

/**
 * A well-formed Unicode BCP 47 locale identifier (UTS 35): language[-script]
 * [-region][-variant]*[-extension]*[-x-private]. Duplicate variants or
 * singletons pass here and are caught by `intlProblems`.
 */
const LOCALE = new RegExp(
  '^(?:[a-z]{2,3}|[a-z]{5,8})(?:-[a-z]{4})?(?:-(?:[a-z]{2}|[0-9]{3}))?(?:-(?:[a-z0-9]{5,8}|[0-9][a-z0-9]{3}))*' +
    '(?:-[0-9a-wy-z](?:-[a-z0-9]{2,8})+)*(?:-x(?:-[a-z0-9]{1,8})+)?$',
  'i',
);
const validLocale = (tag: string) => LOCALE.test(tag);

/** Hosts written in PHP often send 1/0 or "1"/"0" for booleans: accept them. */
const flag = (fallback: boolean) =>
  boolean()
    .transform((value: unknown, original: unknown) => {
      if (original === 1 || original === '1' || original === 'true') return true;
      if (original === 0 || original === '0' || original === 'false') return false;
      return value;
    })
    .default(fallback)
    .typeError('must be true or false');

const stringMap = (required = false) =>
  mixed<Record<string, string>>()
    .test('string-map', 'must be an object of texts', (v) => v === undefined || (isPlainObject(v) && Object.values(v).every((x) => typeof x === 'string')))
    .test('required', 'is required', (v) => !required || (isPlainObject(v) && Object.keys(v).length > 0));

const optionalText = () =>
  string()
    .nullable()
    .default(null)
    .transform((v: unknown) => (v === '' ? null : v))
    .typeError('must be text');

/** An address the shop links to or loads: http(s) or relative, never `javascript:` and the like. */
const optionalUrl = () =>
  optionalText().test('url', 'must be an http(s) or relative URL', (v) => v === null || v === undefined || hasSafeScheme(v));

const stringList = () =>
  array()
    .of(string().required())
    .default([])
    .typeError('must be a list of codes');

const addressLines = mixed<Record<string, { text: string; required: boolean }>>().test(
  'address-lines',
  'must map each key to { text, required }',
  (v) =>
    v === undefined ||
    (isPlainObject(v) &&
      Object.values(v).every((line) => isPlainObject(line) && typeof line.text === 'string' && (line.required === undefined || typeof line.required === 'boolean'))),
);

const eventSettings = mixed<Record<string, Partial<EventSettings>>>().test(
  'event-settings',
  'must map each event id to { ageRangeActive, creditCardActive, bankTransferActive, bankTransferCountries }',
  (v) =>
    v === undefined ||
    (isPlainObject(v) &&
      Object.values(v).every(
        (s: unknown) =>
          isPlainObject(s) &&
          ['ageRangeActive', 'creditCardActive', 'bankTransferActive'].every((k) => s[k] === undefined || typeof s[k] === 'boolean') &&
          (s.bankTransferCountries === undefined || (Array.isArray(s.bankTransferCountries) && s.bankTransferCountries.every((c) => typeof c === 'string'))),
      )),
);

const social = mixed<Record<string, string>>().test(
  'social',
  'must hold only facebook, soundcloud, instagram and youtube http(s) URLs',
  (v) =>
    v === undefined ||
    v === null ||
    (isPlainObject(v) &&
      Object.entries(v).every(
        ([k, url]) => ['facebook', 'soundcloud', 'instagram', 'youtube'].includes(k) && (url === null || (typeof url === 'string' && hasSafeScheme(url))),
      )),
);

const shape: Record<keyof ShopConfig, AnySchema> = {
  apiBase: string().default('/api').typeError('must be text').test('url', 'must be an http(s) or relative URL', (v) => v === undefined || hasSafeScheme(v)),
  siteBase: string().default('').typeError('must be text').test('url', 'must be an http(s) or relative URL', (v) => v === undefined || hasSafeScheme(v)),
  locale: string().default('en').test('locale', 'must be a BCP 47 language tag', (v) => v === undefined || validLocale(v)),
  currency: string().required('is required').test('currency', 'must be an ISO 4217 currency code', (v) => v === undefined || validCurrency(v)),
  timezone: string().required('is required').test('timezone', 'must be an IANA time zone', (v) => v === undefined || validTimezone(v)),
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
  shopPaymentCreditCardMaxAttempts: number().integer('must be a whole number').min(1, 'must be at least 1').default(3).typeError('must be a number'),
  ambassadorsUrl: string()
    .default('ambassadors')
    .matches(/^\/?[\w-]+(\/[\w-]+)*$/, 'must be a path such as "ambassadors"')
    .typeError('must be text'),
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

export interface ConfigProblem {
  key: string;
  message: string;
}

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

/**
 * What only Intl can tell: a zone or locale of the right shape that this
 * browser does not know. Run off the critical path (mount schedules it when
 * idle); each problem is a warning, as the shop still formats with fallbacks.
 */
export function intlProblems(config: Pick<ShopConfig, 'locale' | 'timezone'>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  try {
    Intl.getCanonicalLocales(config.locale);
  } catch {
    problems.push({ key: 'locale', message: `"${config.locale}" is not a locale this browser accepts; formatting uses its default` });
  }
  try {
    new Intl.DateTimeFormat('en', { timeZone: config.timezone });
  } catch {
    problems.push({ key: 'timezone', message: `"${config.timezone}" is not a time zone this browser knows; dates are shown in the browser's own zone` });
  }
  return problems;
}

function normalise(v: Record<string, unknown>): ShopConfig {
  const c = v as unknown as ShopConfig & { eventSettings?: Record<string, Partial<EventSettings>> };
  const events: Record<string, EventSettings> = {};
  for (const [id, s] of Object.entries(c.eventSettings ?? {})) events[id] = { ...DEFAULT_EVENT_SETTINGS, ...s };
  const lines: ShopConfig['addressLines'] = {};
  for (const [key, line] of Object.entries(c.addressLines ?? {})) lines[key] = { text: line.text, required: line.required === true };
  const socialLinks: ShopConfig['social'] = {};
  for (const [k, url] of Object.entries(c.social ?? {})) if (typeof url === 'string' && url.trim()) socialLinks[k as keyof ShopConfig['social']] = url;
  return {
    ...c,
    countries: c.countries ?? {},
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
 * Lay the backend's `data.config` over the page's (contract 3). Keys of the
 * override that would make the config invalid are dropped and reported, so a
 * faulty backend value never takes the shop down.
 */
export function mergeConfig(base: ShopConfig, override: unknown): { config: ShopConfig; rejected: ConfigProblem[] } {
  if (!isPlainObject(override) || Object.keys(override).length === 0) return { config: base, rejected: [] };
  const merged: Record<string, unknown> = { ...base, ...override };
  if (isPlainObject(override.texts)) merged.texts = { ...base.texts, ...override.texts };
  const first = parseConfig(merged);
  if (first.ok) return { config: first.config, rejected: [] };
  const bad = new Set(first.problems.map((p) => p.key));
  const kept: Record<string, unknown> = { ...base };
  for (const [k, val] of Object.entries(override)) if (!bad.has(k)) kept[k] = k === 'texts' ? merged.texts : val;
  const second = parseConfig(kept);
  return second.ok ? { config: second.config, rejected: first.problems } : { config: base, rejected: first.problems };
}

/** Settings of one event, with the contract's defaults for a missing entry. */
export function eventSettingsFor(config: ShopConfig, eventId: unknown): EventSettings {
  const key = eventId === null || eventId === undefined ? '' : String(eventId);
  return config.eventSettings[key] ?? DEFAULT_EVENT_SETTINGS;
}
