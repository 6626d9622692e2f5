import { isInStock } from './cart-rules';
import { priceWithFee, toMajor } from './money';
import { itemHref, type ShopItemKind } from './paths';
import { hasSafeScheme } from './urls';

/**
 * schema.org JSON-LD of the shop's items for search engines (docs/embed-contract.md §3
 * `structuredData`): a ticket is an `Event`, merchandise a `Product`, each with one `Offer`
 * at the displayed price (docs/spec.md §9 Displayed price) and the availability the shop
 * shows. Only fields of the shop item (docs/spec.md §3) are used: the data has no start
 * date, venue or event status, so an `Event` has none; a missing field is left out.
 */

/** What the JSON-LD reads of a shop item (docs/spec.md §3 Shop item). */
export interface LdItem {
  externalCode: string;
  name: string;
  shopItemType: ShopItemKind;
  price: number;
  fee: number;
  inStock: boolean;
  stockLevel: number | null;
  shopImage?: string | null;
  shopImage2?: string | null;
  shopImage3?: string | null;
  shopImage4?: string | null;
  shopDescription?: string | null;
}

const SCHEMA = 'https://schema.org';

/**
 * The text of a `<script type="application/ld+json">` for one item (its product page) or the
 * items of a listing, in the order shown: each its own top-level entity in an `@graph`, as one
 * script per item would give them (a search engine reads each event of a listing page as an
 * event), in one element. `page` is the host page's URL without its hash: each item's `url` is
 * it with the item's route, and relative images resolve against it. `text` makes the HTML
 * description plain text. `<` is written `\u003c`, so no text can end the script element.
 */
export function structuredData(shown: LdItem | LdItem[], currency: string, page: string, text: (html: string) => string): string {
  const ld = (item: LdItem) => {
    const url = `${page}#${itemHref(item.shopItemType, item.externalCode)}`;
    const image = [item.shopImage, item.shopImage2, item.shopImage3, item.shopImage4].flatMap((src) => {
      try {
        // http(s) or relative, made absolute; data: and other schemes are no address a search engine keeps.
        return src && hasSafeScheme(src) ? [new URL(src, page).href] : [];
      } catch {
        return [];
      }
    });
    const tickets = item.shopItemType === 'tickets';
    return {
      '@type': tickets ? 'Event' : 'Product',
      // Undefined values are left out by JSON.stringify.
      name: item.name || undefined,
      url,
      image: image.length ? image : undefined,
      description: text(item.shopDescription ?? '') || undefined,
      sku: tickets ? undefined : item.externalCode,
      offers: {
        '@type': 'Offer',
        url,
        price: String(toMajor(priceWithFee(item), currency)),
        priceCurrency: currency,
        // As the product page says it: sold out, "N available" (a counted stock), or in stock.
        availability: `${SCHEMA}/${isInStock(item) ? (typeof item.stockLevel == 'number' ? 'LimitedAvailability' : 'InStock') : 'SoldOut'}`,
      },
    };
  };
  const data = Array.isArray(shown) ? { '@graph': shown.map(ld) } : ld(shown);
  return JSON.stringify({ '@context': SCHEMA, ...data }).replace(/</g, '\\u003c');
}
