import type { ReactNode } from 'react';
import type { Order, Ticket } from '../../api/types';
import { itemStatusLabel } from '../../domain/order-display';
import { orderLines, type OrderLine } from '../../domain/order-lines';
import { itemTone } from '../../domain/status-tone';
import { useConfig, useT } from '../../stores/config';
import { DateTime } from '../../ui/DateTime';
import { Money } from '../../ui/Money';
import { StatusChip } from '../../ui/StatusChip';
import { Table } from '../../ui/Table';
import { TicketActions } from './TicketActions';
import { priceWithFee } from '../../domain/money';

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
  const meta = (text: ReactNode) => text && <span className="es-lines__meta">{text}</span>;
  const table = (caption: string, rows: Line[]) =>
    rows.length > 0 && (
      <Table<Line>
        cards
        caption={caption}
        rows={rows}
        rowKey={(line) => line.key}
        columns={[
          {
            name: t('portal.item'),
            width: '60%',
            // Merchandise has no holder, email, travel time or ticket: its name alone.
            render: (line) => (
              <>
                <span className="es-lines__name">{line.name}</span>
                {meta(line.holder)}
                {meta(line.email)}
                {line.travelTime && meta(<DateTime value={line.travelTime} />)}
                {line.ticket && <TicketActions order={order} ticket={line.ticket} />}
              </>
            ),
          },
          {
            name: t('portal.status'),
            className: 'es-card-status',
            render: (line) => <StatusChip tone={itemTone(line)} label={itemStatusLabel(line, config.paymentStatuses)} />,
          },
          { name: t('portal.price'), align: 'end', render: (line) => <Money minor={priceWithFee(line)} /> },
        ]}
      />
    );
  return (
    <>
      {table(t('portal.ticketsCaption'), tickets)}
      {table(t('portal.merchandiseCaption'), merchandise)}
    </>
  );
}
