import type { DemoOrder } from '../model';
import { MINUTE, DAY } from '../money';
import { ALEX, DANA, JO, NOOR, SAM, type SeedKit } from './builders';

/**
 * Paid orders of the demo customer: tickets with every flag combination,
 * name-change limits, travel times, refundable and non-refundable items with
 * open, closed and not-yet-open refund windows, a voucher order, and the
 * orders behind the seeded refunds (seed/refunds.ts).
 */
export function paidOrders(k: SeedKit): DemoOrder[] {
  return [
    // Everything allowed, name-change limits 2 and 0, a shuttle with a selectable time,
    // one ticket edited 5 minutes ago, and merchandise (refundable T-shirt, non-refundable bottle).
    k.order({
      id: 501,
      code: 'PAIDCARD',
      daysAgo: 20,
      method: 'credit_card',
      status: 'paid',
      shipTo: 'IE',
      tickets: [
        k.ticket('TKFULL01', 'WEEKEND', DANA),
        k.ticket('TKLIMIT2', 'WEEKEND', ALEX, { name_changes_left: 2, refund_fee: 5, edited_at: k.now - 2 * DAY }),
        k.ticket('TKLIMIT0', 'DAY-SAT', SAM, { name_changes_left: 0 }),
        k.ticket('TKSHUTL1', 'SHUTTLE-DUB', DANA, {}, 1),
        k.ticket('TKRECENT', 'WEEKEND', JO, { edited_at: k.now - 5 * MINUTE }),
      ],
      merchandise: [k.purchase('MPTEE001', 'TEE-2027', { shipping_refund: 5 }), k.purchase('MPBOTL01', 'BOTTLE')],
    }),
    // Nothing refundable: a non-refundable event-2 ticket without name or email changes,
    // a ticket the office made non-refundable and non-downloadable (name changes only),
    // a fixed-time shuttle whose refund window closed, camping whose window opens in 30 days.
    k.order({
      id: 502,
      code: 'LOCKED01',
      daysAgo: 40,
      method: 'credit_card',
      status: 'paid',
      tickets: [
        k.ticket('TKWINTER', 'WINTER-NIGHT', NOOR),
        k.ticket('TKNODOWN', 'DAY-SAT', ALEX, { allow_download: false, allow_email_changes: false, is_ever_refundable: false }),
        k.ticket('TKAIRFIX', 'SHUTTLE-AIR', DANA),
        k.ticket('TKCAMP01', 'CAMP-BOUTIQUE', DANA),
      ],
    }),
    // Paid in full by a gift voucher: nothing paid in money, so nothing to refund.
    k.order({
      id: 503,
      code: 'VOUCHER1',
      daysAgo: 12,
      method: 'voucher',
      status: 'paid',
      tickets: [k.ticket('TKVOUCH1', 'SHUTTLE-DUB', DANA, {}, 3)],
      paidCents: 0,
      extra: { total_price: 0, discount_amount: 25.5, discount_name: 'GIFT-25', has_invoice: true },
    }),
    // Fully refunded (refund 701, processed).
    k.order({
      id: 510,
      code: 'REFUNDED',
      daysAgo: 60,
      method: 'credit_card',
      status: 'paid',
      tickets: [k.ticket('TKREFD01', 'DAY-SAT', SAM, { status: 'refunded', refund_fee: 6 })],
      extra: { total_refunded: 83 },
    }),
    // A T-shirt being refunded (refund 703, processing) and one still refundable.
    k.order({
      id: 518,
      code: 'MERCHREF',
      daysAgo: 25,
      method: 'credit_card',
      status: 'paid',
      shipTo: 'IE',
      merchandise: [k.purchase('MPTEE002', 'TEE-2027', { status: 'refunding' }), k.purchase('MPTEE003', 'TEE-2027')],
    }),
    // A refund in a status the shop does not know (refund 704, "on_hold") and a ticket still refundable.
    k.order({
      id: 519,
      code: 'PARTREFD',
      daysAgo: 30,
      method: 'bank_transfer',
      status: 'paid',
      tickets: [k.ticket('TKPROB01', 'WEEKEND', SAM, { status: 'refund-problem', refund_fee: 5 }), k.ticket('TKSTILL1', 'WEEKEND', NOOR)],
    }),
  ];
}
