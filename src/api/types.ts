/**
 * Server shapes of the entities in docs/spec.md §3, with the field names the
 * backend uses (docs/embed-contract.md §4, §5). Amounts are numbers in major units; times are
 * ISO 8601 strings with an offset. The demo backend writes these shapes; the
 * shop receives them through its adapter (adapt.ts), which also reads what
 * lax servers send (numeric strings, null lists). Domain code converts
 * amounts to minor units before adding them.
 */

import type { Address, shapes } from './adapt';
import type { Sent } from './reader';

export type { Id } from './reader';
export type { Address };

// Each entity is the type of its shape in adapt.ts: a field is declared once, there, by the kind
// the adapter reads it by, which gives its type (`Sent`, api/reader.ts: `s?` a string or null,
// `m` an amount, `[shape]` a list). What the contract says beyond the kind is said in the shape
// too, for the type only: a narrower value (`Narrow`: `shop_item_type`), a field a server may
// leave out (`Opt`, optional here: the old `?`) or a list it may send as null.
type Of<K extends keyof typeof shapes> = Sent<(typeof shapes)[K]>;

export type Customer = Of<'customer'>;
export type PaymentPlanEntry = Of<'planEntry'>;
export type TravelTime = Of<'travelTime'>;
export type ShopItem = Of<'item'>;
export type ShopItemType = ShopItem['shop_item_type'];
export type ExistingTicketHolder = Of<'existingTicketHolder'>;
export type CartProduct = Of<'cartProduct'>;
export type CartMerchandise = Of<'cartMerchandise'>;
export type Cart = Of<'cart'>;
export type InvoiceItem = Of<'invoiceItem'>;
export type Invoice = Of<'invoice'>;
export type Voucher = Of<'voucher'>;
export type PaymentPlanPayment = Of<'payment'>;
export type Ticket = Of<'ticket'>;
export type MerchandisePurchase = Of<'purchase'>;
export type Order = Of<'order'>;
export type Refund = Of<'refund'>;
/** `data.config` from the backend is merged over the page's config (docs/embed-contract.md §3). */
export type ShopData = Of<'data'>;

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

/** Failure body (docs/embed-contract.md §4). */
export interface ErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}
