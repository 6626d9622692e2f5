import type { DemoOrder, DemoRefund } from '../model';
import { DAY, cents, iso, major, sumCents } from '../money';
import { refundTotalCents } from '../views';
import { DEMO_CUSTOMER_ID } from './builders';

/**
 * One refund in each status: 701 processed (REFUNDED), 702 active (PLANREFD,
 * a payment plan: paid less fees), 703 processing (MERCHREF), 704 "on_hold",
 * a status the shop shows as Processing (PARTREFD).
 */
export function seedRefunds(now: number, orders: DemoOrder[]): DemoRefund[] {
  const refund = (id: number, code: string, status: string, items: string[], daysAgo: number, completed: boolean): DemoRefund => {
    const order = orders.find((o) => o.code === code);
    if (!order) throw new Error(`seed: no order ${code}`);
    const tickets = order.tickets.filter((t) => items.includes(t.code));
    const merchandise = order.merchandisePurchases.filter((m) => items.includes(m.code));
    const chosen = [...tickets, ...merchandise];
    return {
      id,
      customer_id: DEMO_CUSTOMER_ID,
      order_id: order.id,
      status,
      created_at: iso(now - daysAgo * DAY),
      completed_at: completed ? iso(now - (daysAgo - 3) * DAY) : null,
      tickets: tickets.map((t) => t.code),
      merchandise: merchandise.map((m) => m.code),
      total: major(refundTotalCents(order, chosen)),
      shipping_refund: major(sumCents(merchandise, (m) => cents(m.shipping_refund))),
      previous: Object.fromEntries(chosen.map((i) => [i.code, 'paid'])),
    };
  };
  return [
    refund(701, 'REFUNDED', 'processed', ['TKREFD01'], 20, true),
    refund(702, 'PLANREFD', 'active', ['TKPLAN05'], 2, false),
    refund(703, 'MERCHREF', 'processing', ['MPTEE002'], 6, false),
    refund(704, 'PARTREFD', 'on_hold', ['TKPROB01'], 10, false),
  ];
}
