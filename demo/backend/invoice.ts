import type { Invoice, InvoiceItem } from '../../src/api/wire';
import type { DemoCart } from './db';
import { cents, linesCents, major } from './money';

/**
 * `/calculate-invoice` (docs/spec.md §3 Invoice, docs/embed-contract.md §5). Prices include tax:
 * tickets at 9 %, merchandise at 23 %; each rate's tax is taken out of that
 * rate's gross once, in cents. Shipping is charged per country for carts with
 * merchandise and carries no tax in the demo, so that
 * `total = Σ items_total_without_tax + Σ tax + shipping.price`.
 */
export const TAX_RATES = { tickets: 9, merchandise: 23 } as const;

/** Shipping in cents per country; a configured country missing here (US) cannot be shipped to. */
export const SHIPPING_CENTS: Readonly<Record<string, number>> = { IE: 500, GB: 1250, NL: 1250, DE: 1250, FR: 1250, ES: 1250 };

export const CANNOT_SHIP = 'We are currently unable to ship to your country.';

export type Shipping = NonNullable<Invoice['shipping']>;

/** The shipping entry, or null when merchandise cannot go to that country (or none is chosen). */
export function shippingFor(cart: DemoCart, country: string | null): Shipping | null {
  if (!cart.merchandise.length) return { name: 'No shipping needed', type: 'none', price: 0 };
  const price = country ? SHIPPING_CENTS[country] : undefined;
  if (price === undefined) return null;
  return country === 'IE'
    ? { name: 'Standard delivery (Ireland)', type: 'domestic', price: major(price) }
    : { name: 'International delivery', type: 'international', price: major(price) };
}

function invoiceItems(cart: DemoCart): InvoiceItem[] {
  const tickets = cart.products.map((l) => ({
    id: l.id,
    name: l.product.name,
    shop_item_type: 'tickets' as const,
    full_name: l.full_name,
    email: l.email,
    travel_time: l.travel_time,
    timezone: l.product.timezone ?? null,
    product_type: l.product.type,
    event_id: l.product.event_id ?? null,
    event: l.product.event ?? null,
    type: l.product.type,
    price: major(linesCents([l])),
  }));
  const merchandise = cart.merchandise.map((l) => ({
    id: l.id,
    name: l.merchandise.name,
    shop_item_type: 'merchandise' as const,
    full_name: null,
    email: null,
    travel_time: null,
    timezone: null,
    product_type: null,
    event_id: null,
    event: null,
    type: l.merchandise.type,
    price: major(linesCents([l])),
  }));
  return [...tickets, ...merchandise];
}

export function invoiceFor(cart: DemoCart, country: string | null): Invoice {
  const items = invoiceItems(cart);
  const shipping = shippingFor(cart, country);
  const tax: Record<string, number> = {};
  const net: Record<string, number> = {};
  for (const kind of ['tickets', 'merchandise'] as const) {
    const gross = items.filter((i) => i.shop_item_type === kind).reduce((sum, i) => sum + cents(i.price), 0);
    if (!gross) continue;
    const rate = TAX_RATES[kind];
    const taxCents = Math.round((gross * rate) / (100 + rate));
    tax[String(rate)] = major(taxCents);
    net[String(rate)] = major(gross - taxCents);
  }
  const total = linesCents([...cart.products, ...cart.merchandise]) + cents(shipping?.price);
  return { items, shipping, total: major(total), tax, items_total_without_tax: net };
}
