import type { ErrorBody, ShopData } from '../../src/api/wire';
import type { CreateBackendOptions, DemoBackend } from '../../demo/backend/index';
import type { DemoState } from '../../demo/backend/db';
import { startBackend } from './backend';

/**
 * Straight calls to the demo backend (no shop mounted), as the contract's
 * envelope has them, for the backend's own tests.
 */

/** The demo customer's login token in `startAsDemo` backends. */
export const TOKEN = 'demo-customer-test-token';

export interface Answer<T> {
  status: number;
  body: T & ErrorBody;
}

export async function post<T = Record<string, unknown>>(
  action: string,
  body: Record<string, unknown> = {},
  token: string | null = TOKEN,
): Promise<Answer<T>> {
  const res = await fetch(`/api/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ token, ...body }),
  });
  return { status: res.status, body: (await res.json()) as T & ErrorBody };
}

/** A backend clock that tests move by hand. */
export function fakeClock(start: string) {
  let now = Date.parse(start);
  return {
    clock: { now: () => now },
    advance(ms: number) {
      now += ms;
    },
  };
}

/** A fresh backend where `TOKEN` is the demo customer's session. */
export function startAsDemo(options: CreateBackendOptions = {}): Promise<DemoBackend> {
  return startBackend({
    ...options,
    seed: (state) => {
      state.sessions[TOKEN] = 1;
      options.seed?.(state);
    },
  });
}

/** Token of a second customer (id 2) that `withOtherCustomer` adds. */
export const OTHER_TOKEN = 'other-customer-test-token';

/** A seed change: a second customer, logged in with OTHER_TOKEN, who owns nothing. */
export function withOtherCustomer(state: DemoState): void {
  state.customers.push({ ...state.customers[0], id: 2, email: 'other@example.ie' });
  state.sessions[OTHER_TOKEN] = 2;
}

export async function shopData(token: string | null = TOKEN): Promise<ShopData> {
  return (await post<{ data: ShopData }>('get-data', {}, token)).body.data;
}

export const orderIn = (data: ShopData, code: string) => {
  const order = data.orders.find((o) => o.code === code);
  if (!order) throw new Error(`no order ${code} in data`);
  return order;
};

export const ticketIn = (data: ShopData, code: string) => {
  const ticket = data.orders.flatMap((o) => o.tickets).find((t) => t.code === code);
  if (!ticket) throw new Error(`no ticket ${code} in data`);
  return ticket;
};

export interface Line {
  code: string;
  holder?: string;
  time?: number;
}

/** A cart built through the cart calls; its code. */
export async function cartWith(lines: Line[]): Promise<string> {
  let cart: string | null = null;
  for (const line of lines) {
    const isMerch = ['TEE-2027', 'BOTTLE', 'HOODIE'].includes(line.code);
    const holder = {
      full_name: line.holder ?? `Holder ${line.code}`,
      email: 'holder@example.ie',
      age: '25-34',
      country: 'IE',
      transport_time_id: line.time ?? null,
    };
    const res: Answer<{ cart: { code: string } }> = await post<{ cart: { code: string } }>(
      isMerch ? 'add-merchandise-to-cart' : 'add-product-to-cart',
      { cart, external_code: line.code, ...(isMerch ? {} : holder) },
    );
    if (res.status !== 200) throw new Error(`could not add ${line.code}: ${JSON.stringify(res.body)}`);
    cart = res.body.cart.code;
  }
  if (!cart) throw new Error('no lines');
  return cart;
}

/**
 * docs/spec.md §3 Order, every field and no other, with the optional
 * `payment_instruction` of Pay now (the terms variant adds two counts).
 */
export const ORDER_FIELDS = [
  'id',
  'code',
  'checksum',
  'created_at',
  'staff',
  'total_price',
  'total_paid',
  'total_refunded',
  'discount_amount',
  'discount_name',
  'shipping_amount',
  'shipping_country',
  'shipping_refunded',
  'payment_method',
  'payment_status',
  'has_refunds',
  'fully_refunded',
  'has_active_refunds',
  'has_payment_plan',
  'payment_plan',
  'payments',
  'accepted_ts_and_cs',
  'has_invoice',
  'can_refund',
  'tickets',
  'cartProducts',
  'merchandisePurchases',
  'cartMerchandise',
  'payment_instruction',
];

/** docs/spec.md §3 Ticket, every field and no other. */
export const TICKET_FIELDS = [
  'code',
  'product',
  'full_name',
  'email',
  'age',
  'country',
  'type',
  'status',
  'pending',
  'price',
  'fee',
  'refund_fee',
  'refund_total',
  'shipping_refund',
  'is_refundable',
  'is_ever_refundable',
  'allow_name_changes',
  'allow_email_changes',
  'name_changes_left',
  'allow_travel_time_changes',
  'allow_download',
  'recently_edited',
  'travel_time',
  'transport_time_id',
  'travel_times',
  'timezone',
  'event_name',
];
