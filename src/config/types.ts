import type { Text } from '../i18n/texts';
import type { AddressLine } from '../domain/address';
import type { EventSettings } from '../domain/event-settings';
import type { PaymentMethod } from '../domain/payment-method';

/** docs/embed-contract.md §3: the shop configuration as the page (and the backend) supply it. */

export interface SocialLinks {
  facebook?: string;
  soundcloud?: string;
  instagram?: string;
  youtube?: string;
}

/** The config after validation: every key with a default is filled. */
export interface ShopConfig {
  /** Base of every API call (`POST {apiBase}/{action}`); http(s) or relative. @default "/api" */
  apiBase: string;
  /** Base of the `download-ticket` and `download-invoice` links. @default "" (the site root) */
  siteBase: string;
  /** BCP 47 tag for number and date formatting. @default the language of the script: "en" for event-shop.js, "nl" for event-shop.nl.js */
  locale: string;
  /** ISO 4217 code; amounts are formatted with `Intl.NumberFormat`. @default required */
  currency: string;
  /** IANA zone for dates (tickets use their event's `timezone`). @default required */
  timezone: string;
  /** Map country code → name, in display order; a name left empty (or a list of codes) is named in `locale` by Intl.DisplayNames. @default required */
  countries: Record<string, string>;
  /** Map age-range value → label. @default {} */
  ageRanges: Record<string, string>;
  /** Map `credit_card` / `bank_transfer` / `voucher` → label. @default English labels */
  paymentMethods: Record<PaymentMethod, string>;
  /** Map key → `{ text, required }`, in display order; a customer's `address` is keyed by these keys. @default {} */
  addressLines: Record<string, AddressLine>;
  /** Country codes whose banks use IBAN (refund bank step). @default [] */
  ibanCountries: string[];
  /** Map eventId → `{ ageRangeActive, creditCardActive, bankTransferActive, bankTransferCountries }`. @default each missing event: card on, transfer off, ages off */
  eventSettings: Record<string, EventSettings>;
  /** Map ticket type key → label (listing filter). @default {} */
  productTypes: Record<string, string>;
  /** Map merchandise type key → label (listing filter). @default {} */
  merchandiseTypes: Record<string, string>;
  /** Map payment status → label. @default the status itself */
  paymentStatuses: Record<string, string>;
  /** Map refund status → label. @default the status itself */
  refundStatuses: Record<string, string>;
  /** `false` shows the under-construction page instead of the shop. @default true */
  shopActive: boolean;
  /** `false` hides merchandise. @default true */
  merchandiseActive: boolean;
  /** `"0"` hides out-of-stock items by default, `"1"` shows them. @default "0" */
  shopShowOutOfStock: '0' | '1';
  /** Card payment attempts allowed per payment-plan instalment. @default 3 */
  shopPaymentCreditCardMaxAttempts: number;
  /** `false` leaves the host's `document.title` alone; otherwise each navigation sets it to the view's title, then the host's own ("Checkout · Harbour Lights"), and `unmount` gives the host its own back. @default true */
  updateDocumentTitle: boolean;
  /**
   * `true` puts schema.org JSON-LD of the listed or shown tickets (`Event`) and merchandise (`Product`), with their offers, into a
   * `<script type="application/ld+json">` inside the `view` (or `app`) placeholder, for search engines; it follows the route and goes
   * with `unmount`. @default false
   */
  structuredData: boolean;
  /**
   * `true` speaks Queue-it's AJAX protocol (docs/embed-contract.md §6): every API call carries `x-queueit-ajaxpageurl`, and an
   * answer carrying `x-queueit-redirect` sends the browser to the queue's page (the cart is restored on return). @default false
   */
  queueIt: boolean;
  /** Path of the ambassadors page. @default "ambassadors" */
  ambassadorsUrl: string;
  /**
   * Milliseconds an API call may take before it fails as timed out. By default
   * none (docs/spec.md §9): a slow server is waited for, and after 10 s the button or
   * screen says "Still working…". @default none
   */
  requestTimeoutMs: number | null;
  /** Name of the gateway whose badges the footer shows. @default none */
  paymentGateway: string | null;
  /** Tracking pixel id; pixel events fire only when set. @default none */
  pixelId: string | null;
  /** Logo image URL (header). @default none */
  logoUrl: string | null;
  /** Banner image URL (header). @default none */
  bannerUrl: string | null;
  /** The festival site's URL ("Back to the website"). @default none */
  websiteUrl: string | null;
  /** Contact e-mail shown in the footer. @default none */
  contactEmail: string | null;
  /** Postal address shown in the footer. @default none */
  contactAddress: string | null;
  /** `{ facebook?, soundcloud?, instagram?, youtube? }` URLs for the footer. @default {} */
  social: SocialLinks;
  /**
   * Map text key → text or HTML (HTML is sanitised); every fixed text of the shop has a key (see the text keys below). A message
   * that counts something takes its plural forms, `{ "one": "…", "other": "…" }` (Intl.PluralRules categories of `locale`).
   * dist/texts/ ships every shipped language's complete file. @default {} (the texts of the script's language)
   */
  texts: Record<string, Text>;
}

/**
 * What a host page writes in `window.EventShopConfig` or the JSON script:
 * `currency`, `timezone` and `countries` are required, the rest have defaults.
 */
export type EventShopConfig = Partial<Omit<ShopConfig, 'eventSettings' | 'paymentMethods' | 'countries'>> & {
  currency: string;
  timezone: string;
  countries: Record<string, string> | string[];
  eventSettings?: Record<string, Partial<EventSettings>>;
  paymentMethods?: Partial<Record<PaymentMethod, string>>;
};

/** A key of the config that is wrong, and why. */
export interface ConfigProblem {
  key: string;
  message: string;
}
