import { useField } from 'react-final-form';
import { useSnapshot } from 'valtio';
import type { Ticket } from '../../api/types';
import { HolderFields } from '../../components/HolderFields';
import { ticketEditSchema, type TicketEditSchemaContext } from '../../domain/portal-forms';
import { emailChangeAllowed, nameChangeAllowed, showsReassign, type TicketEditValues } from '../../domain/ticket-rules';
import { useT } from '../../stores/config';
import { pageState } from '../../stores/page';
import { Button } from '../../ui/Button';
import { CheckboxField, GroupError, TextField } from '../../ui/form-fields';
import { ShopForm } from '../../ui/ShopForm';

export interface TicketDetailsFormProps {
  ticket: Ticket;
  context: Omit<TicketEditSchemaContext, 't'>;
  values: TicketEditValues;
  onContinue: (values: TicketEditValues) => void;
  onCancel: () => void;
}

/**
 * The enter-details step (docs/spec.md §2 Ticket edit, §5 Manage ticket): the holder's
 * fields with only the allowed ones editable, the name changes left, the
 * reassign checkbox while the email is not the customer's own, and a note.
 * The shared form error shows why a failed update came back here.
 */
export function TicketDetailsForm({ ticket, context, values, onContinue, onCancel }: TicketDetailsFormProps) {
  const t = useT();
  const { formError } = useSnapshot(pageState);
  return (
    <ShopForm<TicketEditValues>
      schema={ticketEditSchema}
      context={{ ...context, t }}
      initialValues={values}
      error={formError}
      submitLabel={t('ticket.continue')}
      onSubmit={onContinue}
      actions={
        <Button variant="secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </Button>
      }
    >
      {/* 'Please change the ticket details.': a rule of the whole form, shown above its fields. */}
      <GroupError name="unchanged" className="es-form-error" />
      {ticket.allowNameChanges && (
        <p className="es-hint">
          {ticket.nameChangesLeft == null
            ? t('ticket.nameChangesUnlimited')
            : t('ticket.nameChangesLeft', { count: ticket.nameChangesLeft })}
        </p>
      )}
      <HolderFields
        withAge={context.ageRangeActive && ticket.type === 'ticket'}
        locked={{ fullName: !nameChangeAllowed(ticket), email: !emailChangeAllowed(ticket) }}
      />
      <Reassign customerEmail={context.customerEmail} />
      <TextField name="note" label={t('ticket.note')} />
    </ShopForm>
  );
}

/** The reassign checkbox, only while the email differs from the customer's own (docs/spec.md §5). */
function Reassign({ customerEmail }: { customerEmail: string | null | undefined }) {
  const t = useT();
  const { input } = useField<string>('email', { subscription: { value: true } });
  return showsReassign(input.value, customerEmail) ? <CheckboxField name="reassign" label={t('ticket.reassign')} /> : null;
}
