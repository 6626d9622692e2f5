import type { DemoOrder } from '../model';
import { ALEX, DANA, JO, SAM, type SeedKit } from './builders';

/**
 * Payment-plan orders (WEEKEND-PLAN: 71.00 today, then 70.00 and 70.00 a
 * month apart), instalments due relative to the backend's clock. Each
 * instalment link is `#/payment-plan-payment/{code}/{checksum}/{code}-{n}`.
 */
export function planOrders(k: SeedKit): DemoOrder[] {
  return [
    k.planOrder({ id: 512, code: 'PLANPAID', daysAgo: 70, tickets: [k.ticket('TKPLAN01', 'WEEKEND-PLAN', DANA)] }, [
      { days: -70, status: 'paid' },
      { days: -40, status: 'paid' },
      { days: -10, status: 'paid' },
    ]),
    // The second instalment is due (since yesterday), the third still to come; refundable as a whole.
    k.planOrder({ id: 513, code: 'PLANDUE1', daysAgo: 31, tickets: [k.ticket('TKPLAN02', 'WEEKEND-PLAN', ALEX)] }, [
      { days: -31, status: 'paid' },
      { days: -1, status: 'pending' },
      { days: 29, status: 'pending' },
    ]),
    // The second instalment is partly paid (30.00 of 70.00) and overdue.
    k.planOrder({ id: 514, code: 'PLANOVER', daysAgo: 50, tickets: [k.ticket('TKPLAN03', 'WEEKEND-PLAN', SAM)] }, [
      { days: -50, status: 'paid' },
      { days: -20, status: 'partial', paid: 30, attempt: 1 },
      { days: 10, status: 'pending' },
    ]),
    // The second instalment failed three times: the configured maximum, no more attempts.
    k.planOrder({ id: 515, code: 'PLANMAXD', daysAgo: 33, tickets: [k.ticket('TKPLAN04', 'WEEKEND-PLAN', JO)] }, [
      { days: -33, status: 'paid' },
      { days: -3, status: 'problem', attempt: 3 },
      { days: 27, status: 'pending' },
    ]),
    // An active refund request (702) blocks paying the next instalment.
    k.planOrder({ id: 520, code: 'PLANREFD', daysAgo: 25, tickets: [k.ticket('TKPLAN05', 'WEEKEND-PLAN', DANA, { status: 'refund' })] }, [
      { days: -25, status: 'paid' },
      { days: 5, status: 'pending' },
      { days: 35, status: 'pending' },
    ]),
  ];
}
