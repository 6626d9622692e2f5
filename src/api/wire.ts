/**
 * The entities of docs/spec.md §3 as a server sends them: the contract's field names (docs/embed-contract.md
 * §4, §5), amounts as numbers in major units, times as ISO 8601 strings with an offset. The demo backend
 * writes these shapes and the tests' backends send them; the shop reads them through its adapter
 * (api/adapt.ts) into its own models (api/types.ts), and nothing above api/ sees these names.
 */

import type { Address, shapes } from './adapt';
import type { Sent } from './reader';

export type { Id } from './reader';
export type { Address };

// Each entity is the server's side of its shape in adapt.ts: a field is declared once, there, by the kind
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

/** The bank details of a `/request-refund` (docs/spec.md §7). */
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
