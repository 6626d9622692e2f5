import type { Order } from '../../api/types';
import { bankAdvice, bankPayload, usesIban, type BankValues } from '../../domain/bank-details';
import { messageText } from '../../domain/messages';
import { paths } from '../../domain/paths';
import { confirmSchema } from '../../domain/refund-form';
import { refundCodes, type Selection } from '../../domain/refund-selection';
import { useConfig, useT } from '../../stores/config';
import { navigate } from '../../stores/location';
import { fieldsRefused, requestRefund } from '../../stores/refunds';
import { RefundLines } from './RefundLines';
import { Facts } from '../../components/Facts';
import { StepForm } from './RefundParts';

export interface ConfirmStepProps {
  order: Order;
  selection: Selection;
  bank: BankValues;
  onBack: () => void;
  /** The server refused some bank details: back to them, its words shown there. */
  onRefused: () => void;
}

/**
 * confirm: the chosen items and the refund total (docs/spec.md §9), the bank details
 * with any advice on their shape, then one `/request-refund` per
 * confirmation (the form ignores a second submit while the first runs). On
 * success: the new refund's page.
 */
export function ConfirmStep({ order, selection, bank, onBack, onRefused }: ConfirmStepProps) {
  const t = useT();
  const config = useConfig();
  const iban = usesIban(bank.bankCountry, config.ibanCountries);
  const send = async () => {
    const result = await requestRefund({ orderId: order.id, ...refundCodes(selection), ...bankPayload(bank, config) });
    if (result.ok) navigate(result.value === null ? paths.order.href(order.code) : paths.refund.href(result.value));
    else if (fieldsRefused(result.error)) onRefused();
  };
  return (
    <StepForm title="refund.stepConfirm" last schema={confirmSchema} onSubmit={send} onBack={onBack}>
      <RefundLines order={order} selection={selection} />
      <Facts
        className="es-refund__summary"
        rows={[
          [t('refund.bankOwnerFullName'), bank.bankOwnerFullName],
          [
            t('refund.bankName'),
            [bank.bankName, bank.bankCity, config.countries[bank.bankCountry ?? ''] ?? bank.bankCountry].filter(Boolean).join(', '),
          ],
          [t('refund.bankBic'), bank.bankBic],
          [t(iban ? 'refund.bankIban' : 'refund.bankAccount'), iban ? bank.bankIban : bank.bankAccount],
          [t('refund.note'), bank.note],
        ]}
      />
      {bankAdvice(bank, config).map((advice) => (
        <p key={advice.field} className="es-notice es-refund__advice">
          {messageText(advice.message, t)}
        </p>
      ))}
    </StepForm>
  );
}
