import { object } from 'yup';
import { safeFrom } from './guards';
import { paths } from './paths';
import { emailText, filled, requiredText, text, formSchema } from './validation';

/**
 * The session forms' validation (docs/spec.md §5: Login, Register, email pattern, Reset
 * password, Account update) as yup schemas, one per form. Each form shows the
 * FIRST failing rule in the spec's order (domain/validation `firstFailure`),
 * naming the field it belongs to and the message's text key.
 */

/** The new password and its confirmation: passwords are taken as typed, spaces included. */
const confirmation = (field: string) =>
  text().test('match', 'auth.passwordMismatch', function (value) {
    const password = this.parent[field] as string | undefined;
    return !password || password === (value ?? '');
  });

// One message for both fields (docs/spec.md §5 Login); it sits on the first empty one.
// Login does not check the pattern: the server decides.
export const loginSchema = formSchema(() =>
  object({
    email: requiredText('auth.loginRequired'),
    password: filled('auth.loginRequired'),
  }),
);

export const registerSchema = formSchema(() =>
  object({
    fullName: requiredText('auth.registerRequired'),
    email: emailText('auth.registerRequired', 'validation.email'),
  }),
);

/** Forgot password and resend tickets: one email field (docs/spec.md §5 Email pattern). */
export const emailOnlySchema = formSchema(() =>
  object({
    email: emailText('auth.forgotEmailRequired', 'validation.email'),
  }),
);

// The 8 characters are advice only (docs/spec.md §5, §9).
export const resetPasswordSchema = formSchema(() =>
  object({
    password: filled('auth.resetRequired'),
    confirmation: confirmation('password'),
  }),
);

export type AccountField = 'oldPassword' | 'fullName' | 'email' | 'newPassword' | 'confirmation';

/** docs/spec.md §5 Account update, in this order; the mismatch only when a new password is given. */
export const accountSchema = formSchema(() =>
  object({
    oldPassword: filled('account.currentPasswordRequired'),
    fullName: requiredText('account.fullNameRequired'),
    email: emailText('account.emailRequired', 'validation.email'),
    confirmation: confirmation('newPassword'),
  }),
);

/**
 * Where a successful login goes (docs/spec.md §4 Session):
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
