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
  bankOwnerFullName?: string | null;
  bankOwnerAddress?: AddressValues;
  bankName?: string | null;
  bankCity?: string | null;
  bankCountry?: string | null;
  bankBic?: string | null;
  bankIban?: string | null;
  bankAccount?: string | null;
  note?: string | null;
}

export interface BankContext {
  addressLines: AddressLines;
  ibanCountries: readonly string[];
}

export type BankField = 'bankOwnerFullName' | 'bankOwnerAddress' | 'bankName' | 'bankCountry' | 'bankBic' | 'bankIban' | 'bankAccount';

export interface MissingBankField {
  field: BankField;
  /** For `bankOwnerAddress`: the address line's key. */
  line?: string;
  label: Label;
}

/** The bank's country uses IBAN (config `ibanCountries`, compared case-insensitively). */
export const usesIban = (country: string | null | undefined, ibanCountries: readonly string[]): boolean =>
  !isBlank(country) && ibanCountries.some((c) => sameCode(c, country));

/** Every required field left blank, in the spec's order. */
export function missingBankFields(values: BankValues, { addressLines, ibanCountries }: BankContext): MissingBankField[] {
  const missing: MissingBankField[] = [];
  const need = (field: Exclude<BankField, 'bankOwnerAddress'>, key: TextKey) => {
    if (isBlank(values[field])) missing.push({ field, label: keyLabel(key) });
  };
  need('bankOwnerFullName', 'refund.bankOwnerFullName');
  for (const m of missingAddressLines(values.bankOwnerAddress, addressLines))
    missing.push({ field: 'bankOwnerAddress', line: m.line, label: m.label });
  need('bankName', 'refund.bankName');
  need('bankCountry', 'refund.bankCountry');
  need('bankBic', 'refund.bankBic');
  if (usesIban(values.bankCountry, ibanCountries)) need('bankIban', 'refund.bankIban');
  else need('bankAccount', 'refund.bankAccount');
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
): Array<{ field: 'bankIban' | 'bankBic'; message: Message }> {
  const advice: Array<{ field: 'bankIban' | 'bankBic'; message: Message }> = [];
  if (usesIban(values.bankCountry, ibanCountries) && !isBlank(values.bankIban) && !isValidIban(values.bankIban)) {
    advice.push({ field: 'bankIban', message: { key: 'refund.ibanInvalid' } });
  }
  if (!isBlank(values.bankBic) && !isValidBic(values.bankBic)) advice.push({ field: 'bankBic', message: { key: 'refund.bicInvalid' } });
  return advice;
}

export type BankPayload = Required<{ [K in Exclude<keyof BankValues, 'bankOwnerAddress'>]: string }> & {
  bankOwnerAddress: Record<string, string>;
};

/**
 * The bank fields of /request-refund: trimmed; the IBAN (normalised) or the
 * account number, whichever the country uses, and the other sent empty.
 */
export function bankPayload(values: BankValues, { addressLines, ibanCountries }: BankContext): BankPayload {
  const iban = usesIban(values.bankCountry, ibanCountries);
  return {
    bankOwnerFullName: trimmed(values.bankOwnerFullName),
    bankOwnerAddress: cleanAddress(values.bankOwnerAddress, addressLines),
    bankName: trimmed(values.bankName),
    bankCity: trimmed(values.bankCity),
    bankCountry: trimmed(values.bankCountry),
    bankBic: normaliseIban(values.bankBic),
    bankIban: iban ? normaliseIban(values.bankIban) : '',
    bankAccount: iban ? '' : trimmed(values.bankAccount),
    note: trimmed(values.note),
  };
}
