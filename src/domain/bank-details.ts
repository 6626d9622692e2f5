import type { TextKey } from '../i18n/texts';
import { cleanAddress, missingAddressLines, type AddressLines, type AddressValues } from './address';
import { fillFields, isBlank, keyLabel, type Label, type Message } from './messages';

/**
 * The refund wizard's bank step (spec 5 Refund request, bank step). Required,
 * in this order: the account holder's full name; each required config address
 * line; the bank's name; the bank's country; the BIC/SWIFT number; the IBAN
 * when the bank's country is in config `ibanCountries`, otherwise the bank
 * account number. Bank city is asked but optional: the spec's required list
 * leaves it out and only the /request-refund payload carries it, so requiring
 * it would refuse requests the spec accepts.
 */

export interface BankValues {
  bank_owner_full_name?: string | null;
  bank_owner_address?: AddressValues;
  bank_name?: string | null;
  bank_city?: string | null;
  bank_country?: string | null;
  bank_bic?: string | null;
  bank_iban?: string | null;
  bank_account?: string | null;
  note?: string | null;
}

export interface BankContext {
  addressLines: AddressLines;
  ibanCountries: readonly string[];
}

export type BankField = 'bank_owner_full_name' | 'bank_owner_address' | 'bank_name' | 'bank_country' | 'bank_bic' | 'bank_iban' | 'bank_account';

export interface MissingBankField {
  field: BankField;
  /** For `bank_owner_address`: the address line's key. */
  line?: string;
  label: Label;
}

const upper = (value: string | null | undefined) => (value ?? '').trim().toUpperCase();

/** The bank's country uses IBAN (config `ibanCountries`, compared case-insensitively). */
export const usesIban = (country: string | null | undefined, ibanCountries: readonly string[]): boolean =>
  !isBlank(country) && ibanCountries.some((c) => upper(c) === upper(country));

/** Every required field left blank, in the spec's order. */
export function missingBankFields(values: BankValues, { addressLines, ibanCountries }: BankContext): MissingBankField[] {
  const missing: MissingBankField[] = [];
  const need = (field: Exclude<BankField, 'bank_owner_address'>, key: TextKey) => {
    if (isBlank(values[field])) missing.push({ field, label: keyLabel(key) });
  };
  need('bank_owner_full_name', 'refund.bankOwnerFullName');
  for (const m of missingAddressLines(values.bank_owner_address, addressLines)) missing.push({ field: 'bank_owner_address', line: m.line, label: m.label });
  need('bank_name', 'refund.bankName');
  need('bank_country', 'refund.bankCountry');
  need('bank_bic', 'refund.bankBic');
  if (usesIban(values.bank_country, ibanCountries)) need('bank_iban', 'refund.bankIban');
  else need('bank_account', 'refund.bankAccount');
  return missing;
}

/** One 'Please fill out the following fields: ...' message naming every missing field, or null. */
export const validateBankDetails = (values: BankValues, ctx: BankContext): Message | null =>
  fillFields('refund.fillFields', missingBankFields(values, ctx).map((m) => m.label));

/** IBAN lengths per country (SWIFT IBAN registry); a country not listed is checked for 15–34 characters only. */
const IBAN_LENGTHS: Record<string, number> = Object.fromEntries(
  ('AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DK18 DO28 EE20 EG29 ES24 FI18 FO18 ' +
    'FR27 GB22 GE22 GI23 GL18 GR27 GT28 HR21 HU28 IE22 IL23 IQ23 IS26 IT27 JO30 KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21 ' +
    'MC27 MD24 ME22 MK19 MR27 MT31 MU30 NL18 NO15 PK24 PL28 PS29 PT25 QA29 RO24 RS22 SA24 SC31 SE24 SI19 SK24 SM27 ST25 ' +
    'SV28 TL23 TN24 TR26 UA29 VA22 VG24 XK20')
    .split(' ')
    .map((e) => [e.slice(0, 2), Number(e.slice(2))]),
);

/** An IBAN (or a BIC) as banks compare it: no whitespace, upper case. */
export const normaliseIban = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, '').toUpperCase();

/** ISO 13616 mod-97 over the rearranged IBAN, digit by digit so no big number is needed. */
function mod97(iban: string): number {
  let rest = 0;
  for (const ch of iban.slice(4) + iban.slice(0, 4)) {
    // A letter stands for two digits (A = 10 ... Z = 35).
    const value = Number.parseInt(ch, 36);
    rest = (rest * (value > 9 ? 100 : 10) + value) % 97;
  }
  return rest;
}

/**
 * Advice, not a proof: the shape (country letters, check digits, 11–30
 * letters or digits), the country's length when known (`checkLength`), and
 * the mod-97 checksum. Spaces and case do not matter.
 */
export function isValidIban(value: string | null | undefined, { checkLength = true } = {}): boolean {
  const iban = normaliseIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (checkLength && expected !== undefined && iban.length !== expected) return false;
  return mod97(iban) === 1;
}

/** BIC shape (ISO 9362): bank AAAA, country BB, location CC, optional branch DDD; spaces and case ignored. */
export const isValidBic = (value: string | null | undefined): boolean => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(normaliseIban(value));

/**
 * Advice on filled-in fields that do not look right (the IBAN only when the
 * country uses one). Advisory: the screen shows it beside the field; the
 * bank, not this check, has the last word.
 */
export function bankAdvice(values: BankValues, { ibanCountries }: Pick<BankContext, 'ibanCountries'>): Array<{ field: 'bank_iban' | 'bank_bic'; message: Message }> {
  const advice: Array<{ field: 'bank_iban' | 'bank_bic'; message: Message }> = [];
  if (usesIban(values.bank_country, ibanCountries) && !isBlank(values.bank_iban) && !isValidIban(values.bank_iban)) {
    advice.push({ field: 'bank_iban', message: { key: 'refund.ibanInvalid' } });
  }
  if (!isBlank(values.bank_bic) && !isValidBic(values.bank_bic)) advice.push({ field: 'bank_bic', message: { key: 'refund.bicInvalid' } });
  return advice;
}

export type BankPayload = Required<{ [K in Exclude<keyof BankValues, 'bank_owner_address'>]: string }> & { bank_owner_address: Record<string, string> };

/**
 * The bank fields of /request-refund: trimmed; the IBAN (normalised) or the
 * account number, whichever the country uses, and the other sent empty.
 */
export function bankPayload(values: BankValues, { addressLines, ibanCountries }: BankContext): BankPayload {
  const text = (v: string | null | undefined) => (v ?? '').trim();
  const iban = usesIban(values.bank_country, ibanCountries);
  return {
    bank_owner_full_name: text(values.bank_owner_full_name),
    bank_owner_address: cleanAddress(values.bank_owner_address, addressLines),
    bank_name: text(values.bank_name),
    bank_city: text(values.bank_city),
    bank_country: text(values.bank_country),
    bank_bic: normaliseIban(values.bank_bic),
    bank_iban: iban ? normaliseIban(values.bank_iban) : '',
    bank_account: iban ? '' : text(values.bank_account),
    note: text(values.note),
  };
}
