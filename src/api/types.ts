/**
 * The shop's models of the entities in docs/spec.md §3: what api/ makes of each answer (api/adapt.ts)
 * and what everything above api/ works with. Field names are the shop's own, camelCase (`paymentStatus`,
 * not the contract's `payment_status`: api/reader.ts `camel`); amounts are integers in minor units of the
 * shop's currency (`Minor`: 3650 for €36.50), read exactly from the major units the server sends; times
 * are `Instant`s, read once from the ISO 8601 text with its offset and carrying the zone they are shown in
 * (their event's or the config's, docs/spec.md §9). The server's side of each is api/wire.ts.
 */

import type { Address, shapes } from './adapt';
export type { InstalmentStatus, ItemStatus, OrderStatus, RefundStatus } from './adapt';
import type { Model } from './reader';

export type { Id, Instant } from './reader';
export type { Address };

// Each entity is the model of its shape in adapt.ts (`Model`, api/reader.ts): its fields by the kind the
// adapter reads them by, under their camelCase names. What the contract says beyond the kind is said in
// the shape too: a narrower value (`Narrow`: `shopItemType`), a field a server may leave out (`Opt`).
type Of<K extends keyof typeof shapes> = Model<(typeof shapes)[K]>;

export type Customer = Of<'customer'>;
export type PaymentPlanEntry = Of<'planEntry'>;
export type TravelTime = Of<'travelTime'>;
export type ShopItem = Of<'item'>;
export type ShopItemType = ShopItem['shopItemType'];
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

/** The bank details of a refund request (api/portal.ts sends them by the contract's names). */
export interface BankDetails {
  bankOwnerFullName: string;
  bankOwnerAddress: Address;
  bankName: string;
  bankCity: string;
  bankCountry: string;
  bankBic: string;
  bankIban: string;
  bankAccount: string;
  note: string;
}
