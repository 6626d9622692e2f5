import type { Address, BankDetails, Id, MerchandisePurchase, Order, PaymentPlanPayment, Ticket } from '../../src/api/wire';

/**
 * How the demo backend stores orders, refunds, vouchers and card payments.
 * Stored records keep the contract's shapes (amounts as major-unit numbers, as
 * the catalogue and carts already do); every sum is worked out in integer cents
 * (`money.ts`). Whatever depends on the clock or on other records (a ticket's
 * `recently_edited` and `is_refundable`, an instalment's `due` and `overdue`, an
 * order's refund flags) is not stored but derived when answering (`views.ts`).
 */

/**
 * A ticket as stored. `allow_name_changes`, `allow_email_changes`,
 * `allow_travel_time_changes` and `allow_download` hold what the office granted;
 * the answer also applies the product's deadlines, payment and refund state.
 */
export interface DemoTicket extends Omit<Ticket, 'recently_edited' | 'is_refundable' | 'refund_total' | 'travel_times'> {
  /** Backend-clock ms of the last holder edit or travel-time change (docs/spec.md §9: 15 minutes' lock). */
  edited_at: number | null;
  /** The customer's note with the last change (kept for the office, never answered). */
  note?: string | null;
}

/** An instalment as stored; `due` and `overdue` follow from `due_at` and the clock. */
export type DemoPayment = Omit<PaymentPlanPayment, 'due' | 'overdue'>;

type Derived =
  | 'tickets'
  | 'merchandisePurchases'
  | 'payments'
  | 'has_refunds'
  | 'fully_refunded'
  | 'has_active_refunds'
  | 'can_refund'
  | 'ticket_count'
  | 'merchandise_count'
  | 'payment_instruction';

export interface DemoOrder extends Omit<Order, Derived> {
  customer_id: number;
  tickets: DemoTicket[];
  merchandisePurchases: MerchandisePurchase[];
  payments: DemoPayment[];
  /** Where merchandise goes (not part of the answered Order). */
  shipping_name: string | null;
  shipping_address: Address | null;
}

/** A refund request: the items by code; the answered Refund shows them as they are now. */
export interface DemoRefund {
  id: number;
  customer_id: number;
  order_id: Id;
  status: string;
  created_at: string;
  completed_at: string | null;
  tickets: string[];
  merchandise: string[];
  total: number;
  shipping_refund: number;
  /** Each item's status before the request, given back on cancel. */
  previous: Record<string, string>;
}

export interface DemoVoucher {
  code: string;
  discount_amount: number;
  /** ISO time after which the code is refused; null never expires. */
  expires_at: string | null;
  /** A gift voucher is spent by one order (docs/spec.md §5: left-over value is lost); a promotion code is not. */
  single_use: boolean;
  used: boolean;
}

/**
 * A card payment handed to the fake provider page (demo/provider.html): the
 * whole order (`reference` null) or one instalment of a payment plan.
 */
export interface ProviderSession {
  id: string;
  order_id: Id;
  reference: string | null;
  /** Integer cents. */
  amount_cents: number;
  status: 'open' | 'paid' | 'cancelled';
  created_at: number;
}

/** Bank details of a refund request, kept apart from anything `data` answers. */
export type StoredBankDetails = BankDetails & { refund_id: number };

/** A write's answer kept under its Idempotency-Key (idempotency.ts). */
export interface KeptAnswer {
  key: string;
  /** sha-256 of the action and its JSON body: what "the same request" means, without keeping a password. */
  request: string;
  status: number;
  body: unknown;
  /** Its length as JSON, for the cap. */
  size: number;
  /** When it was answered (ms, the backend's clock). */
  at: number;
}

/** The rush mode's waiting room (rush.ts). */
export interface RushState {
  /** When the last shopper was let in (ms on the backend's clock), null before the first. */
  lastAdmitAt: number | null;
  /** Shoppers waiting, the first in line first. */
  queue: { id: string; joinedAt: number }[];
  /** Shoppers let in: id → when their session ends. */
  admitted: Record<string, number>;
}
