import { action, fail, ok, str, type BackendOptions } from '../http';
import type { DemoDb } from '../db';
import { releaseExpiredCarts } from './cart';

/** `/get-shop-item` (docs/spec.md §7): one item by external code, with the stock carts hold already taken off. */
export function shopHandlers(db: DemoDb, options: BackendOptions) {
  return [
    action(db, options, 'get-shop-item', ({ body }) => {
      releaseExpiredCarts(db);
      const item = db.findItem(str(body.external_code));
      return item ? ok({ item }) : fail(404, 'This item could not be found.');
    }),
  ];
}
