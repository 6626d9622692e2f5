import type { ReactNode } from 'react';
import type { ShopConfig } from '../config/types';
import type { GuardKind } from '../domain/guards';
import { ambassadorsPath, paths, staticPages } from '../domain/paths';
import type { TextKey, Translate } from '../i18n/texts';
import { AccountPage } from '../features/account/AccountPage';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { LoginPage } from '../features/auth/LoginPage';
import { RequestPage } from '../features/auth/RequestPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { AmbassadorsPage, ambassadorsConfigured } from '../features/pages/AmbassadorsPage';
import { HomePage } from '../features/pages/HomePage';
import { StaticPage } from '../features/pages/StaticPage';
import { OrderPage } from '../features/portal/OrderPage';
import { PortalPage } from '../features/portal/PortalPage';
import { InstalmentPage } from '../features/payment-plan/InstalmentPage';
import { ListingPage } from '../features/shop/ListingPage';
import { AcceptTermsPage } from '../features/terms/AcceptTermsPage';
import { TicketEditPage } from '../features/ticket-edit/TicketEditPage';
import { ProductPage } from '../features/shop/ProductPage';
import { RefundPage } from '../features/refunds/RefundPage';
import { RefundWizardPage } from '../features/refunds/RefundWizardPage';
import { FeaturedSlot, RefundsSlot } from './slots';

/** A matched route's params: every `:name` of its pattern (none is optional). */
export type Params = Record<string, string>;

/**
 * One route of the table in docs/spec.md §2 Routes: a pattern of `domain/paths`, its guard, the page
 * title set on navigation (docs/spec.md §2 Shop chrome) and what it renders. A new
 * screen is a folder in `features/` plus one line here; an unknown path
 * redirects to `/` (app/View.tsx).
 */
export interface RouteDef {
  path: string;
  guard: GuardKind;
  title: (t: Translate, params: Params) => string;
  render: (params: Params) => ReactNode;
}

const orderTitle = (t: Translate, p: Params) => t('title.order', { code: p.order });

/** One route: a path of `domain/paths`, its guard, its title (a text key, or made from the params) and what it renders. */
const route = (path: { pattern: string }, guard: GuardKind, title: TextKey | RouteDef['title'], render: RouteDef['render']): RouteDef => ({
  path: path.pattern,
  guard,
  title: typeof title === 'string' ? (t) => t(title) : title,
  render,
});

export function buildRoutes(config: ShopConfig): RouteDef[] {
  const routes: RouteDef[] = [
    route(paths.home, 'public', 'title.home', () => <HomePage featured={<FeaturedSlot />} />),
    // Session.
    route(paths.login, 'guest', 'title.login', () => <LoginPage />),
    route(paths.register, 'guest', 'title.register', () => <RequestPage kind="register" />),
    route(paths.forgotPassword, 'guest', 'title.forgotPassword', () => <RequestPage kind="forgot" />),
    route(paths.resendTickets, 'guest', 'title.resendTickets', () => <RequestPage kind="resend" />),
    route(paths.resetPassword, 'guest', 'title.resetPassword', (p) => <ResetPasswordPage email={p.email} token={p.token} />),
    route(paths.account, 'login', 'title.account', () => <AccountPage />),
    // Shop.
    route(paths.tickets, 'public', 'title.tickets', () => <ListingPage kind="tickets" />),
    route(paths.merchandise, 'public', 'title.merchandise', () => <ListingPage kind="merchandise" />),
    route(paths.ticket, 'public', 'title.tickets', (p) => <ProductPage kind="tickets" code={p.item} />),
    route(paths.merchandiseItem, 'public', 'title.merchandise', (p) => <ProductPage kind="merchandise" code={p.item} />),
    // Checkout.
    route(paths.checkout, 'login', 'title.checkout', () => <CheckoutPage />),
    // Portal.
    route(paths.portal, 'login', 'title.portal', () => <PortalPage refunds={<RefundsSlot />} />),
    route(paths.order, 'login', orderTitle, (p) => <OrderPage code={p.order} />),
    route(paths.orderConfirmation, 'login', orderTitle, (p) => <OrderPage code={p.order} confirmation />),
    route(paths.manageTicket, 'login', 'title.manageTicket', (p) => <TicketEditPage orderCode={p.order} ticketCode={p.ticket} />),
    route(paths.acceptTerms, 'public', 'title.acceptTerms', (p) => <AcceptTermsPage code={p.order} checksum={p.checksum} />),
    route(paths.paymentPlanPayment, 'public', 'title.paymentPlanPayment', (p) => (
      <InstalmentPage code={p.order} checksum={p.checksum} reference={p.reference} />
    )),
    // Refunds.
    route(paths.requestRefund, 'login', 'title.requestRefund', (p) => <RefundWizardPage code={p.order} />),
    route(
      paths.refund,
      'login',
      (t, p) => t('title.refund', { id: p.refund }),
      (p) => <RefundPage id={p.refund} />,
    ),
    // Pages.
    ...staticPages.map((page) => route(page.path, 'public', page.title, () => <StaticPage title={page.title} text={page.key} />)),
  ];
  if (ambassadorsConfigured(config.texts)) {
    routes.push(
      route(
        { pattern: ambassadorsPath(config.ambassadorsUrl) },
        'public',
        (t) => t('ambassadorsTitle') || t('ambassadorsLabel'),
        () => <AmbassadorsPage />,
      ),
    );
  }
  return routes;
}
