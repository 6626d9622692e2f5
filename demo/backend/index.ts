import type { RequestHandler } from 'msw';
import { DemoDb, systemClock, type Clock, type DemoState, type DemoStore } from './db';
import { dataHandlers } from './handlers/data';
import { cartHandlers } from './handlers/cart';
import { shopHandlers } from './handlers/shop';
import { sessionHandlers } from './handlers/session';
import { checkoutHandlers } from './handlers/checkout';
import { providerHandlers } from './handlers/provider';
import { portalHandlers } from './handlers/portal';
import { linkHandlers } from './handlers/links';
import { refundHandlers } from './handlers/refunds';
import { downloadHandlers } from './handlers/downloads';
import type { BackendOptions, LoggedCall } from './http';
import { FOREIGN_LATENCY_MS, type ForeignOptions } from './foreign';
import { seedState } from './seed';
import { rushMode, type RushOptions } from './rush';

export interface CreateBackendOptions {
  apiBase?: string;
  /** Base of the download links (docs/embed-contract.md §3 `siteBase`, the site root by default). */
  siteBase?: string;
  latencyMs?: number;
  clock?: Clock;
  /** localStorage key to share the state between tabs; none keeps it in memory. */
  persistKey?: string | null;
  /** Where to keep the state instead (Node's `npm run api` keeps it in a file); wins over `persistKey`. */
  store?: DemoStore | null;
  /** Change the seed before the backend starts (tests). */
  seed?: (state: DemoState) => void;
  /**
   * Answer like a real host backend (foreign.ts, README "Foreign mode"): money
   * as strings, ids of the other JSON type, null lists, 1/0 flags, its own
   * latency (instead of `latencyMs`), slow actions, a 502 page once.
   */
  foreign?: ForeignOptions | boolean | null;
  /**
   * On-sale day (rush.ts, README "Rush mode"): a waiting room in front of the API that lets
   * `admitPerMinute` shoppers in per minute and answers the others 429 with `Retry-After` and
   * their place in the queue; `true` takes the defaults.
   */
  rush?: RushOptions | boolean | null;
}

export interface DemoBackend {
  db: DemoDb;
  handlers: RequestHandler[];
  /** Every call received, in order. */
  calls: LoggedCall[];
}

/** The simulated host API, one handler per call of docs/spec.md §7. */
export function createBackend(options: CreateBackendOptions = {}): DemoBackend {
  const clock = options.clock ?? systemClock;
  // Due dates, refund windows and edit times of the seed are relative to the backend's clock.
  const state = seedState(clock.now());
  options.seed?.(state);
  const db = new DemoDb(state, { clock, persistKey: options.persistKey ?? null, store: options.store ?? null });
  const calls: LoggedCall[] = [];
  const foreign = options.foreign === true ? {} : options.foreign || null;
  const settings: BackendOptions = {
    apiBase: options.apiBase ?? '/api',
    latencyMs: options.latencyMs ?? 0,
    calls,
    foreign: foreign && {
      latencyMs: foreign.latencyMs ?? FOREIGN_LATENCY_MS,
      slow: { ...foreign.slow },
      badGateway: new Set(foreign.badGateway),
    },
    rush: rushMode(options.rush),
    inFlightKeys: new Set(),
  };
  const handlers: RequestHandler[] = [
    ...dataHandlers(db, settings),
    // Session handlers.
    ...sessionHandlers(db, settings),
    // Shop and cart handlers.
    ...shopHandlers(db, settings),
    ...cartHandlers(db, settings),
    ...checkoutHandlers(db, settings),
    // Demo only: the fake card provider page (demo/provider.html).
    ...providerHandlers(db, settings),
    ...portalHandlers(db, settings),
    ...linkHandlers(db, settings),
    ...refundHandlers(db, settings),
    ...downloadHandlers(db, options.siteBase ?? ''),
  ];
  return { db, handlers, calls };
}
