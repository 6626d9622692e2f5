import type { ReactNode } from 'react';
import type { ShopConfig } from '../config/types';
import type { GuardKind } from '../domain/guards';
import { ambassadorsPath, paths, staticPages } from '../domain/paths';
import type { TextKey, Translate } from '../i18n/texts';
import { AccountPage } from '../features/account/AccountPage';
import { EmailRequestPage } from '../features/auth/EmailRequestPage';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
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

export type Params = Record<string, string | undefined>;

/**
 * One route of spec 2's table: a pattern of `domain/paths`, its guard, the page
 * title set on navigation (spec 2 Shop chrome) and what it renders. A new
 * screen is a folder in `features/` plus one line here; an unknown path
 * redirects to `/` (app/View.tsx).
 */
export interface RouteDef {
  path: string;
  guard: GuardKind;
  title: (t: Translate, params: Params) => string;
  render: (params: Params) => ReactNode;
}

const titled = (key: TextKey) => (t: Translate) => t(key);
const orderTitle = (t: Translate, p: Params) => t('title.order', { code: p.order ?? '' });

export function buildRoutes(config: ShopConfig): RouteDef[] {
  const routes: RouteDef[] = [
    { path: paths.home.pattern, guard: 'public', title: titled('title.home'), render: () => <HomePage featured={<FeaturedSlot />} /> },
    // Session (issue 3).
    { path: paths.login.pattern, guard: 'guest', title: titled('title.login'), render: () => <LoginPage /> },
    { path: paths.register.pattern, guard: 'guest', title: titled('title.register'), render: () => <RegisterPage /> },
    { path: paths.forgotPassword.pattern, guard: 'guest', title: titled('title.forgotPassword'), render: () => <EmailRequestPage kind="forgot" /> },
    { path: paths.resendTickets.pattern, guard: 'guest', title: titled('title.resendTickets'), render: () => <EmailRequestPage kind="resend" /> },
    { path: paths.resetPassword.pattern, guard: 'guest', title: titled('title.resetPassword'), render: (p) => <ResetPasswordPage email={p.email} token={p.token} /> },
    { path: paths.account.pattern, guard: 'login', title: titled('title.account'), render: () => <AccountPage /> },
    // Shop (issue 4).
    { path: paths.tickets.pattern, guard: 'public', title: titled('title.tickets'), render: () => <ListingPage kind="tickets" /> },
    { path: paths.merchandise.pattern, guard: 'public', title: titled('title.merchandise'), render: () => <ListingPage kind="merchandise" /> },
    { path: paths.ticket.pattern, guard: 'public', title: titled('title.tickets'), render: (p) => <ProductPage kind="tickets" code={p.item ?? ''} /> },
    { path: paths.merchandiseItem.pattern, guard: 'public', title: titled('title.merchandise'), render: (p) => <ProductPage kind="merchandise" code={p.item ?? ''} /> },
    // Checkout (issue 9).
    { path: paths.checkout.pattern, guard: 'login', title: titled('title.checkout'), render: () => <CheckoutPage /> },
    // Portal (issue 10).
    { path: paths.portal.pattern, guard: 'login', title: titled('title.portal'), render: () => <PortalPage refunds={<RefundsSlot />} /> },
    { path: paths.order.pattern, guard: 'login', title: orderTitle, render: (p) => <OrderPage code={p.order ?? ''} /> },
    { path: paths.orderConfirmation.pattern, guard: 'login', title: orderTitle, render: (p) => <OrderPage code={p.order ?? ''} confirmation /> },
    { path: paths.manageTicket.pattern, guard: 'login', title: titled('title.manageTicket'), render: (p) => <TicketEditPage orderCode={p.order ?? ''} ticketCode={p.ticket ?? ''} /> },
    { path: paths.acceptTerms.pattern, guard: 'public', title: titled('title.acceptTerms'), render: (p) => <AcceptTermsPage code={p.order ?? ''} checksum={p.checksum ?? ''} /> },
    { path: paths.paymentPlanPayment.pattern, guard: 'public', title: titled('title.paymentPlanPayment'), render: (p) => <InstalmentPage code={p.order ?? ''} checksum={p.checksum ?? ''} reference={p.reference ?? ''} /> },
    // Refunds (issue 11).
    { path: paths.requestRefund.pattern, guard: 'login', title: titled('title.requestRefund'), render: (p) => <RefundWizardPage code={p.order ?? ''} /> },
    { path: paths.refund.pattern, guard: 'login', title: (t, p) => t('title.refund', { id: p.refund ?? '' }), render: (p) => <RefundPage id={p.refund ?? ''} /> },
    // Pages.
    ...staticPages.map<RouteDef>((page) => ({ path: page.path.pattern, guard: 'public', title: titled(page.title), render: () => <StaticPage page={page.key} /> })),
  ];
  if (ambassadorsConfigured(config.texts)) {
    routes.push({ path: ambassadorsPath(config.ambassadorsUrl), guard: 'public', title: (t) => t('ambassadorsTitle') || t('ambassadorsLabel'), render: () => <AmbassadorsPage /> });
  }
  return routes;
}
