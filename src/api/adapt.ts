/**
 * The catalogue of the one adapter every API answer passes through before a store sees it (server
 * shapes stop at api/): the entities of docs/spec.md §3 as shapes of the reader engine (api/reader.ts,
 * where the kinds are explained), and `read`, one reader per call's answer.
 */
import type { Cart, Id, Invoice, Order, PaymentPlanPayment, ShopData, ShopItem, Voucher } from './types';
import { field, isRecord, optional, required, type Shape } from './reader';

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
