import type { TextKey } from '../i18n/texts';
import { isValidEmail } from './email';
import { safeFrom } from './guards';
import { paths } from './paths';

/**
 * The session forms' validation (spec 5: Login, Register, email pattern, Reset
 * password, Account update) as pure functions. Each returns the FIRST failing
 * rule in the spec's order, naming the field it belongs to and the message's
 * text key, or null when the values pass. Only this first message is shown.
 */
export interface RuleFailure<F extends string> {
  field: F;
  message: TextKey;
}

type Values<F extends string> = Partial<Record<F, string | null | undefined>>;

const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';

export function loginRule(v: Values<'email' | 'password'>): RuleFailure<'email' | 'password'> | null {
  // One message for both fields (spec 5 Login); it sits on the first empty one.
  if (blank(v.email)) return { field: 'email', message: 'auth.loginRequired' };
  if (!v.password) return { field: 'password', message: 'auth.loginRequired' };
  return null;
}

export function registerRule(v: Values<'full_name' | 'email'>): RuleFailure<'full_name' | 'email'> | null {
  if (blank(v.full_name)) return { field: 'full_name', message: 'auth.registerRequired' };
  if (blank(v.email)) return { field: 'email', message: 'auth.registerRequired' };
  if (!isValidEmail(v.email)) return { field: 'email', message: 'validation.email' };
  return null;
}

/** Forgot password and resend tickets: one email field (spec 5 Email pattern). */
export function emailOnlyRule(v: Values<'email'>): RuleFailure<'email'> | null {
  if (blank(v.email)) return { field: 'email', message: 'auth.forgotEmailRequired' };
  if (!isValidEmail(v.email)) return { field: 'email', message: 'validation.email' };
  return null;
}

export function resetPasswordRule(v: Values<'password' | 'confirmation'>): RuleFailure<'password' | 'confirmation'> | null {
  // Passwords are taken as typed: spaces are characters, never trimmed away.
  if (!v.password) return { field: 'password', message: 'auth.resetRequired' };
  if (v.password !== (v.confirmation ?? '')) return { field: 'confirmation', message: 'auth.passwordMismatch' };
  return null;
}

export type AccountField = 'old_password' | 'full_name' | 'email' | 'new_password' | 'confirmation';

/** Spec 5 Account update, checked in this order; the mismatch only when a new password is given. */
export function accountRule(v: Values<AccountField>): RuleFailure<AccountField> | null {
  if (!v.old_password) return { field: 'old_password', message: 'account.currentPasswordRequired' };
  if (blank(v.full_name)) return { field: 'full_name', message: 'account.fullNameRequired' };
  if (blank(v.email)) return { field: 'email', message: 'account.emailRequired' };
  if (!isValidEmail(v.email)) return { field: 'email', message: 'validation.email' };
  if (v.new_password && v.new_password !== (v.confirmation ?? '')) return { field: 'confirmation', message: 'auth.passwordMismatch' };
  return null;
}

/**
 * Where a successful login goes (spec 4 Session; issue 3):
 * - a login started with a `from` query goes to that value when it is an
 *   in-shop path, anything else goes to `/`;
 * - otherwise, on a path starting with `/login` the route is replaced with the portal;
 * - otherwise (the side panel on any other page) to `/`.
 * Leaving a `/login...` route replaces it, so Back does not return to a form
 * that would only send a logged-in customer home.
 */
export function afterLoginTarget(path: string, from: string | null | undefined): { to: string; replace: boolean } {
  const onLogin = path.startsWith(paths.login.href());
  if (from) return { to: safeFrom(from) ?? paths.home.href(), replace: onLogin };
  if (onLogin) return { to: paths.portal.href(), replace: true };
  return { to: paths.home.href(), replace: false };
}
