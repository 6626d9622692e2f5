import type { ReactNode } from 'react';
import type { ShopConfig } from '../config/types';
import type { GuardKind } from '../domain/guards';
import { paths } from '../domain/paths';
import type { Translate } from '../i18n/texts';
import { AccountPage } from '../features/account/AccountPage';
import { EmailRequestPage } from '../features/auth/EmailRequestPage';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { AmbassadorsPage, ambassadorsConfigured } from '../features/pages/AmbassadorsPage';
import { HomePage } from '../features/pages/HomePage';
import { StaticPage, staticPages } from '../features/pages/StaticPage';
import { ListingPage } from '../features/shop/ListingPage';
import { ProductPage } from '../features/shop/ProductPage';
import { FeaturedSlot } from './slots';

export type Params = Record<string, string | undefined>;

/**
 * One route of spec 2's table. Each feature's screens are registered here when
 * that feature lands; an unknown path redirects to `/` (app/View.tsx).
 */
export interface RouteDef {
  /** The spec's named routes; others are unnamed. */
  name?: 'home' | 'tickets' | 'merchandise' | 'portal' | 'ambassadors' | 'login' | 'register' | 'forgotPassword' | 'account' | 'checkout' | 'order';
  /** A wouter pattern such as `/portal/orders/:order`. */
  path: string;
  guard: GuardKind;
  /** The page title set on navigation (spec 2 Shop chrome). */
  title: (t: Translate, params: Params) => string;
  render: (params: Params) => ReactNode;
  /** A route that exists only under some config (the ambassadors page). */
  enabled?: (config: ShopConfig) => boolean;
}

export function buildRoutes(config: ShopConfig): RouteDef[] {
  const routes: RouteDef[] = [
    { name: 'home', path: paths.home, guard: 'public', title: (t) => t('title.home'), render: () => <HomePage featured={<FeaturedSlot />} /> },
    // Session routes (issue 3) go here.
    { name: 'login', path: '/login', guard: 'guest', title: (t) => t('title.login'), render: () => <LoginPage /> },
    { name: 'register', path: paths.register, guard: 'guest', title: (t) => t('title.register'), render: () => <RegisterPage /> },
    { name: 'forgotPassword', path: paths.forgotPassword, guard: 'guest', title: (t) => t('title.forgotPassword'), render: () => <EmailRequestPage kind="forgot" /> },
    { path: paths.resendTickets, guard: 'guest', title: (t) => t('title.resendTickets'), render: () => <EmailRequestPage kind="resend" /> },
    {
      path: '/reset-password/:email/:token',
      guard: 'guest',
      title: (t) => t('title.resetPassword'),
      render: (p) => <ResetPasswordPage email={p.email} token={p.token} />,
    },
    { name: 'account', path: paths.account, guard: 'login', title: (t) => t('title.account'), render: () => <AccountPage /> },
    // Shop routes (issue 4) go here.
    { name: 'tickets', path: paths.tickets, guard: 'public', title: (t) => t('title.tickets'), render: () => <ListingPage kind="tickets" /> },
    { name: 'merchandise', path: paths.merchandise, guard: 'public', title: (t) => t('title.merchandise'), render: () => <ListingPage kind="merchandise" /> },
    { path: '/tickets/:item', guard: 'public', title: (t) => t('title.tickets'), render: (p) => <ProductPage kind="tickets" code={p.item ?? ''} /> },
    { path: '/merchandise/:item', guard: 'public', title: (t) => t('title.merchandise'), render: (p) => <ProductPage kind="merchandise" code={p.item ?? ''} /> },
    ...staticPages.map<RouteDef>((page) => ({
      path: page.path,
      guard: 'public',
      title: (t) => t(page.title),
      render: () => <StaticPage page={page.key} />,
    })),
    {
      name: 'ambassadors',
      path: paths.ambassadors(config.ambassadorsUrl),
      guard: 'public',
      title: (t) => t('ambassadorsTitle') || t('ambassadorsLabel'),
      render: () => <AmbassadorsPage />,
      enabled: (c) => ambassadorsConfigured(c.texts),
    },
  ];
  return routes.filter((route) => !route.enabled || route.enabled(config));
}
