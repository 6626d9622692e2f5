import type { ReactNode } from 'react';
import type { Order, Ticket } from '../../api/types';
import { labelText } from '../../domain/messages';
import { itemStatusLabel } from '../../domain/order-display';
import { orderLines, type OrderLine } from '../../domain/order-lines';
import { itemTone } from '../../domain/status-tone';
import { useConfig, useT } from '../../stores/config';
import { DateTime } from '../../ui/DateTime';
import { Money } from '../../ui/Money';
import { StatusChip } from '../../ui/StatusChip';
import { Table } from '../../ui/Table';
import { TicketActions } from './TicketActions';

type Line = OrderLine<Ticket>;

/**
 * The order's items (docs/spec.md §2 Portal, §4 Ticket and merchandise status): tickets
 * with their holder, travel time and actions, then merchandise; each with its
 * status ('Pending payment' while pending) and its price including the fee.
 * On a narrow part each item is a card: name and holder, status chip, price,
 * and the ticket's actions (ui/ActionMenu).
 */
export function OrderItems({ order }: { order: Order }) {
  const config = useConfig();
  const t = useT();
  const { tickets, merchandise } = orderLines(order);
  const columns = (item: (line: Line) => ReactNode) => [
    { name: t('portal.item'), width: '60%', render: item },
    {
      name: t('portal.status'),
      className: 'es-card-status',
      render: (line: Line) => <StatusChip tone={itemTone(line)}>{labelText(itemStatusLabel(line, config.paymentStatuses), t)}</StatusChip>,
    },
    { name: t('portal.price'), align: 'end' as const, render: (line: Line) => <Money amount={[line.price, line.fee]} /> },
  ];
  const meta = (text: ReactNode) => text && <span className="es-lines__meta">{text}</span>;
  return (
    <>
      {tickets.length > 0 && (
        <Table<Line>
          cards
          caption={t('portal.ticketsCaption')}
          rows={tickets}
          rowKey={(line) => line.key}
          columns={columns((line) => (
            <>
              <span className="es-lines__name">{line.name}</span>
              {meta(line.holder)}
              {meta(line.email)}
              {line.travelTime && meta(<DateTime value={line.travelTime} timezone={line.timezone} />)}
              {line.ticket && <TicketActions order={order} ticket={line.ticket} />}
            </>
          ))}
        />
      )}
      {merchandise.length > 0 && (
        <Table<Line>
          cards
          caption={t('portal.merchandiseCaption')}
          rows={merchandise}
          rowKey={(line) => line.key}
          columns={columns((line) => (
            <span className="es-lines__name">{line.name}</span>
          ))}
        />
      )}
    </>
  );
}
