import demoConfig from '../config.json';
import type { DemoDb } from './db';

/**
 * The host's config as the backend applies it (address lines, IBAN countries,
 * event payment settings, the card attempt limit): demo/config.json, with the
 * backend's own `data.config` laid over it, as the shop lays it (docs/embed-contract.md §3).
 */
export interface EventSettings {
  ageRangeActive: boolean;
  creditCardActive: boolean;
  bankTransferActive: boolean;
  bankTransferCountries: string[];
}

export interface AddressLine {
  key: string;
  text: string;
  required: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function setting(db: DemoDb, key: string): unknown {
  const override = db.state.config;
  return override && key in override ? override[key] : (demoConfig as Record<string, unknown>)[key];
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : []);

/** Config addressLines in display order. */
export function addressLines(db: DemoDb): AddressLine[] {
  const lines = setting(db, 'addressLines');
  if (!isRecord(lines)) return [];
  return Object.entries(lines).flatMap(([key, line]) =>
    isRecord(line) ? [{ key, text: typeof line.text === 'string' ? line.text : key, required: line.required === true }] : [],
  );
}

export const ibanCountries = (db: DemoDb): string[] => strings(setting(db, 'ibanCountries'));

/** docs/embed-contract.md §3: an event missing from eventSettings has card on, transfer off, ages off. */
export function eventSettings(db: DemoDb, eventId: unknown): EventSettings {
  const all = setting(db, 'eventSettings');
  const event = isRecord(all) && eventId !== null && eventId !== undefined ? all[String(eventId)] : undefined;
  if (!isRecord(event)) return { ageRangeActive: false, creditCardActive: true, bankTransferActive: false, bankTransferCountries: [] };
  return {
    ageRangeActive: event.ageRangeActive === true,
    creditCardActive: event.creditCardActive !== false,
    bankTransferActive: event.bankTransferActive === true,
    bankTransferCountries: strings(event.bankTransferCountries),
  };
}

/** shopPaymentCreditCardMaxAttempts (docs/embed-contract.md §3 default 3). */
export function maxCardAttempts(db: DemoDb): number {
  const value = Number(setting(db, 'shopPaymentCreditCardMaxAttempts'));
  return Number.isInteger(value) && value > 0 ? value : 3;
}

export function countryKnown(db: DemoDb, code: string): boolean {
  const countries = setting(db, 'countries');
  return isRecord(countries) && code in countries;
}

export function ageRangeKnown(db: DemoDb, value: string): boolean {
  const ranges = setting(db, 'ageRanges');
  return isRecord(ranges) && value in ranges;
}

export function shopTimezone(db: DemoDb): string {
  const zone = setting(db, 'timezone');
  return typeof zone === 'string' && zone ? zone : 'UTC';
}
