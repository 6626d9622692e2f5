import type { Address, CartMerchandise, CartProduct, Id, ShopItem } from '../../src/api/wire';
import type { DemoOrder, DemoRefund, DemoVoucher, KeptAnswer, ProviderSession, RushState, StoredBankDetails } from './model';

/**
 * The demo host's data: a stateful, in-memory model of the backend that the
 * contract (docs/embed-contract.md §4) describes. The demo page and the
 * tests share it. With `persistKey` it is kept in localStorage so that several
 * tabs (or frames) of one browser see one backend, as they would a real server;
 * with `store` it is kept wherever that store puts it (`npm run api`: a file).
 */

export interface DemoCustomer {
  id: number;
  full_name: string;
  email: string;
  country: string | null;
  address: Address;
  salt: string;
  /** sha-256 of `${salt}:${password}`, hex. */
  password_hash: string;
}

export interface DemoResetToken {
  email: string;
  token: string;
  /** ms since epoch, on the backend's clock. */
  expires_at: number;
  used: boolean;
}

export interface DemoCart {
  code: string;
  /** ms since epoch, on the backend's clock. */
  expires_at: number;
  customer_id: number | null;
  products: CartProduct[];
  merchandise: CartMerchandise[];
}

export interface DemoEmail {
  to: string;
  kind: 'password' | 'reset' | 'tickets' | 'order' | 'refund';
  /** For order, tickets and refund emails: what it is about (an order code, a ticket code, a refund id). */
  about?: string;
  /** For reset emails: the link's token. */
  token?: string;
  /** For password emails (registration): the generated password. */
  password?: string;
  at: number;
}

export interface DemoState {
  /** The seed's shape version: a saved state of another version is not loaded (seed.ts DEMO_DATA_VERSION). */
  version: number;
  customers: DemoCustomer[];
  /** token → customer id */
  sessions: Record<string, number>;
  resetTokens: DemoResetToken[];
  products: ShopItem[];
  merchandise: ShopItem[];
  carts: Record<string, DemoCart>;
  orders: DemoOrder[];
  refunds: DemoRefund[];
  vouchers: DemoVoucher[];
  /** Card payments open at the fake provider (demo/provider.html), by id. */
  providerSessions: Record<string, ProviderSession>;
  /** Bank details of refund requests: never part of `data`. */
  refundBankDetails: StoredBankDetails[];
  emails: DemoEmail[];
  /** Laid over the page's config by the shop (docs/embed-contract.md §3); null sends none. */
  config: Record<string, unknown> | null;
  /** The visitor's country as a real host would geolocate it. */
  country: string | null;
  nextId: number;
  /** Answers of writes by their Idempotency-Key, oldest first (idempotency.ts); none before the first. */
  idempotency?: KeptAnswer[];
  /** Rush mode's queue and admitted shoppers (rush.ts); none until rush mode first answers. */
  rush?: RushState;
}

export interface Clock {
  /** ms since epoch on the backend's clock (tests move it hours away from the browser's). */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * Where the state is kept between calls, as JSON text. `load` is asked before
 * every call (another tab may have written), `save` after it; `load` gives
 * null while nothing was saved. Either may throw (quota, an unreadable file):
 * the backend then keeps working in memory.
 */
export interface DemoStore {
  load(): string | null;
  save(text: string): void;
}

/** The browser's localStorage under `key`: every tab of the demo shares one backend. */
export function localStorageStore(key: string): DemoStore {
  return {
    load: () => window.localStorage.getItem(key),
    save: (text) => window.localStorage.setItem(key, text),
  };
}

export class DemoDb {
  state: DemoState;
  readonly clock: Clock;
  private readonly store: DemoStore | null;
  private readonly initial: string;
  private readonly version: number;

  constructor(seed: DemoState, options: { clock?: Clock; persistKey?: string | null; store?: DemoStore | null } = {}) {
    this.clock = options.clock ?? systemClock;
    // An explicit store wins; `persistKey` stays the browser demo's short form.
    this.store = options.store ?? (options.persistKey ? localStorageStore(options.persistKey) : null);
    this.initial = JSON.stringify(seed);
    this.version = seed.version;
    this.state = JSON.parse(this.initial) as DemoState;
    this.load();
  }

  now(): number {
    return this.clock.now();
  }

  /** The state is written out after each call (localStorage, a data file): what it keeps should stay small. */
  get persisted(): boolean {
    return this.store !== null;
  }

  id(): number {
    this.state.nextId += 1;
    return this.state.nextId;
  }

  /** A random code such as `K7Q2XW9D`. */
  code(length = 8): string {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    const bytes = crypto.getRandomValues(new Uint8Array(length));
    return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
  }

  token(): string {
    return Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join('');
  }

  /** Read the shared state again (another tab may have written it). */
  load(): void {
    if (!this.store) return;
    try {
      const saved = this.store.load();
      const state = saved ? (JSON.parse(saved) as DemoState) : null;
      // A state saved by an older demo backend lacks what this one needs: start from the seed.
      if (state?.version === this.version) this.state = state;
    } catch {
      /* Unreadable: keep the in-memory state. */
    }
  }

  save(): void {
    if (!this.store) return;
    try {
      this.store.save(JSON.stringify(this.state));
    } catch {
      /* Quota or privacy mode: the demo keeps working in memory. */
    }
  }

  /** Back to the seed (the demo page's "reset demo data" link, and tests). */
  reset(): void {
    this.state = JSON.parse(this.initial) as DemoState;
    this.save();
  }

  customerByToken(token: unknown): DemoCustomer | null {
    if (typeof token !== 'string' || !token) return null;
    const id = this.state.sessions[token];
    return this.state.customers.find((c) => c.id === id) ?? null;
  }

  customerByEmail(email: string): DemoCustomer | null {
    const wanted = email.trim().toLowerCase();
    return this.state.customers.find((c) => c.email.toLowerCase() === wanted) ?? null;
  }

  findItem(externalCode: string): ShopItem | null {
    return [...this.state.products, ...this.state.merchandise].find((i) => i.external_code === externalCode) ?? null;
  }

  itemById(id: Id): ShopItem | null {
    return [...this.state.products, ...this.state.merchandise].find((i) => String(i.id) === String(id)) ?? null;
  }
}

/** sha-256 of `${salt}:${password}`, hex (the demo never keeps a password in clear). */
export async function hashPassword(salt: string, password: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${password}`));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
