import type { TextKey } from '../i18n/texts';
import { cleanAddress, missingAddressLines, type AddressLines, type AddressValues } from './address';
import { isBlank, keyLabel, sameCode, trimmed, type Label, type Message } from './messages';

/**
 * The refund wizard's bank step (docs/spec.md §5 Refund request, bank step). Required,
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

export type BankField =
  'bank_owner_full_name' | 'bank_owner_address' | 'bank_name' | 'bank_country' | 'bank_bic' | 'bank_iban' | 'bank_account';

export interface MissingBankField {
  field: BankField;
  /** For `bank_owner_address`: the address line's key. */
  line?: string;
  label: Label;
}

/** The bank's country uses IBAN (config `ibanCountries`, compared case-insensitively). */
export const usesIban = (country: string | null | undefined, ibanCountries: readonly string[]): boolean =>
  !isBlank(country) && ibanCountries.some((c) => sameCode(c, country));

/** Every required field left blank, in the spec's order. */
export function missingBankFields(values: BankValues, { addressLines, ibanCountries }: BankContext): MissingBankField[] {
  const missing: MissingBankField[] = [];
  const need = (field: Exclude<BankField, 'bank_owner_address'>, key: TextKey) => {
    if (isBlank(values[field])) missing.push({ field, label: keyLabel(key) });
  };
  need('bank_owner_full_name', 'refund.bankOwnerFullName');
  for (const m of missingAddressLines(values.bank_owner_address, addressLines))
    missing.push({ field: 'bank_owner_address', line: m.line, label: m.label });
  need('bank_name', 'refund.bankName');
  need('bank_country', 'refund.bankCountry');
  need('bank_bic', 'refund.bankBic');
  if (usesIban(values.bank_country, ibanCountries)) need('bank_iban', 'refund.bankIban');
  else need('bank_account', 'refund.bankAccount');
  return missing;
}

/**
 * IBAN lengths per country (SWIFT IBAN registry): each length, then the
 * two-letter countries that use it; a country not listed is checked for
 * 15–34 characters only.
 */
const IBAN_LENGTHS: Record<string, number> = {};
for (const group of '15NO 16BE 18DKFIFOGLNL 19MKSI 20ATBAEEKZLTLUXK 21CHHRLILV 22BGBHCRDEGBGEIEMERSVA 23AEGIILIQTL 24ADCZESMDPKROSASESKTNVG 25PTST 26ISTR 27FRGRITMCMRSM 28ALAZBYCYDOGTHULBPLSV 29BREGPSQAUA 30JOKWMU 31MTSC 32LC'.split(
  ' ',
)) {
  for (const country of group.slice(2).match(/../g) ?? []) IBAN_LENGTHS[country] = Number(group.slice(0, 2));
}

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
export const isValidBic = (value: string | null | undefined): boolean =>
  /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(normaliseIban(value));

/**
 * Advice on filled-in fields that do not look right (the IBAN only when the
 * country uses one). Advisory: the screen shows it beside the field; the
 * bank, not this check, has the last word.
 */
export function bankAdvice(
  values: BankValues,
  { ibanCountries }: Pick<BankContext, 'ibanCountries'>,
): Array<{ field: 'bank_iban' | 'bank_bic'; message: Message }> {
  const advice: Array<{ field: 'bank_iban' | 'bank_bic'; message: Message }> = [];
  if (usesIban(values.bank_country, ibanCountries) && !isBlank(values.bank_iban) && !isValidIban(values.bank_iban)) {
    advice.push({ field: 'bank_iban', message: { key: 'refund.ibanInvalid' } });
  }
  if (!isBlank(values.bank_bic) && !isValidBic(values.bank_bic)) advice.push({ field: 'bank_bic', message: { key: 'refund.bicInvalid' } });
  return advice;
}

export type BankPayload = Required<{ [K in Exclude<keyof BankValues, 'bank_owner_address'>]: string }> & {
  bank_owner_address: Record<string, string>;
};

/**
 * The bank fields of /request-refund: trimmed; the IBAN (normalised) or the
 * account number, whichever the country uses, and the other sent empty.
 */
export function bankPayload(values: BankValues, { addressLines, ibanCountries }: BankContext): BankPayload {
  const iban = usesIban(values.bank_country, ibanCountries);
  return {
    bank_owner_full_name: trimmed(values.bank_owner_full_name),
    bank_owner_address: cleanAddress(values.bank_owner_address, addressLines),
    bank_name: trimmed(values.bank_name),
    bank_city: trimmed(values.bank_city),
    bank_country: trimmed(values.bank_country),
    bank_bic: normaliseIban(values.bank_bic),
    bank_iban: iban ? normaliseIban(values.bank_iban) : '',
    bank_account: iban ? '' : trimmed(values.bank_account),
    note: trimmed(values.note),
  };
}
