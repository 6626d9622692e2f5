import { useMemo } from 'react';
import { useField } from 'react-final-form';
import { bankAdvice, usesIban, type BankValues } from '../../domain/bank-details';
import { messageText } from '../../domain/messages';
import { bankSchema, type BankFormContext } from '../../domain/refund-form';
import { useConfig, useT } from '../../stores/config';
import { optionsOf } from '../../ui/Dropdown';
import { SelectField, TextField } from '../../ui/form-fields';
import { StepForm } from './RefundParts';

export interface BankStepProps {
  initial: BankValues;
  /** A payment-plan order: say that it is refunded whole. */
  plan: boolean;
  onNext: (values: BankValues) => void;
  /** Back, with what has been typed so far (kept for when the customer returns). */
  onBack: (values: BankValues) => void;
}

/**
 * enter-details (docs/spec.md §5 Refund request, bank step): the account holder and
 * their address (the configured lines), the bank, its country, BIC/SWIFT, the
 * IBAN where the bank's country uses one (config `ibanCountries`) or else the
 * account number, and a note. A failed request sent back here shows the
 * server's words as the shared form error.
 */
export function BankStep({ initial, plan, onNext, onBack }: BankStepProps) {
  const t = useT();
  const config = useConfig();
  const { schema, fieldOf } = useMemo(() => bankSchema(config.addressLines), [config.addressLines]);
  const context = useMemo<BankFormContext>(
    () => ({ addressLines: config.addressLines, ibanCountries: config.ibanCountries, t }),
    [config, t],
  );
  const lines = Object.entries(config.addressLines);
  return (
    <StepForm<BankValues>
      title="refund.stepDetails"
      schema={schema}
      fieldOf={fieldOf}
      context={context}
      initialValues={initial}
      onSubmit={onNext}
      onBack={onBack}
    >
      {plan && <p className="es-hint">{t('refund.wholePlan')}</p>}
      <TextField name="bankOwnerFullName" label={t('refund.bankOwnerFullName')} autoComplete="name" required />
      {lines.length > 0 && (
        <fieldset className="es-refund__address">
          <legend>{t('refund.ownerAddress')}</legend>
          {lines.map(([key, line]) => (
            <TextField key={key} name={`bankOwnerAddress.${key}`} label={line.text} required={line.required} />
          ))}
        </fieldset>
      )}
      <TextField name="bankName" label={t('refund.bankName')} required />
      <TextField name="bankCity" label={t('refund.bankCity')} />
      <SelectField name="bankCountry" label={t('refund.bankCountry')} options={optionsOf(config.countries)} required />
      <AdvisedField name="bankBic" label={t('refund.bankBic')} />
      <AccountField />
      <TextField name="note" label={t('refund.note')} />
    </StepForm>
  );
}

/** The IBAN when the bank's country uses one, else the account number. */
function AccountField() {
  const t = useT();
  const { ibanCountries } = useConfig();
  const { input } = useField<string>('bankCountry', { subscription: { value: true } });
  if (usesIban(input.value, ibanCountries)) return <AdvisedField name="bankIban" label={t('refund.bankIban')} />;
  return <TextField name="bankAccount" label={t('refund.bankAccount')} required />;
}

/** The shortest BIC and IBAN there are: below that the customer is still typing. */
const SHORTEST = { bankBic: 8, bankIban: 15 };

/**
 * A field whose shape is checked as advice (IBAN mod 97, BIC shape): once the
 * value is long enough to be whole, a doubtful one is pointed out beside it,
 * while typing. Not on leaving the field: the line appearing then would move
 * the Next button away from under a click that caused the leaving. It does not
 * stop the request (the confirm step repeats it); the bank has the last word.
 */
function AdvisedField({ name, label }: { name: 'bankBic' | 'bankIban'; label: string }) {
  const t = useT();
  const { ibanCountries } = useConfig();
  const { input } = useField<string>(name, { subscription: { value: true } });
  const { input: country } = useField<string>('bankCountry', { subscription: { value: true } });
  const whole = (input.value ?? '').replace(/\s+/g, '').length >= SHORTEST[name];
  const advice = whole
    ? bankAdvice({ [name]: input.value, bankCountry: country.value }, { ibanCountries }).find((a) => a.field === name)
    : undefined;
  return (
    <div className={advice ? 'es-refund__advised' : undefined}>
      <TextField name={name} label={label} required hint={advice && messageText(advice.message, t)} latin />
    </div>
  );
}
