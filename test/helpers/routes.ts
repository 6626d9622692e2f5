/**
 * Every route of docs/spec.md §2 as the demo customer with a cart sees them (the seed's orders, links and
 * refunds), for the tests that walk every screen: fit, look, tap targets, axe.
 */
export const CUSTOMER_ROUTES = [
  '#/',
  '#/tickets',
  '#/merchandise',
  '#/tickets/WEEKEND',
  '#/merchandise/TEE-2027',
  '#/account',
  '#/checkout',
  '#/portal',
  '#/portal/orders/PAIDCARD',
  '#/portal/orders/BANKWAIT',
  '#/portal/orders/PLANDUE1',
  '#/portal/orders/CANCELD1',
  '#/portal/orders/PAIDCARD/confirmation',
  '#/portal/orders/PAIDCARD/manage-ticket/TKFULL01',
  '#/portal/orders/PAIDCARD/request-refund',
  '#/portal/refunds/702',
  '#/accept-tcs/STAFFTCS/6668bef0b0378633',
  '#/payment-plan-payment/PLANDUE1/46f0ac46b6c1eca3/PLANDUE1-2',
  '#/faqs',
  '#/terms-conditions',
  '#/privacy-policy',
  '#/cookie-policy',
  '#/security-statement',
  '#/ambassadors',
];

/** The screens of a visitor who is not logged in. */
export const VISITOR_ROUTES = [
  '#/login',
  '#/register',
  '#/forgot-password',
  '#/resend-tickets',
  '#/reset-password/dana%40example.ie/abc',
  '#/tickets',
];
