import { sum } from './money';

/**
 * The checkout invoice (docs/spec.md §3 Invoice, docs/spec.md §2 Checkout: "invoice with tax per
 * rate") as display rows in integer minor units (api/ reads every amount so). The server's `total`
 * is the grand total (items plus shipping, taxes included); it is shown as sent, never re-added. Prices include tax, so tax rows are shown "of
 * which", not added.
 */

type Amount = number | null | undefined;

/**
 * What an invoice answers for: the cart, its lines and the country it was calculated for. An invoice is
 * shown only while this key is still the cart's; a new key asks for a new calculation.
 */
export const invoiceKey = (
  cart: { code: string; products: readonly unknown[]; merchandise: readonly unknown[] } | null | undefined,
  country: string | null | undefined,
): string => `${cart?.code ?? ''}|${country ?? ''}|${cart?.products.length ?? 0}|${cart?.merchandise.length ?? 0}`;

export interface InvoiceItemInput {
  id?: string | number;
  name: string;
  price: Amount;
  fullName?: string | null;
  shopItemType?: string | null;
}

export interface InvoiceInput {
  items: readonly InvoiceItemInput[] | null | undefined;
  /** Null when merchandise cannot be shipped to the chosen country (docs/embed-contract.md §5). */
  shipping: { name: string; price: Amount } | null | undefined;
  total: Amount;
  /** Rate → tax amount. */
  tax?: Readonly<Record<string, Amount>> | null;
  /** Rate → the items' total without tax at that rate. */
  itemsTotalWithoutTax?: Readonly<Record<string, Amount>> | null;
}

export type InvoiceRow =
  | { kind: 'item'; id: string | number | null; name: string; holder: string | null; amountMinor: number }
  | { kind: 'shipping'; name: string; amountMinor: number }
  | { kind: 'tax'; rate: string; amountMinor: number; netMinor: number | null }
  | { kind: 'total'; amountMinor: number }
  | { kind: 'discount'; amountMinor: number }
  | { kind: 'to-pay'; amountMinor: number };

export interface InvoiceAmounts {
  /** The items' sum, without shipping. */
  itemsMinor: number;
  /** Shipping, or null when it cannot be shipped. */
  shippingMinor: number | null;
  /** The server's grand total. */
  totalMinor: number;
}

export function invoiceAmounts(invoice: InvoiceInput): InvoiceAmounts {
  return {
    itemsMinor: sum((invoice.items ?? []).map((i) => i.price)),
    shippingMinor: invoice.shipping ? (invoice.shipping.price ?? 0) : null,
    totalMinor: invoice.total ?? 0,
  };
}

/** What is left to pay after a discount; never below 0. */
export const amountToPay = (totalMinor: number, discountMinor: number | null | undefined): number =>
  Math.max(0, totalMinor - (discountMinor ?? 0));

const rateNumber = (rate: string): number => {
  const n = Number.parseFloat(rate);
  return Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
};

/** Tax per rate, lowest rate first ("9" before "21"; numeric, not by text). */
export function taxRows(invoice: InvoiceInput): Array<Extract<InvoiceRow, { kind: 'tax' }>> {
  const net = invoice.itemsTotalWithoutTax ?? {};
  return Object.keys(invoice.tax ?? {})
    .sort((a, b) => rateNumber(a) - rateNumber(b) || a.localeCompare(b))
    .map((rate) => ({
      kind: 'tax' as const,
      rate,
      amountMinor: invoice.tax?.[rate] ?? 0,
      netMinor: Object.prototype.hasOwnProperty.call(net, rate) ? (net[rate] ?? 0) : null,
    }));
}

/**
 * Rows in display order: each item; shipping (when it costs something, or the
 * cart holds merchandise, so free shipping is shown as such); tax per rate;
 * the total; then, with a voucher, its discount and the amount to pay.
 */
export function invoiceRows(invoice: InvoiceInput, voucher: { discountAmount: Amount } | null | undefined): InvoiceRow[] {
  const items = invoice.items ?? [];
  const { shippingMinor, totalMinor } = invoiceAmounts(invoice);
  const rows: InvoiceRow[] = items.map((item) => ({
    kind: 'item',
    id: item.id ?? null,
    name: item.name,
    holder: item.fullName?.trim() || null,
    amountMinor: item.price ?? 0,
  }));
  const hasMerchandise = items.some((i) => i.shopItemType === 'merchandise');
  if (invoice.shipping && shippingMinor !== null && (shippingMinor > 0 || hasMerchandise)) {
    rows.push({ kind: 'shipping', name: invoice.shipping.name, amountMinor: shippingMinor });
  }
  rows.push(...taxRows(invoice), { kind: 'total', amountMinor: totalMinor });
  if (voucher) {
    const discountMinor = voucher.discountAmount ?? 0;
    rows.push({ kind: 'discount', amountMinor: discountMinor }, { kind: 'to-pay', amountMinor: amountToPay(totalMinor, discountMinor) });
  }
  return rows;
}
