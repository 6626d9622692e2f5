/**
 * Server shapes of the entities in docs/spec.md §3, with the field names the
 * backend uses (docs/embed-contract.md §4, §5). Amounts are numbers in major units; times are
 * ISO 8601 strings with an offset. The demo backend writes these shapes; the
 * shop receives them through its adapter (adapt.ts), which also reads what
 * lax servers send (numeric strings, null lists). Domain code converts
 * amounts to minor units before adding them.
 */

export type Id = number | string;
export type Address = Record<string, string>;

export interface Customer {
  full_name: string;
  email: string;
  country: string | null;
  address: Address | null;
}

export interface PaymentPlanEntry {
  amount: number;
  units: 'day' | 'week' | 'month' | 'year' | string;
  count: number;
}

export interface TravelTime {
  id: Id;
  travel_time: string;
  remaining: number | null;
}

export type ShopItemType = 'tickets' | 'merchandise';

export interface ShopItem {
  id: Id;
  external_code: string;
  name: string;
  shop_item_type: ShopItemType;
  type: string;
  price: number;
  fee: number;
  in_stock: boolean;
  stock_level: number | null;
  force_view?: boolean;
  is_featured: boolean;
  shop_image?: string | null;
  shop_image_2?: string | null;
  shop_image_3?: string | null;
  shop_image_4?: string | null;
  shop_description?: string | null;
  has_payment_plan?: boolean;
  payment_plan?: PaymentPlanEntry[] | null;
  limit_per_order?: number | null;
  is_refundable?: boolean;
  allow_refund_requests_from?: string | null;
  allow_refund_requests_until?: string | null;
  allow_name_changes?: boolean;
  allow_name_changes_until?: string | null;
  name_change_limit?: number | null;
  allow_email_changes?: boolean;
  travel_time_type?: 'fixed' | 'selectable' | null;
  travel_time?: string | null;
  travel_times?: TravelTime[] | null;
  allow_travel_time_changes_until?: string | null;
  timezone?: string | null;
  event?: string | null;
  event_id?: Id | null;
}

export interface ExistingTicketHolder {
  full_name: string;
  email: string;
  age: string | null;
  event_id: Id | null;
}

export interface CartProduct {
  id: Id;
  shop_item_type: 'tickets';
  product: ShopItem;
  full_name: string | null;
  email: string | null;
  age: string | null;
  country: string | null;
  transport_time_id: Id | null;
  travel_time: string | null;
  price: number;
  fee: number;
  /** In an order's `cartProducts`: true until the order is paid (docs/spec.md §3: items carry pending). */
  pending?: boolean;
}

export interface CartMerchandise {
  id: Id;
  shop_item_type?: 'merchandise';
  merchandise: ShopItem;
  price: number;
  fee: number;
  /** In an order's `cartMerchandise`: true until the order is paid (docs/spec.md §3: items carry pending). */
  pending?: boolean;
}

export interface Cart {
  code: string;
  expires_at: string;
  now: string;
  products: CartProduct[];
  merchandise: CartMerchandise[];
  total_price: number;
}

export interface InvoiceItem {
  id: Id;
  name: string;
  shop_item_type: ShopItemType;
  full_name?: string | null;
  email?: string | null;
  travel_time?: string | null;
  timezone?: string | null;
  product_type?: string | null;
  event_id?: Id | null;
  event?: string | null;
  type: string;
  price: number;
}

export interface Invoice {
  items: InvoiceItem[];
  shipping: { name: string; type: string; price: number } | null;
  total: number;
  tax: Record<string, number>;
  items_total_without_tax: Record<string, number>;
}

export interface Voucher {
  code: string;
  discount_amount: number;
}

export interface PaymentPlanPayment {
  reference: string;
  amount: number;
  paid_amount: number;
  due_at: string;
  paid_at: string | null;
  payment_status: string;
  overdue: boolean;
  due: boolean;
  attempt: number;
}

export interface Ticket {
  code: string;
  product: ShopItem;
  full_name: string | null;
  email: string | null;
  age: string | null;
  country: string | null;
  type: 'ticket' | 'transport' | string;
  status: string;
  pending: boolean;
  price: number;
  fee: number;
  refund_fee: number;
  refund_total: number;
  shipping_refund: number;
  is_refundable: boolean;
  is_ever_refundable: boolean;
  allow_name_changes: boolean;
  allow_email_changes: boolean;
  name_changes_left: number | null;
  allow_travel_time_changes: boolean;
  allow_download: boolean;
  recently_edited: boolean;
  travel_time: string | null;
  transport_time_id: Id | null;
  travel_times: TravelTime[] | null;
  timezone: string | null;
  event_name: string | null;
}

export interface MerchandisePurchase {
  code: string;
  merchandise: ShopItem;
  status: string;
  pending?: boolean;
  price: number;
  fee: number;
  refund_fee: number;
  shipping_refund: number;
}

export interface Order {
  id: Id;
  code: string;
  checksum: string;
  created_at: string;
  staff: string | null;
  total_price: number;
  total_paid: number;
  total_refunded: number;
  discount_amount: number | null;
  discount_name: string | null;
  shipping_amount: number;
  shipping_country: string | null;
  shipping_refunded: number;
  payment_method: 'credit_card' | 'bank_transfer' | 'voucher' | string;
  payment_status: string;
  has_refunds: boolean;
  fully_refunded: boolean;
  has_active_refunds: boolean;
  has_payment_plan: boolean;
  payment_plan: PaymentPlanEntry[] | null;
  payments: PaymentPlanPayment[];
  accepted_ts_and_cs: boolean;
  has_invoice: boolean;
  can_refund: boolean;
  tickets: Ticket[];
  cartProducts: CartProduct[];
  merchandisePurchases: MerchandisePurchase[];
  cartMerchandise: CartMerchandise[];
  /**
   * Optional: how to pay an unpaid card order now (a payment
   * instruction, docs/embed-contract.md §4), for the order page's Pay now; checked where it
   * is followed (domain/payment-instruction).
   */
  payment_instruction?: Record<string, unknown> | null;
  /** Terms-acceptance variant only. */
  ticket_count?: number;
  merchandise_count?: number;
}

export interface Refund {
  id: Id;
  status: string;
  created_at: string;
  completed_at: string | null;
  total: number;
  shipping_refund: number;
  order: { id: Id; code: string } & Partial<Order>;
  tickets: Ticket[];
  cartProducts: CartProduct[];
  merchandisePurchases: MerchandisePurchase[];
  cartMerchandise: CartMerchandise[];
}

export interface BankDetails {
  bank_owner_full_name: string;
  bank_owner_address: Address;
  bank_name: string;
  bank_city: string;
  bank_country: string;
  bank_bic: string;
  bank_iban: string;
  bank_account: string;
  note: string;
}

export type PaymentInstruction = { action: 'redirect'; url: string } | { action: 'submit'; url: string; params: Record<string, string> };

/** `data.config` from the backend is merged over the page's config (docs/embed-contract.md §3). */
export interface ShopData {
  config?: Record<string, unknown> | null;
  country: string | null;
  customer: Customer | null;
  orders: Order[];
  refunds: Refund[];
  products: ShopItem[];
  merchandise: ShopItem[];
  existing_tickets: ExistingTicketHolder[];
}

/** Failure body (docs/embed-contract.md §4). */
export interface ErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}
