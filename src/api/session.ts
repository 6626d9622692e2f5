import { read } from './adapt';
import { call } from './client';
import type { Address } from './types';

/** `/login`: stores nothing itself; the session store keeps the token. */
export const login = (email: string, password: string) => call('login', { email, password }, read.login);

export const register = (fullName: string, email: string) => call('register', { fullName, email }, read.nothing);

export const requestPasswordReset = (email: string) => call('request-password-reset', { email }, read.nothing);

export const resetPassword = (token: string, email: string, password: string) =>
  call('reset-password', { token, email, password }, read.nothing);

/** `/email-tickets`: re-sends a customer's tickets to their address. */
export const emailTickets = (email: string) => call('email-tickets', { email }, read.nothing);

/** `/get-user`: the spec shows neither payload nor answer; the demo returns the customer. */
export const getUser = () => call('get-user', {}, read.user);

export const getData = () => call('get-data', {}, read.data);

export interface SettingsUpdate {
  oldPassword: string;
  newPassword: string | null;
  fullName: string;
  email: string;
  country: string | null;
  address: Address;
}

export const updateSettings = (update: SettingsUpdate) => call('update-settings', update, read.data);
