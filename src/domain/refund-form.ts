import { mixed, object } from 'yup';
import type { Translate } from '../i18n/texts';
import type { AddressLines } from './address';
import { missingBankFields, type BankContext, type BankValues, type MissingBankField } from './bank-details';
import { labelText } from './messages';
import type { Selection } from './refund-selection';
import { anyValue, failWith, formSchema, type FormSchema } from './validation';

/**
 * The refund wizard's forms as yup schemas (docs/spec.md §5 Refund request, select
 * and bank steps); the bank step asks bank-details which fields are missing.
 */

/** Select step: at least one item, a ticket or a merchandise purchase ('Please select at least one item.'). */
export const selectSchema = formSchema(() =>
  object({
    selection: anyValue<Selection>().test(
      'one',
      'refund.selectOne',
      (selection) => !!selection && selection.tickets.length + selection.merchandise.length > 0,
    ),
  }),
);

/** What the bank schema's tests read: the config's lines and IBAN countries, and the texts for the field names. */
export interface BankFormContext extends BankContext {
  t: Translate;
}

/** The form field a missing bank field stands for: `bankOwnerAddress.city` for an address line. */
const bankFieldName = (missing: MissingBankField): string =>
  missing.field === 'bankOwnerAddress' ? `bankOwnerAddress.${missing.line}` : missing.field;

/**
 * Bank step: one message, 'Please fill out the following fields: ...' naming
 * every missing field in the spec's order, shown on the first missing one. A
 * schema key per field, in that order (an address line's key is
 * `address:<line>`, shown on `bankOwnerAddress.<line>` through `fieldOf`),
 * each failing only when its own field is missing.
 */
export function bankSchema(addressLines: AddressLines): { schema: FormSchema; fieldOf: Record<string, string> } {
  const fieldOf: Record<string, string> = Object.fromEntries(
    Object.keys(addressLines).map((line) => [`address:${line}`, `bankOwnerAddress.${line}`]),
  );
  const test = (field: string) =>
    mixed().test('filled', 'refund.fillFields', function () {
      const { t, ...ctx } = this.options.context as BankFormContext;
      const missing = missingBankFields(this.parent as BankValues, ctx);
      if (!missing.some((m) => bankFieldName(m) === field)) return true;
      return failWith(this, 'refund.fillFields', { fields: missing.map((m) => labelText(m.label, t)).join(', ') });
    });
  const keys = ['bankOwnerFullName', ...Object.keys(fieldOf), 'bankName', 'bankCountry', 'bankBic', 'bankIban', 'bankAccount'];
  return { schema: formSchema(() => object(Object.fromEntries(keys.map((key) => [key, test(fieldOf[key] ?? key)])))), fieldOf };
}

/** Confirm step: nothing to type; the request itself is the check (the form only keeps one request in flight). */
export const confirmSchema = formSchema(() => object({}));
