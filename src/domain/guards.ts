/**
 * Route guards (docs/spec.md §2 Routes, §6): public, login-required (to login, with a
 * `from` query unless the path is `/`) and guest-only (a logged-in customer goes
 * home). Pure: the router asks, then redirects with `replace`.
 */
import { loginHref, paths } from './paths';

export type GuardKind = 'public' | 'login' | 'guest';

export interface GuardInput {
  guard: GuardKind;
  loggedIn: boolean;
  /** The path being visited, e.g. `/portal/orders/ABC`. */
  path: string;
  /** Its query without `?`, kept in `from` so the visitor comes back to it. */
  search?: string;
}

/** Where to send the visitor instead, or null to let them in. */
export function guardRedirect({ guard, loggedIn, path, search = '' }: GuardInput): string | null {
  if (guard === 'login' && !loggedIn) {
    if (path === paths.home.href()) return loginHref();
    return loginHref(search ? `${path}?${search}` : path);
  }
  if (guard === 'guest' && loggedIn) return paths.home.href();
  return null;
}

/**
 * The destination after login (docs/spec.md §4): a `from` value is honoured only when it
 * is an in-shop path (`/...`, not `//host` or a URL); anything else goes to `/`.
 */
export function safeFrom(from: string | null | undefined): string | null {
  if (!from) return null;
  let value = from.trim();
  if (value.startsWith('#')) value = value.slice(1);
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here.
  if (/[\u0000-\u001f]/.test(value)) return null;
  return value;
}
