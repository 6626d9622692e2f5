import { useId, useState } from 'react';
import type { Order, Ticket } from '../../api/types';
import { paths } from '../../domain/paths';
import { ticketActions, ticketDownloadUrl, type ActionState } from '../../domain/ticket-rules';
import type { TextKey } from '../../i18n/texts';
import { useConfig, useT } from '../../stores/config';
import { navigate } from '../../stores/location';
import { ActionMenu } from '../../ui/ActionMenu';
import { Button } from '../../ui/Button';
import { TravelTimeModal } from './TravelTimeModal';

/**
 * A ticket's buttons (docs/spec.md §6 Ticket actions, §5 Recent edit): Manage, Choose
 * Time and Download, each only when its flags allow; Manage and Choose Time
 * stay but are disabled for 15 minutes after an edit, with the hint beside
 * them. Download opens the ticket in a new window (docs/embed-contract.md §4). The first
 * enabled one is the card's primary action, the others under More actions
 * on a narrow part (ui/ActionMenu).
 */
export function TicketActions({ order, ticket }: { order: Order; ticket: Ticket }) {
  const config = useConfig();
  const t = useT();
  const hintId = useId();
  const [choosing, setChoosing] = useState(false);
  const { manage, chooseTime, download } = ticketActions(ticket);
  if (!manage.shown && !chooseTime.shown && !download.shown) return null;
  const hint = manage.hint ?? chooseTime.hint;
  // The tooltip is the button's text (ui/Button); the label names the ticket.
  const button = (state: ActionState, text: TextKey, label: TextKey, onClick: () => void) =>
    state.shown && (
      <Button
        key={text}
        variant="secondary"
        className="es-btn--small"
        disabled={state.disabled}
        aria-describedby={state.hint ? hintId : undefined}
        aria-label={t(label, { code: ticket.code })}
        onClick={onClick}
      >
        {t(text)}
      </Button>
    );
  const entries: Array<Parameters<typeof button>> = [
    [manage, 'portal.manage', 'portal.manageTicketLabel', () => navigate(paths.manageTicket.href(order.code, ticket.code))],
    [chooseTime, 'portal.chooseTime', 'portal.chooseTimeLabel', () => setChoosing(true)],
    [
      download,
      'portal.download',
      'portal.downloadLabel',
      () => window.open(ticketDownloadUrl(config.siteBase, ticket.email ?? '', ticket.code), '_blank', 'noopener'),
    ],
  ];
  return (
    <>
      <span className="es-lines__actions" role="group" aria-label={t('portal.ticketActions')}>
        <ActionMenu>{entries.sort(([a], [b]) => Number(a.disabled) - Number(b.disabled)).map((entry) => button(...entry))}</ActionMenu>
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
