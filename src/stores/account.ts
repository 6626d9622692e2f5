import type { Result } from '../api/result';
import { emailTickets, register, requestPasswordReset, resetPassword, updateSettings, type SettingsUpdate } from '../api/session';
import { trackPixel } from '../tracking/events';
import { getConfig } from './config';
import { perform } from '../feedback/feedback';
import { send } from './runtime';
import { changeData } from './shop-data';

/**
 * The account's changes (docs/spec.md §7). Register, forgot password and resend tickets
 * fail silently in the view: the shared form error shows the server's words
 * (docs/spec.md §8); a reset link that fails in any way is the page's invalid-code state.
 */

/** `/register`; the registration pixel event fires if a pixel id is set (docs/spec.md §7). */
export const registerCustomer = (fullName: string, email: string): Promise<Result<void>> =>
  perform('/register', async () => {
    await send(register(fullName.trim(), email.trim()));
    trackPixel(getConfig().pixelId, 'CompleteRegistration');
  });

export const sendPasswordReset = (email: string): Promise<Result<unknown>> =>
  perform('/request-password-reset', () => send(requestPasswordReset(email.trim())));

export const resendTickets = (email: string): Promise<Result<unknown>> => perform('/email-tickets', () => send(emailTickets(email.trim())));

/** `/reset-password` with the link's email and token exactly as the route gives them. */
export const setNewPassword = (token: string, email: string, password: string): Promise<Result<unknown>> =>
  perform('/reset-password', () => send(resetPassword(token, email, password)));

/** `/update-settings`: the answer's data replaces ours; 'Account settings updated.' */
export const saveSettings = (update: SettingsUpdate): Promise<Result<void>> =>
  changeData('/update-settings', updateSettings(update), 'account.updated');
