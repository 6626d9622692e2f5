import type { DemoOrder } from '../model';
import { ALEX, DANA, SAM, type SeedKit } from './builders';

/**
 * Orders of the demo customer still waiting for money, or void: their items
 * are pending lines (cartProducts / cartMerchandise with `pending: true`).
 * STAFFTCS and STAFFBNK were created by staff and wait for the customer to
 * accept the terms through `#/accept-tcs/{code}/{checksum}`.
 */
export function openOrders(k: SeedKit): DemoOrder[] {
  return [
    k.order({ id: 504, code: 'PENDCARD', daysAgo: 1, method: 'credit_card', status: 'pending', lines: [k.line('WEEKEND', DANA)] }),
    // Bank transfer awaiting payment, terms accepted: the 'Awaiting Payment' block.
    k.order({ id: 505, code: 'BANKWAIT', daysAgo: 3, method: 'bank_transfer', status: 'pending', lines: [k.line('DAY-SAT', ALEX)] }),
    // Bank transfer, 100.00 of 190.00 received.
    k.order({
      id: 506,
      code: 'BANKPART',
      daysAgo: 9,
      method: 'bank_transfer',
      status: 'partial',
      paidCents: 10000,
      lines: [k.line('DAY-SAT', DANA), k.line('DAY-SAT', SAM)],
    }),
    k.order({ id: 507, code: 'PROCESNG', daysAgo: 2, method: 'credit_card', status: 'processing', lines: [k.line('CAMP-BOUTIQUE', DANA)] }),
    k.order({ id: 508, code: 'PROBLEM1', daysAgo: 4, method: 'credit_card', status: 'problem', lines: [k.line('DAY-SAT', DANA)] }),
    k.order({ id: 509, code: 'CANCELD1', daysAgo: 50, method: 'credit_card', status: 'cancelled', lines: [k.line('WEEKEND', SAM)] }),
    k.order({ id: 511, code: 'ABANDON1', daysAgo: 45, method: 'bank_transfer', status: 'abandoned', lines: [k.line('DAY-SAT', ALEX)] }),
    // Staff orders awaiting terms: by card (accepting starts the card payment) ...
    k.order({
      id: 516,
      code: 'STAFFTCS',
      daysAgo: 0,
      method: 'credit_card',
      status: 'pending',
      shipTo: 'IE',
      lines: [k.line('WEEKEND', DANA)],
      merchLines: [k.merchLine('TEE-2027')],
      extra: { staff: 'Box office', accepted_ts_and_cs: false },
    }),
    // ... and by bank transfer for the event-3 (transfer-only) ticket (accepting asks for no payment).
    k.order({
      id: 517,
      code: 'STAFFBNK',
      daysAgo: 0,
      method: 'bank_transfer',
      status: 'pending',
      lines: [k.line('HARBOUR', DANA)],
      extra: { staff: 'Phone sales', accepted_ts_and_cs: false },
    }),
  ];
}
