/**
 * The named routes of spec 2, as in-shop paths (after `#`). Screens link through
 * these builders so a path is written once; segments are URI-encoded.
 */
const seg = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: '/',
  tickets: '/tickets',
  merchandise: '/merchandise',
  listing: (kind: 'tickets' | 'merchandise', type?: string | null) => `/${kind}${type ? `?type=${seg(type)}` : ''}`,
  item: (kind: 'tickets' | 'merchandise', code: string) => `/${kind}/${seg(code)}`,
  portal: '/portal',
  order: (code: string) => `/portal/orders/${seg(code)}`,
  orderConfirmation: (code: string) => `/portal/orders/${seg(code)}/confirmation`,
  manageTicket: (order: string, ticket: string) => `/portal/orders/${seg(order)}/manage-ticket/${seg(ticket)}`,
  requestRefund: (order: string) => `/portal/orders/${seg(order)}/request-refund`,
  refund: (id: string | number) => `/portal/refunds/${seg(id)}`,
  account: '/account',
  checkout: '/checkout',
  login: (from?: string | null) => (from ? `/login?from=${seg(from)}` : '/login'),
  register: '/register',
  forgotPassword: '/forgot-password',
  resendTickets: '/resend-tickets',
  resetPassword: (email: string, token: string) => `/reset-password/${seg(email)}/${seg(token)}`,
  acceptTerms: (order: string, checksum: string) => `/accept-tcs/${seg(order)}/${seg(checksum)}`,
  paymentPlanPayment: (order: string, checksum: string, reference: string) =>
    `/payment-plan-payment/${seg(order)}/${seg(checksum)}/${seg(reference)}`,
  securityStatement: '/security-statement',
  termsConditions: '/terms-conditions',
  cookiePolicy: '/cookie-policy',
  privacyPolicy: '/privacy-policy',
  faqs: '/faqs',
  /** The ambassadors page lives at the configured `ambassadorsUrl` (default "ambassadors"). */
  ambassadors: (ambassadorsUrl: string) => `/${ambassadorsUrl.replace(/^\/+/, '')}`,
} as const;
