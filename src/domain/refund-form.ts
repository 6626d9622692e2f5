import { mixed, object, type AnyObject, type ObjectSchema } from 'yup';
import type { Translate } from '../i18n/texts';
import type { AddressLines } from './address';
import { missingBankFields, validateBankDetails, type BankContext, type BankValues, type MissingBankField } from './bank-details';
import { labelText } from './messages';
import { validateSelection, type Selection } from './refund-selection';
import { failWith } from './validation';

/**
 * The refund wizard's two forms as yup schemas (spec 5 Refund request, select
 * and bank steps), wrapping the rules of refund-selection and bank-details.
 */

/** Select step: at least one item ('Please select at least one item.'). */
export const selectSchema = object({
  selection: mixed<Selection>().test('one', 'refund.selectOne', (selection) => !!selection && validateSelection(selection) === null),
});

/** What the bank schema's tests read: the config's lines and IBAN countries, and the texts for the field names. */
export interface BankFormContext extends BankContext {
  t: Translate;
}

/** The form field a missing bank field stands for: `bank_owner_address.city` for an address line. */
export const bankFieldName = (missing: MissingBankField): string => (missing.field === 'bank_owner_address' ? `bank_owner_address.${missing.line}` : missing.field);

const ORDER = ['bank_owner_full_name', 'address', 'bank_name', 'bank_country', 'bank_bic', 'bank_iban', 'bank_account'] as const;

/**
 * Bank step: one message, 'Please fill out the following fields: ...' naming
 * every missing field in the spec's order, shown on the first missing one. A
 * schema key per field, in that order (an address line's key is
 * `address:<line>`, shown on `bank_owner_address.<line>` through `fieldOf`),
 * each failing only when its own field is missing.
 */
export function bankSchema(addressLines: AddressLines): { schema: ObjectSchema<AnyObject>; fieldOf: Record<string, string> } {
  const fieldOf: Record<string, string> = {};
  const shape: Record<string, ReturnType<typeof mixed>> = {};
  const test = (field: string) =>
    mixed().test('filled', 'refund.fillFields', function () {
      const { t, ...ctx } = this.options.context as BankFormContext;
      const values = this.parent as BankValues;
      if (!missingBankFields(values, ctx).some((m) => bankFieldName(m) === field)) return true;
      const fields = (validateBankDetails(values, ctx)?.fields ?? []).map((label) => labelText(label, t)).join(', ');
      return failWith(this, 'refund.fillFields', { fields });
    });
  for (const key of ORDER) {
    if (key !== 'address') {
      shape[key] = test(key);
      continue;
    }
    for (const line of Object.keys(addressLines)) {
      fieldOf[`address:${line}`] = `bank_owner_address.${line}`;
      shape[`address:${line}`] = test(`bank_owner_address.${line}`);
    }
  }
  return { schema: object(shape), fieldOf };
}

/** Confirm step: nothing to type; the request itself is the check (the form only keeps one request in flight). */
export const confirmSchema = object({});
