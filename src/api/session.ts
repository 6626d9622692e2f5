import { call } from './client';
import type { Address, Customer, ShopData } from './types';

/** `/login`: stores nothing itself; the session store keeps the token. */
export const login = (email: string, password: string) =>
  call<{ remember_token: string; data: ShopData }>('login', { email, password });

export const register = (full_name: string, email: string) =>
  call<Record<string, unknown>>('register', { full_name, email });

export const requestPasswordReset = (email: string) =>
  call<Record<string, unknown>>('request-password-reset', { email });

export const resetPassword = (token: string, email: string, password: string) =>
  call<Record<string, unknown>>('reset-password', { token, email, password });

/** `/email-tickets`: re-sends a customer's tickets to their address. */
export const emailTickets = (email: string) => call<Record<string, unknown>>('email-tickets', { email });

/** `/get-user`: the spec shows neither payload nor answer; the demo returns the customer. */
export const getUser = () => call<{ customer?: Customer | null }>('get-user');

export const getData = () => call<{ data: ShopData }>('get-data');

export interface SettingsUpdate {
  old_password: string;
  new_password: string | null;
  full_name: string;
  email: string;
  country: string | null;
  address: Address;
}

export const updateSettings = (update: SettingsUpdate) => call<{ data: ShopData }>('update-settings', update);
