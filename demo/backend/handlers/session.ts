import { isValidEmail } from '../../../src/domain/email';
import { hashPassword, type DemoCustomer, type DemoDb } from '../db';
import { action, invalid, ok, str, unauthenticated, type BackendOptions } from '../http';
import { shopDataFor } from '../shop-data';

/** A reset link is valid for 15 minutes (docs/spec.md §9), on the backend's clock. */
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;

const salt = (db: DemoDb) => db.token().slice(0, 16);

async function passwordMatches(customer: DemoCustomer, password: string): Promise<boolean> {
  return (await hashPassword(customer.salt, password)) === customer.password_hash;
}

async function setPassword(db: DemoDb, customer: DemoCustomer, password: string): Promise<void> {
  customer.salt = salt(db);
  customer.password_hash = await hashPassword(customer.salt, password);
}

/** Field errors for an email field, in the contract's `{ field: string[] }` format. */
function emailErrors(email: string): string[] | null {
  if (!email) return ['The email field is required.'];
  if (!isValidEmail(email)) return ['The email must be a valid email address.'];
  return null;
}

/**
 * Session calls of docs/spec.md §7: `/login`, `/register`, `/request-password-reset`,
 * `/reset-password`, `/email-tickets`, `/get-user`, `/update-settings`.
 * Passwords are kept only as salted sha-256 hashes; each "sent" email is
 * recorded in `db.state.emails` (tests read reset tokens and passwords there).
 */
export function sessionHandlers(db: DemoDb, options: BackendOptions) {
  return [
    action(db, options, 'login', async ({ body }) => {
      const email = str(body.email);
      const password = typeof body.password === 'string' ? body.password : '';
      if (!email || !password)
        return invalid({
          ...(email ? {} : { email: ['The email field is required.'] }),
          ...(password ? {} : { password: ['The password field is required.'] }),
        });
      const customer = db.customerByEmail(email);
      if (!customer || !(await passwordMatches(customer, password))) {
        return invalid({ email: ['These credentials do not match our records.'] });
      }
      const token = db.token();
      db.state.sessions[token] = customer.id;
      return ok({ remember_token: token, data: shopDataFor(db, customer) });
    }),

    action(db, options, 'register', async ({ body }) => {
      const full_name = str(body.full_name);
      const email = str(body.email);
      const errors: Record<string, string[]> = {};
      if (!full_name) errors.full_name = ['The full name field is required.'];
      const bad = emailErrors(email);
      if (bad) errors.email = bad;
      else if (db.customerByEmail(email)) errors.email = ['The email has already been taken.'];
      if (Object.keys(errors).length) return invalid(errors);
      // The password is generated and emailed (docs/spec.md §4 Other flows, §9).
      const password = db.code(10);
      const customer: DemoCustomer = { id: db.id(), full_name, email, country: db.state.country, address: {}, salt: '', password_hash: '' };
      await setPassword(db, customer, password);
      db.state.customers.push(customer);
      db.state.emails.push({ to: email, kind: 'password', password, at: db.now() });
      return ok({});
    }),

    action(db, options, 'request-password-reset', ({ body }) => {
      const email = str(body.email);
      const bad = emailErrors(email);
      if (bad) return invalid({ email: bad });
      const customer = db.customerByEmail(email);
      // The same answer for an unknown address: the form reveals no accounts.
      if (customer) {
        const token = db.token();
        db.state.resetTokens.push({ email: customer.email, token, expires_at: db.now() + RESET_TOKEN_TTL_MS, used: false });
        db.state.emails.push({ to: customer.email, kind: 'reset', token, at: db.now() });
      }
      return ok({});
    }),

    action(db, options, 'reset-password', async ({ body }) => {
      const email = str(body.email).toLowerCase();
      const token = str(body.token);
      const password = typeof body.password === 'string' ? body.password : '';
      if (!password) return invalid({ password: ['The password field is required.'] });
      const entry = db.state.resetTokens.find((r) => r.token === token && r.email.toLowerCase() === email);
      const customer = entry ? db.customerByEmail(entry.email) : null;
      // Unknown, already used, or older than 15 minutes: one answer for all.
      if (!entry || !customer || entry.used || db.now() > entry.expires_at) {
        return invalid({ token: ['This password reset token is invalid.'] });
      }
      entry.used = true;
      await setPassword(db, customer, password);
      // A new password ends every session of that customer.
      for (const [key, id] of Object.entries(db.state.sessions)) if (id === customer.id) delete db.state.sessions[key];
      return ok({});
    }),

    action(db, options, 'email-tickets', ({ body }) => {
      const email = str(body.email);
      const bad = emailErrors(email);
      if (bad) return invalid({ email: bad });
      if (db.customerByEmail(email)) db.state.emails.push({ to: email, kind: 'tickets', at: db.now() });
      return ok({});
    }),

    action(db, options, 'get-user', ({ customer }) => {
      if (!customer) return unauthenticated();
      return ok({ customer: shopDataFor(db, customer).customer });
    }),

    action(db, options, 'update-settings', async ({ body, customer }) => {
      if (!customer) return unauthenticated();
      const old = typeof body.old_password === 'string' ? body.old_password : '';
      const newPassword = typeof body.new_password === 'string' ? body.new_password : '';
      const full_name = str(body.full_name);
      const email = str(body.email);
      const country = body.country === null || body.country === undefined ? null : str(body.country);
      const address = body.address;
      const errors: Record<string, string[]> = {};
      if (!old) errors.old_password = ['The current password field is required.'];
      else if (!(await passwordMatches(customer, old))) errors.old_password = ['The current password is incorrect.'];
      if (!full_name) errors.full_name = ['The full name field is required.'];
      const bad = emailErrors(email);
      if (bad) errors.email = bad;
      else {
        const owner = db.customerByEmail(email);
        if (owner && owner.id !== customer.id) errors.email = ['The email has already been taken.'];
      }
      if (address !== undefined && address !== null && (typeof address !== 'object' || Array.isArray(address))) {
        errors.address = ['The address must be an object of address lines.'];
      }
      if (Object.keys(errors).length) return invalid(errors);
      customer.full_name = full_name;
      customer.email = email;
      customer.country = country || null;
      if (address && typeof address === 'object') {
        customer.address = Object.fromEntries(Object.entries(address as Record<string, unknown>).map(([k, v]) => [k, str(v)]));
      }
      if (newPassword) await setPassword(db, customer, newPassword);
      return ok({ data: shopDataFor(db, customer) });
    }),
  ];
}
