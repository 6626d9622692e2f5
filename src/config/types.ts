import type { AddressLine } from '../domain/address';
import type { EventSettings } from '../domain/event-settings';
import type { PaymentMethod } from '../domain/payment-method';

/** Contract 3: the shop configuration as the page (and the backend) supply it. */

export interface SocialLinks {
  facebook?: string;
  soundcloud?: string;
  instagram?: string;
  youtube?: string;
}

/** The config after validation: every key with a default is filled. */
export interface ShopConfig {
  apiBase: string;
  siteBase: string;
  locale: string;
  currency: string;
  timezone: string;
  countries: Record<string, string>;
  ageRanges: Record<string, string>;
  paymentMethods: Record<PaymentMethod, string>;
  addressLines: Record<string, AddressLine>;
  ibanCountries: string[];
  eventSettings: Record<string, EventSettings>;
  productTypes: Record<string, string>;
  merchandiseTypes: Record<string, string>;
  paymentStatuses: Record<string, string>;
  refundStatuses: Record<string, string>;
  shopActive: boolean;
  merchandiseActive: boolean;
  shopShowOutOfStock: '0' | '1';
  shopPaymentCreditCardMaxAttempts: number;
  ambassadorsUrl: string;
  paymentGateway: string | null;
  pixelId: string | null;
  logoUrl: string | null;
  bannerUrl: string | null;
  websiteUrl: string | null;
  contactEmail: string | null;
  contactAddress: string | null;
  social: SocialLinks;
  texts: Record<string, string>;
}

/**
 * What a host page writes in `window.EventShopConfig` or the JSON script:
 * `currency`, `timezone` and `countries` are required, the rest have defaults.
 */
export type EventShopConfig = Partial<Omit<ShopConfig, 'eventSettings' | 'paymentMethods'>> & {
  currency: string;
  timezone: string;
  countries: Record<string, string>;
  eventSettings?: Record<string, Partial<EventSettings>>;
  paymentMethods?: Partial<Record<PaymentMethod, string>>;
};

/** A key of the config that is wrong, and why. */
export interface ConfigProblem {
  key: string;
  message: string;
}

