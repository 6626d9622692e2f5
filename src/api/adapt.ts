/**
 * The catalogue of the one adapter every API answer passes through before a store sees it (server
 * shapes stop at api/): the entities of docs/spec.md §3 as shapes of the reader engine (api/reader.ts,
 * where the kinds are explained), and `read`, one reader per call's answer.
 */
import { field, isRecord, optional, required, type At, type Id, type Narrow, type Opt, type Shape } from './reader';

/** Address lines keyed by the keys of config `addressLines` (e.g. `address_1`, `city`). */
export type Address = Record<string, string>;

/**
 * An entity's own id (not a reference to another, which may be null): the contract requires it
 * and the shop compares it and sends it back, so it is typed `Id`. The reader still makes an id
 * of another type null; the type does not say so.
 */
type Own = Narrow<'id', Id>;
/** An object read as sent (`{}`, a shape that names no field), typed `T`. */
type AsSent<T extends object> = Narrow<Record<never, never>, T>;
/** An object, checked where it is used (the config layer, domain/payment-instruction). */
type Checked = AsSent<Record<string, unknown>>;

/**
 * A status by docs/spec.md §4's values, or another a backend sends (`string & {}`: kept as its raw text,
 * shown by the config's label for it). A union for the type only: the reader reads it as text (`s`).
 */
type Status<Known extends string> = Narrow<'s', Known | (string & {})>;
/** An order's `payment_status`. */
export type OrderStatus = 'pending' | 'partial' | 'processing' | 'problem' | 'paid' | 'cancelled' | 'abandoned';
/** An instalment's `payment_status`. */
export type InstalmentStatus = 'paid' | 'cancelled' | 'pending' | 'processing' | 'partial' | 'problem';
/** A ticket's or merchandise purchase's `status`. */
export type ItemStatus = 'refund' | 'refunding' | 'refund-problem' | 'refunded';
/** A refund's `status`. */
export type RefundStatus = 'active' | 'processed';

// The entities of docs/spec.md §3 (contract/openapi.json's schemas), with the kinds of the fields
// the shop reads. Each is also its entity's type (api/types.ts): `as const` keeps the kinds,
// `satisfies Shape` checks them. `Opt`: a field the contract does not require (missing is read
// as false, null or none); test/node/contract-shapes.test.mjs holds each shape to its schema.
const planEntry = { amount: 'm', units: 's', count: 'n' } as const satisfies Shape;
const travelTime = { id: 'id' as Own, travel_time: 't', remaining: 'n?' } as const satisfies Shape;
const item = {
  id: 'id' as Own,
  external_code: 's',
  name: 's',
  shop_item_type: 's' as Narrow<'s', 'tickets' | 'merchandise'>,
  type: 's',
  price: 'm',
  fee: 'm',
  in_stock: 'b',
  stock_level: 'n?',
  is_featured: 'b',
  force_view: 'b' as Opt<'b'>,
  shop_image: 's?' as Opt<'s?'>,
  shop_image_2: 's?' as Opt<'s?'>,
  shop_image_3: 's?' as Opt<'s?'>,
  shop_image_4: 's?' as Opt<'s?'>,
  shop_description: 's?' as Opt<'s?'>,
  has_payment_plan: 'b' as Opt<'b'>,
  payment_plan: [planEntry] as Opt<[typeof planEntry], null | undefined>,
  limit_per_order: 'n?' as Opt<'n?'>,
  is_refundable: 'b' as Opt<'b'>,
  allow_refund_requests_from: 't?' as Opt<'t?'>,
  allow_refund_requests_until: 't?' as Opt<'t?'>,
  allow_name_changes: 'b' as Opt<'b'>,
  allow_name_changes_until: 't?' as Opt<'t?'>,
  name_change_limit: 'n?' as Opt<'n?'>,
  allow_email_changes: 'b' as Opt<'b'>,
  travel_time_type: 's?' as Opt<Narrow<'s?', 'fixed' | 'selectable' | null>>,
  travel_time: 't?' as Opt<'t?'>,
  travel_times: [travelTime] as Opt<[typeof travelTime], null | undefined>,
  allow_travel_time_changes_until: 't?' as Opt<'t?'>,
  timezone: 's?' as Opt<'s?'>,
  event: 's?' as Opt<'s?'>,
  event_id: 'id' as Opt<'id'>,
} as const satisfies Shape;
const holder = { full_name: 's?', email: 's?', age: 's?', country: 's?' } as const satisfies Shape;
const priced = { price: 'm', fee: 'm', pending: 'b' } as const satisfies Shape;
/** `priced` in a cart or an order's unpaid lines, where `pending` (true until the order is paid) is optional. */
type Unpaid = Omit<typeof priced, 'pending'> & { readonly pending: Opt<'b'> };
const cartProduct = {
  id: 'id' as Own,
  shop_item_type: 's' as Narrow<'s', 'tickets'>,
  product: item,
  ...holder,
  transport_time_id: 'id',
  travel_time: 't?',
  ...(priced as Unpaid),
} as const satisfies Shape;
const cartMerchandise = {
  id: 'id' as Own,
  shop_item_type: 's?' as Opt<Narrow<'s?', 'merchandise' | null>>,
  merchandise: item,
  ...(priced as Unpaid),
} as const satisfies Shape;
const cart = {
  code: 's',
  expires_at: 't',
  now: 't',
  products: [cartProduct],
  merchandise: [cartMerchandise],
  total_price: 'm',
} as const satisfies Shape;
const refunds = { refund_fee: 'm', shipping_refund: 'm' } as const satisfies Shape;
const ticket = {
  code: 's',
  product: item,
  ...holder,
  type: 's',
  status: 's' as Status<ItemStatus>,
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
  travel_time: 't?',
  transport_time_id: 'id',
  travel_times: [travelTime] as Opt<[typeof travelTime], null>,
  timezone: 's?',
  event_name: 's?',
} as const satisfies Shape;
const purchase = {
  code: 's',
  merchandise: item,
  status: 's' as Status<ItemStatus>,
  ...(priced as Unpaid),
  ...refunds,
} as const satisfies Shape;
const payment = {
  reference: 's',
  amount: 'm',
  paid_amount: 'm',
  due_at: 't',
  paid_at: 't?',
  payment_status: 's' as Status<InstalmentStatus>,
  overdue: 'b',
  due: 'b',
  attempt: 'n',
} as const satisfies Shape;
const lines = {
  tickets: [ticket],
  cartProducts: [cartProduct],
  merchandisePurchases: [purchase],
  cartMerchandise: [cartMerchandise],
} as const satisfies Shape;
const order = {
  id: 'id' as Own,
  code: 's',
  checksum: 's',
  created_at: 't',
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
  payment_status: 's' as Status<OrderStatus>,
  has_refunds: 'b',
  fully_refunded: 'b',
  has_active_refunds: 'b',
  has_payment_plan: 'b',
  payment_plan: [planEntry] as Opt<[typeof planEntry], null>,
  payments: [payment],
  accepted_ts_and_cs: 'b',
  has_invoice: 'b',
  can_refund: 'b',
  ...lines,
  // How to pay an unpaid card order now (a payment instruction, docs/embed-contract.md §4), for
  // the order page's Pay now: an object (checked where it is followed), or null.
  payment_instruction: ['?', {} as Checked] as Opt<['?', Checked]>,
  // The terms-acceptance variant only.
  ticket_count: 'n?' as Opt<'n?'>,
  merchandise_count: 'n?' as Opt<'n?'>,
} as const satisfies Shape;
const refund = {
  id: 'id' as Own,
  status: 's' as Status<RefundStatus>,
  created_at: 't',
  completed_at: 't?',
  total: 'm',
  shipping_refund: 'm',
  // The order it belongs to: the contract promises its id and code, which the shop shows.
  order: { id: 'id' as Own, code: 's' },
  ...lines,
} as const satisfies Shape;
const customer = { full_name: 's', email: 's', country: 's?', address: ['?', {} as AsSent<Address>] } as const satisfies Shape;
const data = {
  // Laid over the page's config (docs/embed-contract.md §3), which the config layer checks.
  config: ['?', {} as Checked] as Opt<['?', Checked]>,
  country: 's?',
  customer: ['?', customer],
  orders: [order],
  refunds: [refund],
  products: [item],
  merchandise: [item],
  existing_tickets: [{ full_name: 's', email: 's', age: 's?', event_id: 'id' }],
} as const satisfies Shape;
const invoice = {
  items: [
    {
      id: 'id' as Own,
      name: 's',
      shop_item_type: 's' as Narrow<'s', 'tickets' | 'merchandise'>,
      type: 's',
      price: 'm',
      full_name: 's?' as Opt<'s?'>,
      email: 's?' as Opt<'s?'>,
      travel_time: 't?' as Opt<'t?'>,
      timezone: 's?' as Opt<'s?'>,
      product_type: 's?' as Opt<'s?'>,
      event: 's?' as Opt<'s?'>,
      event_id: 'id' as Opt<'id'>,
    },
  ],
  shipping: ['?', { name: 's', type: 's', price: 'm' }],
  total: 'm',
  tax: 'M',
  items_total_without_tax: 'M',
} as const satisfies Shape;
const voucher = { code: 's', discount_amount: 'm' } as const satisfies Shape;
const refunded = { ...data, refund_id: 'id' } as const satisfies Shape;

/**
 * The shapes by entity, for api/types.ts (their types) and test/node/contract-shapes.test.mjs
 * (each against its schema in contract/openapi.json). The shop does not use it: not in its bundle.
 */
export const shapes = {
  planEntry,
  travelTime,
  item,
  cartProduct,
  cartMerchandise,
  cart,
  invoiceItem: invoice.items[0],
  invoice,
  voucher,
  payment,
  ticket,
  purchase,
  order,
  refund,
  customer,
  existingTicketHolder: data.existing_tickets[0],
  data,
  refunded,
};

/** The shop data when the call sent it (some calls may), else null: the caller reloads it. */
const sentData = (body: Record<string, unknown>, at: At) => (isRecord(body.data) ? required(body, 'data', data, at) : null);

export const read = {
  /** Calls whose answer the shop does not read (register, password reset, e-mail tickets). */
  nothing: (): Record<string, never> => ({}),
  data: (body: Record<string, unknown>, at: At) => ({ data: required(body, 'data', data, at) }),
  login: (body: Record<string, unknown>, at: At) => ({
    rememberToken: field('s', body.remember_token, at, 'remember_token') as string,
    data: required(body, 'data', data, at),
  }),
  user: (body: Record<string, unknown>, at: At) => ({ customer: optional(body, 'customer', customer, at) }),
  item: (body: Record<string, unknown>, at: At) => ({ item: required(body, 'item', item, at) }),
  /** A cart call: the cart, and the shop data when the call sent it. */
  cart: (body: Record<string, unknown>, at: At) => ({
    cart: required(body, 'cart', cart, at),
    data: sentData(body, at) ?? undefined,
  }),
  invoice: (body: Record<string, unknown>, at: At) => ({ invoice: required(body, 'invoice', invoice, at) }),
  /** No voucher in the answer is an invalid code (the store words it), not an unreadable answer. */
  voucher: (body: Record<string, unknown>, at: At) => ({
    voucher: optional(body, 'voucher', voucher, at),
  }),
  /**
   * `/checkout-cart`: the order is what matters; without `data` the caller
   * reloads it. The payment instruction is checked where it is followed.
   */
  checkout: (body: Record<string, unknown>, at: At) => ({
    order: required(body, 'order', order, at),
    payment: body.payment ?? null,
    data: sentData(body, at),
  }),
  order: (body: Record<string, unknown>, at: At) => ({ order: required(body, 'order', order, at) }),
  /** `/accept-terms-and-conditions`: accepted whatever else the answer holds; without `data` the caller reloads. */
  accepted: (body: Record<string, unknown>, at: At) => ({
    data: sentData(body, at),
    payment: body.payment ?? null,
  }),
  instalment: (body: Record<string, unknown>, at: At) => ({
    order: required(body, 'order', order, at),
    payment: required(body, 'payment', payment, at),
  }),
  /** `/pay-payment-plan-order-payment`: `data.payment`, the instruction (docs/embed-contract.md §5). */
  paid: (body: Record<string, unknown>, at: At) => ({
    data: sentData(body, at),
    payment: (isRecord(body.data) ? body.data.payment : null) ?? null,
  }),
  /** `/request-refund`: the shop data and `refund_id`; without an id the refund still exists (the wizard then shows the order's refunds). */
  refund: (body: Record<string, unknown>, at: At) => ({ data: required(body, 'data', refunded, at) }),
};
