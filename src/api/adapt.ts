/**
 * The one adapter every API answer passes through before a store sees it
 * (server shapes stop at api/). Host backends we did not write
 * send what the contract allows and more: numbers as strings, `null` or missing
 * lists, ids of either type, `1`/`0` for booleans. Each entity's fields are read
 * by their kind, so screens and stores never test for `null` lists:
 * - `m` money: a number or numeric string, read exactly; anything else is 0;
 * - `m?` money that may be absent: the same, or null;
 * - `s` text ('' when absent), `s?` text or null (a number becomes its text);
 * - `n?` a whole count or null (null means "no limit" in the spec); `n` 0 when absent;
 * - `b` a flag: true, 1, "1", "true" are true;
 * - `id` a number or a string (an id of another type becomes null);
 * - a shape: a nested object (an empty one when absent), `['?', shape]` one that may be null;
 * - `[shape]`: a list of them; missing or null is `[]`, entries that are not
 *   objects are dropped and reported once per call and place;
 * - `M` a map of money (tax per rate).
 * Fields not named pass through as sent (the backend's `data.config` is
 * checked by the config layer). Unknown statuses stay their raw text.
 */
import type { Cart, Id, Invoice, Order, PaymentPlanPayment, ShopData, ShopItem, Voucher } from './types';

type Kind = 'm' | 'm?' | 's' | 's?' | 'n' | 'n?' | 'b' | 'id' | 'M';
type Field = Kind | Shape | [Shape] | ['?', Shape];
interface Shape {
  [key: string]: Field;
}

/** A JSON object (not null, not a list): the one test of it in api/. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A number or a numeric string ("36", " 36.50 ", "-1e2"), else NaN. */
const num = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;

const warned = new Set<string>();

/** Where an answer's entries were dropped: logged once per call and place, not once per answer. */
function dropped(call: string, where: string, count: number): void {
  const key = `${call} ${where}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`[event-shop] ${call}: ${count} entr${count === 1 ? 'y' : 'ies'} of ${where} dropped (not objects).`);
}

function field(kind: Field, value: unknown, call: string, where: string): unknown {
  if (typeof kind !== 'string') {
    if (Array.isArray(kind)) {
      if (kind[0] === '?') return isRecord(value) ? shape(kind[1] as Shape, value, call, where) : null;
      if (!Array.isArray(value)) return [];
      const kept = value.filter(isRecord);
      if (kept.length < value.length) dropped(call, where, value.length - kept.length);
      return kept.map((entry) => shape(kind[0] as Shape, entry, call, where));
    }
    return shape(kind, isRecord(value) ? value : {}, call, where);
  }
  const n = num(value);
  switch (kind) {
    case 'm':
      return Number.isFinite(n) ? n : 0;
    case 'm?':
      return Number.isFinite(n) ? n : null;
    case 'n':
    case 'n?':
      return Number.isFinite(n) ? Math.trunc(n) : kind === 'n' ? 0 : null;
    case 'b':
      return value === true || value === 1 || value === '1' || value === 'true';
    case 'id':
      return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? value : null;
    case 'M':
      return isRecord(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, field('m', v, call, where)])) : {};
    default: {
      const text = typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
      return kind === 's' ? (text ?? '') : text;
    }
  }
}

function shape(spec: Shape, value: Record<string, unknown>, call: string, where: string): Record<string, unknown> {
  const out: Record<string, unknown> = { ...value };
  for (const key in spec) out[key] = field(spec[key], value[key], call, `${where}.${key}`);
  return out;
}

// The entities of docs/spec.md §3, with the kinds of the fields the shop reads.
const planEntry: Shape = { amount: 'm', units: 's', count: 'n' };
const travelTime: Shape = { id: 'id', travel_time: 's?', remaining: 'n?' };
const item: Shape = {
  id: 'id',
  external_code: 's',
  name: 's',
  shop_item_type: 's',
  type: 's',
  price: 'm',
  fee: 'm',
  in_stock: 'b',
  stock_level: 'n?',
  force_view: 'b',
  is_featured: 'b',
  shop_description: 's?',
  has_payment_plan: 'b',
  payment_plan: [planEntry],
  limit_per_order: 'n?',
  is_refundable: 'b',
  allow_refund_requests_from: 's?',
  allow_refund_requests_until: 's?',
  allow_name_changes: 'b',
  allow_name_changes_until: 's?',
  name_change_limit: 'n?',
  allow_email_changes: 'b',
  travel_time_type: 's?',
  travel_time: 's?',
  travel_times: [travelTime],
  allow_travel_time_changes_until: 's?',
  timezone: 's?',
  event: 's?',
  event_id: 'id',
};
const holder: Shape = { full_name: 's?', email: 's?', age: 's?', country: 's?' };
const priced: Shape = { price: 'm', fee: 'm', pending: 'b' };
const cartProduct: Shape = { id: 'id', product: item, ...holder, transport_time_id: 'id', travel_time: 's?', ...priced };
const cartMerchandise: Shape = { id: 'id', merchandise: item, ...priced };
const cart: Shape = { code: 's', expires_at: 's', now: 's', products: [cartProduct], merchandise: [cartMerchandise], total_price: 'm' };
const refunds: Shape = { refund_fee: 'm', shipping_refund: 'm' };
const ticket: Shape = {
  code: 's',
  product: item,
  ...holder,
  type: 's',
  status: 's',
  ...priced,
  ...refunds,
  refund_total: 'm',
  is_refundable: 'b',
  is_ever_refundable: 'b',
  allow_name_changes: 'b',
  allow_email_changes: 'b',
  name_changes_left: 'n?',
  allow_travel_time_changes: 'b',
  allow_download: 'b',
  recently_edited: 'b',
  travel_time: 's?',
  transport_time_id: 'id',
  travel_times: [travelTime],
  timezone: 's?',
  event_name: 's?',
};
const purchase: Shape = { code: 's', merchandise: item, status: 's', ...priced, ...refunds };
const payment: Shape = {
  reference: 's',
  amount: 'm',
  paid_amount: 'm',
  due_at: 's',
  paid_at: 's?',
  payment_status: 's',
  overdue: 'b',
  due: 'b',
  attempt: 'n',
};
const lines: Shape = {
  tickets: [ticket],
  cartProducts: [cartProduct],
  merchandisePurchases: [purchase],
  cartMerchandise: [cartMerchandise],
};
const order: Shape = {
  id: 'id',
  code: 's',
  checksum: 's',
  created_at: 's',
  staff: 's?',
  total_price: 'm',
  total_paid: 'm',
  total_refunded: 'm',
  discount_amount: 'm?',
  discount_name: 's?',
  shipping_amount: 'm',
  shipping_country: 's?',
  shipping_refunded: 'm',
  payment_method: 's',
  payment_status: 's',
  has_refunds: 'b',
  fully_refunded: 'b',
  has_active_refunds: 'b',
  has_payment_plan: 'b',
  payment_plan: [planEntry],
  payments: [payment],
  accepted_ts_and_cs: 'b',
  has_invoice: 'b',
  can_refund: 'b',
  ...lines,
  // Optional: an object (checked where it is followed) or null.
  payment_instruction: ['?', {}],
  ticket_count: 'n?',
  merchandise_count: 'n?',
};
const refund: Shape = {
  id: 'id',
  status: 's',
  created_at: 's',
  completed_at: 's?',
  total: 'm',
  shipping_refund: 'm',
  order,
  ...lines,
};
const customer: Shape = { full_name: 's', email: 's', country: 's?' };
const data: Shape = {
  country: 's?',
  customer: ['?', customer],
  orders: [order],
  refunds: [refund],
  products: [item],
  merchandise: [item],
  existing_tickets: [{ full_name: 's', email: 's', age: 's?', event_id: 'id' }],
};
const invoice: Shape = {
  items: [
    {
      id: 'id',
      name: 's',
      shop_item_type: 's',
      type: 's',
      price: 'm',
      full_name: 's?',
      email: 's?',
      travel_time: 's?',
      timezone: 's?',
      event: 's?',
      event_id: 'id',
    },
  ],
  shipping: ['?', { name: 's', type: 's', price: 'm' }],
  total: 'm',
  tax: 'M',
  items_total_without_tax: 'M',
};

/** A 2xx answer that lacks the field its call promises: the call failed (an `ApiError` of kind `parse`). */
export class MissingField extends Error {}

function required(body: Record<string, unknown>, key: string, spec: Shape, call: string): Record<string, unknown> {
  const value = body[key];
  if (!isRecord(value)) throw new MissingField(`The answer to ${call} has no ${key}.`);
  const out = shape(spec, value, call, key);
  // An order or cart is found again by its code: one without is no answer.
  if (!out.code && (key === 'order' || key === 'cart')) throw new MissingField(`The answer to ${call} has no ${key} code.`);
  return out;
}

const optional = (body: Record<string, unknown>, key: string, spec: Shape, call: string) =>
  isRecord(body[key]) ? shape(spec, body[key] as Record<string, unknown>, call, key) : null;

/** Reads one call's answer into what its store expects. */
export type Reader<T> = (body: Record<string, unknown>, call: string) => T;

/** `data.config` stays as sent (the config layer checks it); the rest by the shapes above. */
const readShopData = (body: Record<string, unknown>, call: string): ShopData => {
  const out = required(body, 'data', data, call);
  out.config = isRecord(out.config) ? out.config : null;
  return out as unknown as ShopData;
};

/** The shop data when the call sent it (some calls may), else null: the caller reloads it. */
const sentData = (body: Record<string, unknown>, call: string): ShopData | null => (isRecord(body.data) ? readShopData(body, call) : null);

export const read = {
  /** Calls whose answer the shop does not read (register, password reset, e-mail tickets). */
  nothing: (): Record<string, never> => ({}),
  data: (body: Record<string, unknown>, call: string) => ({ data: readShopData(body, call) }),
  login: (body: Record<string, unknown>, call: string) => ({
    remember_token: field('s', body.remember_token, call, 'remember_token') as string,
    data: readShopData(body, call),
  }),
  user: (body: Record<string, unknown>, call: string) => ({ customer: optional(body, 'customer', customer, call) as ShopData['customer'] }),
  item: (body: Record<string, unknown>, call: string) => ({ item: required(body, 'item', item, call) as unknown as ShopItem }),
  /** A cart call: the cart, and the shop data when the call sent it. */
  cart: (body: Record<string, unknown>, call: string) => ({
    cart: required(body, 'cart', cart, call) as unknown as Cart,
    data: sentData(body, call) ?? undefined,
  }),
  invoice: (body: Record<string, unknown>, call: string) => ({ invoice: required(body, 'invoice', invoice, call) as unknown as Invoice }),
  /** No voucher in the answer is an invalid code (the store words it), not an unreadable answer. */
  voucher: (body: Record<string, unknown>, call: string) => ({
    voucher: optional(body, 'voucher', { code: 's', discount_amount: 'm' }, call) as Voucher | null,
  }),
  /**
   * `/checkout-cart`: the order is what matters; without `data` the caller
   * reloads it. The payment instruction is checked where it is followed.
   */
  checkout: (body: Record<string, unknown>, call: string) => ({
    order: required(body, 'order', order, call) as unknown as Order,
    payment: body.payment ?? null,
    data: sentData(body, call),
  }),
  order: (body: Record<string, unknown>, call: string) => ({ order: required(body, 'order', order, call) as unknown as Order }),
  /** `/accept-terms-and-conditions`: accepted whatever else the answer holds; without `data` the caller reloads. */
  accepted: (body: Record<string, unknown>, call: string) => ({
    data: sentData(body, call),
    payment: body.payment ?? null,
  }),
  instalment: (body: Record<string, unknown>, call: string) => ({
    order: required(body, 'order', order, call) as unknown as Order,
    payment: required(body, 'payment', payment, call) as unknown as PaymentPlanPayment,
  }),
  /** `/pay-payment-plan-order-payment`: `data.payment`, the instruction (docs/embed-contract.md §5). */
  paid: (body: Record<string, unknown>, call: string) => {
    const raw = isRecord(body.data) ? body.data.payment : undefined;
    return { data: sentData(body, call), payment: raw ?? null };
  },
  refund: (body: Record<string, unknown>, call: string) => {
    const answer = read.data(body, call);
    // Without an id the refund still exists: the wizard then shows the order's refunds.
    return {
      data: {
        ...answer.data,
        refund_id: field('id', (body.data as Record<string, unknown>).refund_id, call, 'data.refund_id') as Id | null,
      },
    };
  },
};
