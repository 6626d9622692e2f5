import { proxy } from 'valtio';
import { ApiError } from '../api/client';
import type { Result } from '../api/result';
import { getData, login as loginCall } from '../api/session';
import { afterLoginTarget } from '../domain/auth-rules';
import { currencyDigits } from '../domain/money';
import { validCurrency, validTimezone } from '../config/formats';
import { getConfig } from './config';
import { currentPath, currentSearch, navigate } from './location';
import { receiveData, resetShopData, setLoadStatus, setShopData, shopData } from './shop-data';
import { dataFailureText, logFailure, perform, showSlow, showWait, cheer } from '../feedback/feedback';
import { readStored, watchStored, writeStored } from './storage';
import { waitStarted } from './cart/ticker';
import { configureApi, joined, mountSignal, onUnmount, send } from './runtime';

/**
 * The session (docs/spec.md §4 Session): the login token, kept in localStorage `token`.
 * Whether someone is logged in is whether the loaded data has a customer.
 */
export const session = proxy({ token: readStored('token') });

export const isLoggedIn = (): boolean => shopData.data.customer !== null;

// Anything a mount started that ends after its unmount (a `/get-data` still in flight, a 401 answer)
// changes nothing: no token write, no reload, no store write (stores/runtime).

/** Wire the API client to the config and this session (mount). */
export function connectApi(): void {
  // The stored token as the page holds it now (a previous mount may have been logged out).
  session.token = readStored('token');
  const mount = mountSignal();
  const { apiBase, requestTimeoutMs, queueIt } = getConfig();
  configureApi({
    baseUrl: apiBase,
    timeoutMs: requestTimeoutMs,
    queueIt,
    onSlow: showSlow,
    onWait: (wait) => {
      if (wait) waitStarted();
      showWait(wait);
    },
    getToken: () => session.token,
    // Amounts are read into minor units of the currency they are in, and times are shown in the zone:
    // the config's, or the one an answer's own config brings (which the config then takes).
    reading: ({ currency, timezone }) => {
      const config = getConfig();
      return {
        unit: 10 ** currencyDigits(typeof currency === 'string' && validCurrency(currency) ? currency : config.currency),
        zone: typeof timezone === 'string' && validTimezone(timezone) ? timezone : config.timezone,
      };
    },
    onUnauthorized: () => {
      if (mount.aborted) return;
      // docs/spec.md §4, §8: a 401 or 419 while a customer is present logs out. (A 401 or
      // 419 to `/get-data` for a stored token is handled by `loadData` itself.)
      if (isLoggedIn()) void logout({ reason: 'expired' });
    },
  });
}

const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && (error.status === 401 || error.status === 419);

/**
 * Load `/get-data` for the current token (docs/spec.md §4 Session, §8):
 * - a stored token whose data has no customer, or that `/get-data` answers with
 *   401 or 419, logs out silently: the token is cleared and the data loaded
 *   again as a visitor (no toast: nobody was logged in on this page);
 * - an answer for a token that changed meanwhile (a login, another tab) is
 *   dropped and the data loaded again for the new one;
 * - any other failure leaves the data empty and the status `failed`, so views
 *   can offer a retry;
 * - the status is `loading` only while there is no loaded data yet: a reload
 *   keeps `ready` and the data on show until its answer replaces them.
 * A load that outlives its mount is cancelled by unmount and changes nothing.
 */
export function loadData(): Promise<void> {
  // A second request while a load runs joins it.
  return joined(loadData, async () => {
    const mount = mountSignal();
    for (;;) {
      // A reload keeps the data it has on show: `loading` would unmount the
      // login-only views (app/View guards) and whatever was typed in them.
      if (shopData.status !== 'ready') setLoadStatus('loading');
      const token = session.token;
      try {
        const { data } = await send(getData());
        if (mount.aborted) return;
        if (session.token !== token) continue;
        receiveData(data);
        if (token !== null && !shopData.data.customer) {
          setToken(null);
          continue;
        }
        setLoadStatus('ready');
        return;
      } catch (error) {
        if (mount.aborted) return;
        if (session.token !== token) continue;
        if (token !== null && isUnauthorized(error)) {
          setToken(null);
          continue;
        }
        const stopped = error instanceof ApiError && error.kind === 'stopped';
        // A reload the shopper stopped waiting for keeps the data on show.
        if (stopped && shopData.status === 'ready') return;
        logFailure('/get-data', error);
        setShopData(null);
        setLoadStatus('failed', dataFailureText(error), stopped);
        return;
      }
    }
  });
}

export function setToken(token: string | null): void {
  session.token = token;
  writeStored('token', token);
}

export interface LogoutOptions {
  /** `user`: the Logout button; `expired`: a 401/419; `stale`: a stored token with no customer. */
  reason?: 'user' | 'expired' | 'stale' | 'other-tab';
}

/** Clear the token, reload the data, go home (docs/spec.md §4). */
export async function logout({ reason = 'user' }: LogoutOptions = {}): Promise<void> {
  setToken(null);
  if (reason === 'user' || reason === 'expired') {
    cheer('auth.loggedOut');
    navigate('/');
  }
  await loadData();
}

export function resetSession(): void {
  session.token = readStored('token');
  resetShopData();
}
onUnmount(resetSession);

/**
 * `/login` (docs/spec.md §4 Session, §7): on success the token is stored, the data that
 * came with it is taken, 'Login success.' is toasted and the route moves on
 * (domain/auth-rules `afterLoginTarget`); on failure 'Login failed.' is toasted.
 */
export function login(email: string, password: string): Promise<Result<void>> {
  return perform(
    '/login',
    async () => {
      const answer = await send(loginCall(email.trim(), password));
      if (!answer.rememberToken || !answer.data?.customer) throw new Error('The login answer has no token or customer.');
      setToken(answer.rememberToken);
      receiveData(answer.data);
      setLoadStatus('ready');
      const from = new URLSearchParams(currentSearch()).get('from');
      const { to, replace } = afterLoginTarget(currentPath(), from);
      navigate(to, { replace });
    },
    'auth.loginSuccess',
  );
}

/**
 * docs/spec.md §4: logging in or out in one tab updates every other tab of the
 * site. Other tabs' writes to localStorage `token` arrive as `storage` events
 * (stores/storage `watchStored`). Returns the unsubscribe: call it from an effect
 * so unmount leaves no listener behind.
 */
export const watchTokenAcrossTabs = (): (() => void) =>
  watchStored('token', () => {
    const token = readStored('token');
    if (token === session.token) return;
    session.token = token;
    // With a token: load as that customer. Without: load as a visitor; the
    // route guards then send this tab away from login-only screens. A load
    // already running notices the token changed and loads again itself.
    void loadData();
  });
