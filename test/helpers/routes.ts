import { ambassadorsPath, paths, staticPages } from '../../src/domain/paths';

/**
 * Every route of docs/spec.md §2, from the route table itself (src/domain/paths.ts): each path with the
 * demo seed's values for its parameters (its orders, tickets, links and refunds), for the tests that walk
 * every screen: fit, look, tap targets, axe. A route added to `paths` without a screen here fails the
 * type check (`Record<keyof typeof paths, …>`), so no walking test misses it.
 */
const screens: Record<keyof typeof paths, { hash: string[]; visitor?: boolean }> = {
  home: { hash: [paths.home.href()] },
  tickets: { hash: [paths.tickets.href()] },
  merchandise: { hash: [paths.merchandise.href()] },
  ticket: { hash: [paths.ticket.href('WEEKEND')] },
  merchandiseItem: { hash: [paths.merchandiseItem.href('TEE-2027')] },
  account: { hash: [paths.account.href()] },
  checkout: { hash: [paths.checkout.href()] },
  portal: { hash: [paths.portal.href()] },
  order: { hash: ['PAIDCARD', 'BANKWAIT', 'PLANDUE1', 'CANCELD1'].map((code) => paths.order.href(code)) },
  orderConfirmation: { hash: [paths.orderConfirmation.href('PAIDCARD')] },
  manageTicket: { hash: [paths.manageTicket.href('PAIDCARD', 'TKFULL01')] },
  requestRefund: { hash: [paths.requestRefund.href('PAIDCARD')] },
  refund: { hash: [paths.refund.href(702)] },
  acceptTerms: { hash: [paths.acceptTerms.href('STAFFTCS', '6668bef0b0378633')] },
  paymentPlanPayment: { hash: [paths.paymentPlanPayment.href('PLANDUE1', '46f0ac46b6c1eca3', 'PLANDUE1-2')] },
  login: { hash: [paths.login.href()], visitor: true },
  register: { hash: [paths.register.href()], visitor: true },
  forgotPassword: { hash: [paths.forgotPassword.href()], visitor: true },
  resendTickets: { hash: [paths.resendTickets.href()], visitor: true },
  resetPassword: { hash: [paths.resetPassword.href('dana@example.ie', 'abc')], visitor: true },
};
const hashes = (visitor: boolean) =>
  Object.values(screens)
    .filter((screen) => !!screen.visitor === visitor)
    .flatMap((screen) => screen.hash.map((path) => `#${path}`));

/** Every screen as the demo customer with a cart sees them, the static pages and the ambassadors page with them. */
export const CUSTOMER_ROUTES = [
  ...hashes(false),
  ...staticPages.map((page) => `#${page.path.href()}`),
  `#${ambassadorsPath('ambassadors')}`,
];

/** The screens of a visitor who is not logged in (and a listing, as a visitor sees it). */
export const VISITOR_ROUTES = [...hashes(true), `#${paths.tickets.href()}`];
