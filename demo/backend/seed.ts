import type { DemoState } from './db';
import { DEMO_ADDRESS, DEMO_CUSTOMER_ID, DEMO_EMAIL, seedKit } from './seed/builders';
import { seedMerchandise } from './seed/merchandise';
import { openOrders } from './seed/orders-open';
import { paidOrders } from './seed/orders-paid';
import { planOrders } from './seed/plans';
import { seedProducts } from './seed/products';
import { seedRefunds } from './seed/refunds';
import { DAY, iso } from './money';

/** The demo customer (README): demo@festival.example / festival2026. */
export { DEMO_EMAIL };
export const DEMO_PASSWORD = 'festival2026';

/** Raise when the stored shape changes, so browsers drop a demo state saved by an older backend. */
export const DEMO_DATA_VERSION = 2;

/**
 * The demo backend's starting data (demo/backend/README.md lists it). `now` is
 * the backend's clock when it starts: due dates, refund windows and edit times
 * are relative to it, so the demo shows the same states whenever it runs.
 */
export function seedState(now: number = Date.now()): DemoState {
  const products = seedProducts(now);
  const merchandise = seedMerchandise(now);
  const kit = seedKit(now, [...products, ...merchandise]);
  const orders = [...paidOrders(kit), ...openOrders(kit), ...planOrders(kit)];
  return {
    version: DEMO_DATA_VERSION,
    customers: [
      {
        id: DEMO_CUSTOMER_ID,
        full_name: 'Dana Demo',
        email: DEMO_EMAIL,
        country: 'IE',
        address: { ...DEMO_ADDRESS },
        salt: 's4lt-demo-01',
        // sha-256 of "s4lt-demo-01:festival2026"
        password_hash: '3e1f1141478dda9d6d7dba9f867da3a41a7c63661ecc7d0335a8a607ef970d93',
      },
    ],
    sessions: {},
    resetTokens: [],
    products,
    merchandise,
    carts: {},
    orders,
    refunds: seedRefunds(now, orders),
    vouchers: [
      // A promotion code: 10.00 off, any number of times.
      { code: 'TENOFF', discount_amount: 10, expires_at: null, single_use: false, used: false },
      // A gift voucher worth more than any cart: covers everything, once.
      { code: 'FULLPASS', discount_amount: 1000, expires_at: null, single_use: true, used: false },
      { code: 'SUMMER25', discount_amount: 25, expires_at: iso(now - 30 * DAY), single_use: false, used: false },
    ],
    providerSessions: {},
    refundBankDetails: [],
    emails: [],
    config: null,
    country: 'IE',
    nextId: 1000,
  };
}
