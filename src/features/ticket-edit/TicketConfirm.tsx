import { useEffect, useRef, useState } from 'react';
import type { Ticket } from '../../api/types';
import { Facts, type Fact } from '../../components/Facts';
import { editableFields, FIELD_LABELS, showsReassign, type TicketEditContext, type TicketEditValues } from '../../domain/ticket-rules';
import { useConfig, useT } from '../../stores/config';
import { Button } from '../../ui/Button';

export interface TicketConfirmProps {
  ticket: Ticket;
  context: TicketEditContext;
  values: TicketEditValues;
  onBack: () => void;
  /** Send the change; resolves once it has succeeded or failed. */
  onConfirm: () => Promise<void>;
}

/** The confirm step (docs/spec.md §2 Ticket edit): the new details, Back to change them, Confirm to send. */
export function TicketConfirm({ ticket, context, values, onBack, onConfirm }: TicketConfirmProps) {
  const config = useConfig();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const shown = {
    ...values,
    age: config.ageRanges[values.age] ?? values.age,
    country: config.countries[values.country] ?? values.country,
  };
  const rows: Fact[] = editableFields(ticket, context.ageRangeActive).map((field) => [t(FIELD_LABELS[field]), shown[field]]);
  if (values.note?.trim()) rows.push([t('ticket.note'), values.note.trim()]);
  return (
    <div className="es-page">
      <h2 ref={heading} tabIndex={-1}>
        {t('ticket.confirmIntro', { code: ticket.code })}
      </h2>
      <Facts rows={rows} />
      {values.reassign && showsReassign(values.email, context.customerEmail) && <p className="es-notice">{t('ticket.reassignYes')}</p>}
      <div className="es-actions">
        <Button
          busy={busy}
          onClick={async () => {
            setBusy(true);
            await onConfirm();
            setBusy(false);
          }}
        >
          {t('ticket.confirm')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onBack}>
          {t('ticket.back')}
        </Button>
      </div>
    </div>
  );
}
