import type { CartMerchandise, CartProduct, MerchandisePurchase, ShopItem } from '../../../src/api/wire';
import { SHIPPING_CENTS } from '../invoice';
import type { DemoOrder, DemoPayment, DemoTicket } from '../model';
import { DAY, cents, iso, linesCents, major, sumCents } from '../money';
import { purchaseFromLine, ticketFromLine } from '../orders';

/**
 * Builders for the seeded orders of the demo customer: every field of docs/spec.md §3
 * filled the way checkout fills it, times relative to the backend's clock.
 */

export const DEMO_EMAIL = 'demo@festival.example';
export const DEMO_CUSTOMER_ID = 1;
export const DEMO_ADDRESS = { address_1: '1 Festival Lane', address_2: '', city: 'Dublin', postcode: 'D02 X285' };

export type Holder = readonly [full_name: string, email: string];
export const DANA: Holder = ['Dana Demo', DEMO_EMAIL];
export const ALEX: Holder = ['Alex Rivera', 'alex.rivera@example.ie'];
export const SAM: Holder = ['Sam Kelly', 'sam.kelly@example.ie'];
export const JO: Holder = ['Jo Byrne', 'jo.byrne@example.ie'];
export const NOOR: Holder = ['Noor Haddad', 'noor.haddad@example.nl'];

/** A stable checksum per order code, so the README's links keep working after a reset. */
export function checksumOf(code: string): string {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (const char of `event-shop-demo:${code}`) {
    a = Math.imul(a ^ char.charCodeAt(0), 0x01000193) >>> 0;
    b = Math.imul(b ^ char.charCodeAt(0), 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

export interface OrderSeed {
  id: number;
  code: string;
  daysAgo: number;
  method: 'credit_card' | 'bank_transfer' | 'voucher';
  status: string;
  tickets?: DemoTicket[];
  merchandise?: MerchandisePurchase[];
  /** Lines still pending payment (the order's cartProducts / cartMerchandise). */
  lines?: CartProduct[];
  merchLines?: CartMerchandise[];
  shipTo?: string;
  /** What was paid, in cents: all of a paid order, else nothing, unless given. */
  paidCents?: number;
  extra?: Partial<DemoOrder>;
}

/** One instalment: due `days` from now (negative: in the past). */
export interface InstalmentSeed {
  days: number;
  status: 'paid' | 'pending' | 'partial' | 'problem';
  paid?: number;
  attempt?: number;
}

export function seedKit(now: number, items: ShopItem[]) {
  let lineId = 900;
  const item = (code: string): ShopItem => {
    const found = items.find((i) => i.external_code === code);
    if (!found) throw new Error(`seed: no item ${code}`);
    return found;
  };

  const line = (code: string, [full_name, email]: Holder, timeId?: number): CartProduct => {
    const product = { ...item(code) };
    const time = product.travel_times?.find((t) => t.id === timeId) ?? null;
    lineId += 1;
    return {
      id: lineId,
      shop_item_type: 'tickets',
      product,
      full_name,
      email,
      age: product.event_id === 1 && product.type === 'ticket' ? '25-34' : null,
      country: 'IE',
      transport_time_id: time ? time.id : null,
      travel_time: time ? time.travel_time : (product.travel_time ?? null),
      price: product.price,
      fee: product.fee,
      pending: true,
    };
  };

  const merchLine = (code: string): CartMerchandise => {
    const merchandise = { ...item(code) };
    lineId += 1;
    return { id: lineId, shop_item_type: 'merchandise', merchandise, price: merchandise.price, fee: merchandise.fee, pending: true };
  };

  const ticket = (code: string, product: string, holder: Holder, extra: Partial<DemoTicket> = {}, timeId?: number): DemoTicket => ({
    ...ticketFromLine(code, line(product, holder, timeId), false),
    ...extra,
  });

  const purchase = (code: string, product: string, extra: Partial<MerchandisePurchase> = {}): MerchandisePurchase => ({
    ...purchaseFromLine(code, merchLine(product)),
    ...extra,
  });

  const order = (s: OrderSeed): DemoOrder => {
    const [tickets, merchandise, lines, merchLines] = [s.tickets ?? [], s.merchandise ?? [], s.lines ?? [], s.merchLines ?? []];
    const shipping = s.shipTo ? (SHIPPING_CENTS[s.shipTo] ?? 0) : 0;
    const total = linesCents([...tickets, ...merchandise, ...lines, ...merchLines]) + shipping;
    const paid = s.paidCents ?? (s.status === 'paid' ? total : 0);
    return {
      id: s.id,
      code: s.code,
      checksum: checksumOf(s.code),
      created_at: iso(now - s.daysAgo * DAY),
      staff: null,
      total_price: major(total),
      total_paid: major(paid),
      total_refunded: 0,
      discount_amount: null,
      discount_name: null,
      shipping_amount: major(shipping),
      shipping_country: s.shipTo ?? null,
      shipping_refunded: 0,
      payment_method: s.method,
      payment_status: s.status,
      has_payment_plan: false,
      payment_plan: null,
      payments: [],
      accepted_ts_and_cs: true,
      has_invoice: paid > 0,
      tickets,
      cartProducts: lines,
      merchandisePurchases: merchandise,
      cartMerchandise: merchLines,
      customer_id: DEMO_CUSTOMER_ID,
      shipping_name: s.shipTo ? DANA[0] : null,
      shipping_address: s.shipTo ? { ...DEMO_ADDRESS } : null,
      ...s.extra,
    };
  };

  /** A payment-plan order of WEEKEND-PLAN (71 + 70 + 70) with these instalments; its ticket is pending until all are paid. */
  const planOrder = (s: Omit<OrderSeed, 'method' | 'status' | 'paidCents'>, rows: InstalmentSeed[]): DemoOrder => {
    const plan = item('WEEKEND-PLAN').payment_plan ?? [];
    const payments: DemoPayment[] = rows.map((row, i) => {
      const amount = plan[i]?.amount ?? 0;
      const paid = row.status === 'paid' ? amount : (row.paid ?? 0);
      return {
        reference: `${s.code}-${i + 1}`,
        amount,
        paid_amount: paid,
        due_at: iso(now + row.days * DAY),
        paid_at: paid > 0 ? iso(now + Math.min(row.days, 0) * DAY) : null,
        payment_status: row.status,
        attempt: row.attempt ?? (paid > 0 ? 1 : 0),
      };
    });
    const settled = payments.every((p) => p.payment_status === 'paid');
    for (const t of s.tickets ?? []) t.pending = !settled;
    const paidCents = sumCents(payments, (p) => cents(p.paid_amount));
    return order({
      ...s,
      method: 'credit_card',
      status: settled ? 'paid' : 'partial',
      paidCents,
      extra: { has_payment_plan: true, payment_plan: plan, payments, ...s.extra },
    });
  };

  return { now, item, line, merchLine, ticket, purchase, order, planOrder };
}

export type SeedKit = ReturnType<typeof seedKit>;
