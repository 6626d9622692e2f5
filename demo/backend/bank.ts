import type { BankDetails } from '../../src/api/wire';
import type { DemoDb } from './db';
import { obj, str } from './http';
import { addressLines, ibanCountries } from './settings';

/**
 * Bank details of a refund request (docs/spec.md §3, §5), checked on the server: the
 * required fields (the IBAN where the bank's country uses IBAN, otherwise the
 * account number), the IBAN's mod-97 check digits and the BIC's shape.
 */

const compact = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: country, two check digits, up to 30 letters or digits; the rearranged number mod 97 is 1. */
export function ibanValid(raw: string): boolean {
  const iban = compact(raw);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** ISO 9362: 4 letters bank, 2 letters country, 2 letters or digits location, optional 3 branch. */
export const bicValid = (raw: string): boolean => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compact(raw));

export function readBankDetails(body: Record<string, unknown>): BankDetails {
  const address = obj(body.bank_owner_address);
  return {
    bank_owner_full_name: str(body.bank_owner_full_name),
    bank_owner_address: Object.fromEntries(Object.entries(address).map(([key, value]) => [key, str(value)])),
    bank_name: str(body.bank_name),
    bank_city: str(body.bank_city),
    bank_country: str(body.bank_country).toUpperCase(),
    bank_bic: compact(str(body.bank_bic)),
    bank_iban: compact(str(body.bank_iban)),
    bank_account: str(body.bank_account),
    note: str(body.note),
  };
}

/** Field errors in the contract's `{ field: [messages] }` form; empty when all is well. */
export function bankErrors(db: DemoDb, bank: BankDetails): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const need = (field: string, ok: boolean, message: string) => {
    if (!ok) errors[field] = [message];
  };
  need('bank_owner_full_name', !!bank.bank_owner_full_name, "Please enter the account holder's full name.");
  for (const line of addressLines(db)) {
    if (line.required)
      need(
        `bank_owner_address.${line.key}`,
        !!bank.bank_owner_address[line.key],
        `Please enter the account holder's ${line.text.toLowerCase()}.`,
      );
  }
  need('bank_name', !!bank.bank_name, "Please enter the bank's name.");
  need('bank_country', !!bank.bank_country, "Please choose the bank's country.");
  if (!bank.bank_bic) need('bank_bic', false, 'Please enter the BIC/SWIFT number.');
  else need('bank_bic', bicValid(bank.bank_bic), 'The BIC/SWIFT number is not valid.');
  if (ibanCountries(db).includes(bank.bank_country)) {
    if (!bank.bank_iban) need('bank_iban', false, 'Please enter the IBAN.');
    else need('bank_iban', ibanValid(bank.bank_iban), 'The IBAN is not valid.');
  } else {
    need('bank_account', !!bank.bank_account, 'Please enter the bank account number.');
  }
  return errors;
}
