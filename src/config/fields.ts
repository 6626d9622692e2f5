import { array, boolean, mixed, string } from 'yup';
import { hasSafeScheme } from '../domain/urls';
import type { EventSettings } from '../domain/event-settings';

/** The kinds of config value the schema (config/schema.ts) is made of. */

export const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A test of a map: absent, or an object each of whose values passes `valid`. */
const mapOf = (valid: (value: unknown) => boolean) => (v: unknown) =>
  v === undefined || (isPlainObject(v) && Object.values(v).every(valid));

/** Hosts written in PHP often send 1/0 or "1"/"0" for booleans: accept them. */
export const flag = (fallback: boolean) =>
  boolean()
    .transform((value: unknown, original: unknown) => {
      if (original === 1 || original === '1' || original === 'true') return true;
      if (original === 0 || original === '0' || original === 'false') return false;
      return value;
    })
    .default(fallback)
    .typeError('must be true or false');

export const stringMap = (required = false) =>
  mixed<Record<string, string>>()
    .test(
      'string-map',
      'must be an object of texts',
      mapOf((x) => typeof x === 'string'),
    )
    .test('required', 'is required', (v) => !required || (isPlainObject(v) && Object.keys(v).length > 0));

export const optionalText = () =>
  string()
    .nullable()
    .default(null)
    .transform((v: unknown) => (v === '' ? null : v))
    .typeError('must be text');

/** An address the shop links to or loads: http(s) or relative, never `javascript:` and the like. */
export const optionalUrl = () =>
  optionalText().test('url', 'must be an http(s) or relative URL', (v) => v === null || v === undefined || hasSafeScheme(v));

export const stringList = () => array().of(string().required()).default([]).typeError('must be a list of codes');

export const addressLines = mixed<Record<string, { text: string; required: boolean }>>().test(
  'address-lines',
  'must map each key to { text, required }',
  mapOf(
    (line) => isPlainObject(line) && typeof line.text === 'string' && (line.required === undefined || typeof line.required === 'boolean'),
  ),
);

export const eventSettings = mixed<Record<string, Partial<EventSettings>>>().test(
  'event-settings',
  'must map each event id to { ageRangeActive, creditCardActive, bankTransferActive, bankTransferCountries }',
  mapOf(
    (s) =>
      isPlainObject(s) &&
      ['ageRangeActive', 'creditCardActive', 'bankTransferActive'].every((k) => s[k] === undefined || typeof s[k] === 'boolean') &&
      (s.bankTransferCountries === undefined ||
        (Array.isArray(s.bankTransferCountries) && s.bankTransferCountries.every((c) => typeof c === 'string'))),
  ),
);

export const social = mixed<Record<string, string>>().test(
  'social',
  'must hold only facebook, soundcloud, instagram and youtube http(s) URLs',
  (v) =>
    v === undefined ||
    v === null ||
    (isPlainObject(v) &&
      Object.entries(v).every(
        ([k, url]) =>
          ['facebook', 'soundcloud', 'instagram', 'youtube'].includes(k) &&
          (url === null || (typeof url === 'string' && hasSafeScheme(url))),
      )),
);
