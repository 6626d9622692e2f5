import { proxy } from 'valtio';
import { configureApi } from '../api/client';
import { getData, login as loginCall, updateSettings, type SettingsUpdate } from '../api/session';
import { afterLoginTarget } from '../domain/auth-rules';
import type { ShopData } from '../api/types';
import { applyBackendConfig, getConfig, getT } from './config';
import { currentPath, currentSearch, navigate } from './location';
import { resetShopData, setLoadStatus, setShopData, shopData } from './shop-data';
import { readStored, writeStored } from './storage';
import { notify } from '../ui/toast';

/**
 * The session (spec 4 Session): the login token, kept in localStorage `token`.
 * Whether someone is logged in is whether the loaded data has a customer.
 */
export const session = proxy({ token: readStored('token') });

export const isLoggedIn = (): boolean => shopData.data.customer !== null;

/** Wire the API client to the config and this session (mount). */
export function connectApi(): void {
  // The stored token as the page holds it now (a previous mount may have been logged out).
  session.token = readStored('token');
  configureApi({
    baseUrl: getConfig().apiBase,
    getToken: () => session.token,
    onUnauthorized: () => {
      // Spec 4, 8: a 401 or 419 while a customer is present logs out.
      if (isLoggedIn()) void logout({ reason: 'expired' });
    },
  });
}

/** Take a ShopData from any answer: its config is laid over the page's (contract 3). */
export function receiveData(data: ShopData | null | undefined): void {
  if (data && data.config) applyBackendConfig(data.config);
  setShopData(data);
}

let loading: Promise<void> | null = null;

/**
 * Load `/get-data`. A stored token whose data has no customer logs out (token
 * cleared, data reloaded). A failure leaves the data empty (spec 8) and the
 * status `failed`, so views can offer a retry.
 */
export function loadData(): Promise<void> {
  if (loading) return loading;
  setLoadStatus('loading');
  loading = (async () => {
    try {
      const { data } = await getData();
      receiveData(data);
      setLoadStatus('ready');
      if (session.token && !shopData.data.customer) {
        loading = null;
        await logout({ reason: 'stale' });
      }
    } catch (error) {
      console.warn('[event-shop] /get-data failed', error);
      setShopData(null);
      setLoadStatus('failed');
    } finally {
      loading = null;
    }
  })();
  return loading;
}

export function setToken(token: string | null): void {
  session.token = token;
  writeStored('token', token);
}

export interface LogoutOptions {
  /** `user`: the Logout button; `expired`: a 401/419; `stale`: a stored token with no customer. */
  reason?: 'user' | 'expired' | 'stale' | 'other-tab';
}

/** Clear the token, reload the data, go home (spec 4). */
export async function logout({ reason = 'user' }: LogoutOptions = {}): Promise<void> {
  setToken(null);
  if (reason === 'user' || reason === 'expired') {
    notify.success(getT()('auth.loggedOut'));
    navigate('/');
  }
  await loadData();
}

export function resetSession(): void {
  session.token = readStored('token');
  loading = null;
  resetShopData();
}

/**
 * `/login` (spec 4 Session, 7): on success the token is stored, the data that
 * came with it is taken, `Login success.` is toasted and the route moves on
 * (domain/auth-rules `afterLoginTarget`); on failure `Login failed.` is toasted.
 * Resolves to whether it succeeded; never rejects, so a form keeps its values.
 */
export async function login(email: string, password: string): Promise<boolean> {
  const t = getT();
  try {
    const answer = await loginCall(email.trim(), password);
    if (!answer.remember_token || !answer.data?.customer) throw new Error('The login answer has no token or customer.');
    setToken(answer.remember_token);
    receiveData(answer.data);
    setLoadStatus('ready');
    notify.success(t('auth.loginSuccess'));
    const from = new URLSearchParams(currentSearch()).get('from');
    const { to, replace } = afterLoginTarget(currentPath(), from);
    navigate(to, { replace });
    return true;
  } catch (error) {
    console.warn('[event-shop] /login failed', error);
    notify.error(t('auth.loginFailed'));
    return false;
  }
}

/** Load the data again for the current token, after any load already running. */
async function reloadData(): Promise<void> {
  if (loading) await loading;
  await loadData();
}

/**
 * Spec 4 / issue 3: logging in or out in one tab updates every other tab of the
 * site. Other tabs' writes to localStorage `token` arrive as `storage` events
 * (never in the tab that wrote). Returns the unsubscribe: call it from an effect
 * so unmount leaves no listener behind.
 */
export function watchTokenAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared all of localStorage.
    if (event.key !== 'token' && event.key !== null) return;
    if (event.storageArea && event.storageArea !== window.localStorage) return;
    const token = readStored('token');
    if (token === session.token) return;
    session.token = token;
    // With a token: load as that customer. Without: load as a visitor; the
    // route guards then send this tab away from login-only screens.
    void reloadData();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** `/update-settings` (spec 7): the answer's data replaces ours. Rejects with the ApiError. */
export async function saveSettings(update: SettingsUpdate): Promise<void> {
  const { data } = await updateSettings(update);
  receiveData(data);
}
