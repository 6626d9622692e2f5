import { action, ok, type BackendOptions } from '../http';
import type { DemoDb } from '../db';
import { shopDataFor } from '../shop-data';

/** `/get-data`: a stale or unknown token simply gets `customer: null` (spec 4: the shop then logs out). */
export function dataHandlers(db: DemoDb, options: BackendOptions) {
  return [action(db, options, 'get-data', ({ customer }) => ok({ data: shopDataFor(db, customer) }))];
}
