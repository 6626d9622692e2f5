import { action, ok, type BackendOptions } from '../http';
import type { DemoDb } from '../db';
import { shopDataFor } from '../shop-data';
import { releaseExpiredCarts } from './cart';

/**
 * `/get-data`: a stale or unknown token simply gets `customer: null` (docs/spec.md §4: the
 * shop then logs out). Expired carts give their stock back first, so the stock
 * levels shown are those a new cart could take.
 */
export function dataHandlers(db: DemoDb, options: BackendOptions) {
  return [
    action(db, options, 'get-data', ({ customer }) => {
      releaseExpiredCarts(db);
      return ok({ data: shopDataFor(db, customer) });
    }),
  ];
}
