import type { TextKey } from '../i18n/texts';

/**
 * The routes of docs/spec.md §2, as in-shop paths (after `#`). Each is written once, as
 * a wouter pattern with its href builder beside it: `paths.order.pattern` is
 * `/portal/orders/:order` (app/routes.tsx reads it), `paths.order.href('AB12')`
 * is `/portal/orders/AB12` (links and redirects use it). Segments are
 * URI-encoded by `href`.
 */
type Param = string | number;

/** One argument per `:name` segment of the pattern, in order. */
type ParamsOf<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [Param, ...ParamsOf<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [Param]
    : [];

export interface RoutePath<P extends string> {
  pattern: P;
  href: (...params: ParamsOf<P>) => string;
}

const seg = (value: Param) => encodeURIComponent(String(value));

export function routePath<P extends string>(pattern: P): RoutePath<P> {
  return {
    pattern,
    href: (...params) => {
      let at = 0;
      return pattern.replace(/:[^/]+/g, () => seg(params[at++] ?? ''));
    },
  };
}

/** A query string from the values that are set: `?type=camping`, or nothing. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const entries = Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '');
  return entries.length ? `${path}?${entries.map(([k, v]) => `${k}=${seg(v)}`).join('&')}` : path;
}

export const paths = {
  home: routePath('/'),
  tickets: routePath('/tickets'),
  merchandise: routePath('/merchandise'),
  ticket: routePath('/tickets/:item'),
  merchandiseItem: routePath('/merchandise/:item'),
  portal: routePath('/portal'),
  order: routePath('/portal/orders/:order'),
  orderConfirmation: routePath('/portal/orders/:order/confirmation'),
  manageTicket: routePath('/portal/orders/:order/manage-ticket/:ticket'),
  requestRefund: routePath('/portal/orders/:order/request-refund'),
  refund: routePath('/portal/refunds/:refund'),
  account: routePath('/account'),
  checkout: routePath('/checkout'),
  login: routePath('/login'),
  register: routePath('/register'),
  forgotPassword: routePath('/forgot-password'),
  resendTickets: routePath('/resend-tickets'),
  resetPassword: routePath('/reset-password/:email/:token'),
  acceptTerms: routePath('/accept-tcs/:order/:checksum'),
  paymentPlanPayment: routePath('/payment-plan-payment/:order/:checksum/:reference'),
} as const;

export type ShopItemKind = 'tickets' | 'merchandise';

/** `/tickets` or `/merchandise`, with the sub-type filter's `type` query when set. */
export const listingHref = (kind: ShopItemKind, type?: string | null): string => withQuery(paths[kind].href(), { type });

/** A product page: `/tickets/{code}` or `/merchandise/{code}`. */
export const itemHref = (kind: ShopItemKind, code: string): string =>
  (kind === 'tickets' ? paths.ticket : paths.merchandiseItem).href(code);

/** `/login`, with `from` (the path to come back to) when given. */
export const loginHref = (from?: string | null): string => withQuery(paths.login.href(), { from });

/** The ambassadors page lives at the configured `ambassadorsUrl` (default "ambassadors"). */
export const ambassadorsPath = (ambassadorsUrl: string): string => `/${ambassadorsUrl.replace(/^\/+/, '')}`;

export type StaticPageKey = 'securityStatement' | 'termsConditions' | 'cookiePolicy' | 'privacyPolicy' | 'faqs';

/** The five static pages (docs/spec.md §2): the route table and the footer's Useful Links both read this list. */
export const staticPages: ReadonlyArray<{ key: StaticPageKey; path: { pattern: string; href: () => string }; title: TextKey }> = [
  { key: 'securityStatement', path: routePath('/security-statement'), title: 'title.securityStatement' },
  { key: 'termsConditions', path: routePath('/terms-conditions'), title: 'title.termsConditions' },
  { key: 'cookiePolicy', path: routePath('/cookie-policy'), title: 'title.cookiePolicy' },
  { key: 'privacyPolicy', path: routePath('/privacy-policy'), title: 'title.privacyPolicy' },
  { key: 'faqs', path: routePath('/faqs'), title: 'title.faqs' },
];
