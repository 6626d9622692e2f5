import { useId, useState } from 'react';
import type { Order, Ticket } from '../../api/types';
import { paths } from '../../domain/paths';
import { ticketActions, ticketDownloadUrl } from '../../domain/ticket-rules';
import { useConfig, useT } from '../../stores/config';
import { navigate } from '../../stores/location';
import { Button } from '../../ui/Button';
import { TravelTimeModal } from './TravelTimeModal';

/**
 * A ticket's buttons (spec 6 Ticket actions, 5 Recent edit): Manage, Choose
 * Time and Download, each only when its flags allow; Manage and Choose Time
 * stay but are disabled for 15 minutes after an edit, with the hint beside
 * them. Download opens the ticket in a new window (contract 4).
 */
export function TicketActions({ order, ticket }: { order: Order; ticket: Ticket }) {
  const config = useConfig();
  const t = useT();
  const hintId = useId();
  const [choosing, setChoosing] = useState(false);
  const { manage, chooseTime, download } = ticketActions(ticket);
  if (!manage.shown && !chooseTime.shown && !download.shown) return null;
  const hint = manage.hint ?? chooseTime.hint;
  const described = hint ? hintId : undefined;
  return (
    <>
      <span className="es-lines__actions" role="group" aria-label={t('portal.ticketActions')}>
        {manage.shown && (
          <Button variant="secondary" className="es-btn--small" disabled={manage.disabled} aria-describedby={described} aria-label={t('portal.manageTicketLabel', { code: ticket.code })} title={t('portal.manage')} onClick={() => navigate(paths.manageTicket.href(order.code, ticket.code))}>
            {t('portal.manage')}
          </Button>
        )}
        {chooseTime.shown && (
          <Button variant="secondary" className="es-btn--small" disabled={chooseTime.disabled} aria-describedby={described} aria-label={t('portal.chooseTimeLabel', { code: ticket.code })} title={t('portal.chooseTime')} onClick={() => setChoosing(true)}>
            {t('portal.chooseTime')}
          </Button>
        )}
        {download.shown && (
          <Button variant="secondary" className="es-btn--small" aria-label={t('portal.downloadLabel', { code: ticket.code })} title={t('portal.download')} onClick={() => window.open(ticketDownloadUrl(config.siteBase, ticket.email ?? '', ticket.code), '_blank', 'noopener')}>
            {t('portal.download')}
          </Button>
        )}
      </span>
      {hint && (
        <span id={hintId} className="es-lines__meta">
          {t(hint)}
        </span>
      )}
      {choosing && <TravelTimeModal ticket={ticket} onClose={() => setChoosing(false)} />}
    </>
  );
}
