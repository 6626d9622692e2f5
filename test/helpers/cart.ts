import type { CartMerchandise, CartProduct, ShopItem } from '../../src/api/wire';
import type { DemoBackend } from '../../demo/backend/index';

/**
 * Put a cart straight into the demo backend (holding its stock as the backend
 * would) and remember its code in localStorage, as a shopper returning to the
 * page within the reservation would have it.
 */
export function seedCart(
  backend: DemoBackend,
  lines: Array<{ code: string; holder?: string; time?: number }>,
  { expiresInMs = 15 * 60_000, store = true }: { expiresInMs?: number; store?: boolean } = {},
): string {
  const { db } = backend;
  const code = `TEST${db.code(6)}`;
  const products: CartProduct[] = [];
  const merchandise: CartMerchandise[] = [];
  for (const line of lines) {
    const item = db.findItem(line.code) as ShopItem;
    if (!item) throw new Error(`no item ${line.code}`);
    if (typeof item.stock_level === 'number') item.stock_level -= 1;
    if (item.shop_item_type === 'merchandise') {
      merchandise.push({ id: db.id(), shop_item_type: 'merchandise', merchandise: { ...item }, price: item.price, fee: item.fee });
    } else {
      const time = item.travel_times?.find((x) => x.id === line.time) ?? null;
      products.push({
        id: db.id(),
        shop_item_type: 'tickets',
        product: { ...item },
        full_name: line.holder ?? `Holder ${products.length + 1}`,
        email: 'holder@example.ie',
        age: item.event_id === 1 && item.type === 'ticket' ? '25-34' : null,
        country: 'IE',
        transport_time_id: time ? time.id : null,
        travel_time: time ? time.travel_time : (item.travel_time ?? null),
        price: item.price,
        fee: item.fee,
      });
    }
  }
  db.state.carts[code] = { code, expires_at: db.now() + expiresInMs, customer_id: null, products, merchandise };
  db.save();
  if (store) localStorage.setItem('cart', code);
  return code;
}
