import { proxy } from 'valtio';
import { configureApi } from '../api/client';
import { getData } from '../api/session';
import type { ShopData } from '../api/types';
import { applyBackendConfig, getConfig, getT } from './config';
import { navigate } from './location';
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
