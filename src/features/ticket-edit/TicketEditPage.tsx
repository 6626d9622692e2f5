import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import type { Order, Ticket } from '../../api/types';
import { Loading } from '../../components/Loading';
import { settingsOf } from '../../domain/event-settings';
import { ticketOf } from '../../domain/order-lines';
import { paths } from '../../domain/paths';
import { ticketActions, ticketChangePayload, type TicketEditContext, type TicketEditValues } from '../../domain/ticket-rules';
import { useConfig, useT } from '../../stores/config';
import { navigate } from '../../stores/location';
import { useDataSettled, useOrder } from '../../stores/orders';
import { changeTicket } from '../../stores/portal';
import { shopData } from '../../stores/shop-data';
import { TicketConfirm } from './TicketConfirm';
import { TicketDetailsForm } from './TicketDetailsForm';

/**
 * `/portal/orders/{order}/manage-ticket/{ticket}` (docs/spec.md §2 Ticket edit): an
 * unknown order or ticket goes to the portal, a ticket that cannot be managed
 * now (pending, refunded, no changes allowed, recently edited) to its order
 * (docs/spec.md §8). Then enter-details and confirm; a failed update returns to
 * enter-details with the server's words; success goes back to the order.
 */
export function TicketEditPage({ orderCode, ticketCode }: { orderCode: string; ticketCode: string }) {
  const order = useOrder(orderCode) as Order | undefined;
  const settled = useDataSettled();
  const ticket = ticketOf(order, ticketCode);
  // Once a change is sent the ticket becomes recently edited: that must not
  // count as "inactive" while this page finishes.
  const [sent, setSent] = useState(false);
  if (!order || !ticket) return settled ? <Redirect to={paths.portal.href()} replace /> : <Loading />;
  const { manage } = ticketActions(ticket);
  if (!sent && (!manage.shown || manage.disabled)) return <Redirect to={paths.order.href(order.code)} replace />;
  return <TicketEdit order={order} ticket={ticket} onSend={() => setSent(true)} />;
}

function TicketEdit({ order, ticket, onSend }: { order: Order; ticket: Ticket; onSend: () => void }) {
  const config = useConfig();
  const t = useT();
  const { customer } = useSnapshot(shopData.data);
  const [step, setStep] = useState<'details' | 'confirm'>('details');
  const [values, setValues] = useState<TicketEditValues>(() => ({
    fullName: ticket.fullName ?? '',
    email: ticket.email ?? '',
    age: ticket.age ?? '',
    country: ticket.country ?? '',
    reassign: false,
    note: '',
  }));
  const context: TicketEditContext = {
    ticket,
    ageRangeActive: settingsOf(config.eventSettings, ticket.product.eventId).ageRangeActive,
    customerEmail: customer?.email,
  };
  const heading = useRef<HTMLHeadingElement>(null);
  // Back from confirm (or a failed update) lands on the page's heading; the
  // confirm step focuses its own.
  const started = useRef(false);
  useEffect(() => {
    if (started.current && step === 'details') heading.current?.focus();
    started.current = true;
  }, [step]);
  const toOrder = (replace = false) => navigate(paths.order.href(order.code), { replace });

  return (
    <section className="es-page es-ticket-edit">
      <h1 ref={heading} tabIndex={-1} className="es-page__title">
        {t('title.manageTicket')}
      </h1>
      <p>
        <bdi>{ticket.code}</bdi> · <bdi>{ticket.product.name}</bdi>
      </p>
      {step === 'details' ? (
        <TicketDetailsForm
          ticket={ticket}
          context={context}
          values={values}
          onCancel={() => toOrder()}
          onContinue={(next) => {
            setValues(next);
            setStep('confirm');
          }}
        />
      ) : (
        <TicketConfirm
          ticket={ticket}
          context={context}
          values={values}
          onBack={() => setStep('details')}
          onConfirm={async () => {
            onSend();
            const result = await changeTicket(ticketChangePayload(order.id, values, context));
            if (result.ok) toOrder(true);
            else setStep('details');
          }}
        />
      )}
    </section>
  );
}
