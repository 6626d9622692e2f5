import type { CartProduct, ShopItem } from '../../../src/api/wire';
import { isValidEmail } from '../../../src/domain/email';
import { action, fail, invalid, isReply, ok, str, type ActionContext, type BackendOptions, type Reply } from '../http';
import type { DemoCart, DemoDb } from '../db';
import { shopDataFor } from '../shop-data';
import { iso, linesCents, major } from '../money';

/**
 * The cart calls of docs/spec.md §7 on server-side carts that reserve their items for
 * 15 minutes of the backend's clock (`db.now()`, which tests move hours away
 * from the browser's). A cart holds stock: each line takes one off the item's
 * `stock_level` (and off its travel time's `remaining`) until it is removed or
 * the cart expires. Refusals answer 422 with a `message` the shop shows as is.
 */
export const CART_LIFETIME_MS = 15 * 60_000;

/** The reply shape of a cart (docs/spec.md §3 Cart). */
export function cartView(db: DemoDb, cart: DemoCart) {
  const lines = [...cart.products, ...cart.merchandise];
  return {
    code: cart.code,
    expires_at: iso(cart.expires_at),
    now: iso(db.now()),
    products: cart.products,
    merchandise: cart.merchandise,
    total_price: major(linesCents(lines)),
  };
}

/** Take (`delta` 1) or give back (-1) one seat of a travel time. */
export function holdSeat(item: ShopItem, delta: 1 | -1, timeId: unknown): void {
  const time = timeId === null || timeId === undefined ? null : item.travel_times?.find((x) => String(x.id) === String(timeId));
  if (time && typeof time.remaining === 'number') time.remaining = Math.max(0, time.remaining - delta);
}

/** Take (`delta` 1) or give back (-1) one unit of stock, and its travel time's seat. */
function hold(item: ShopItem | null, delta: 1 | -1, timeId?: unknown): void {
  if (!item) return;
  if (typeof item.stock_level === 'number') {
    item.stock_level = Math.max(0, item.stock_level - delta);
    item.in_stock = item.stock_level > 0;
  }
  holdSeat(item, delta, timeId);
}

function release(db: DemoDb, cart: DemoCart): void {
  for (const line of cart.products) hold(db.itemById(line.product.id), -1, line.transport_time_id);
  for (const line of cart.merchandise) hold(db.itemById(line.merchandise.id), -1);
}

/** Expired carts give their stock back and are gone (docs/embed-contract.md §5: they answer 404). */
export function releaseExpiredCarts(db: DemoDb): void {
  const now = db.now();
  for (const cart of Object.values(db.state.carts)) {
    if (cart.expires_at > now) continue;
    release(db, cart);
    delete db.state.carts[cart.code];
  }
}

export function liveCart(db: DemoDb, code: unknown): DemoCart | null {
  releaseExpiredCarts(db);
  return typeof code === 'string' ? (db.state.carts[code] ?? null) : null;
}

export const cartExpired = (): Reply => fail(404, 'Your cart has expired.');

const planAlone = 'Only one payment-plan item can be ordered at a time, and it must be bought on its own. Please empty your cart first.';

/** The composition rules (docs/spec.md §5, §9), checked again on the server whatever the shop did. */
function refusal(cart: DemoCart | null, item: ShopItem): string | null {
  if (!item.in_stock || item.stock_level === 0) return `${item.name} is sold out.`;
  const lines = cart ? [...cart.products.map((l) => l.product), ...cart.merchandise.map((l) => l.merchandise)] : [];
  if (lines.length && (item.has_payment_plan || lines.some((i) => i.has_payment_plan))) return planAlone;
  const limit = Number(item.limit_per_order) || 0;
  if (limit > 0 && lines.filter((i) => String(i.id) === String(item.id)).length >= limit)
    return `You can order at most ${limit} of ${item.name}.`;
  return null;
}

interface Holder {
  full_name: string;
  email: string;
  age: string | null;
  country: string | null;
  transport_time_id: string | number | null;
}

/** Holder details as the shop checks them (docs/spec.md §5); a 422 errors map otherwise. */
function readHolder(ctx: ActionContext, item: ShopItem, cart: DemoCart | null, editing: CartProduct | null): Holder | Reply {
  const { body } = ctx;
  const holder: Holder = {
    full_name: str(body.full_name),
    email: str(body.email),
    age: str(body.age) || null,
    country: str(body.country) || null,
    transport_time_id:
      body.transport_time_id === null || body.transport_time_id === undefined || body.transport_time_id === ''
        ? null
        : (body.transport_time_id as string | number),
  };
  const errors: Record<string, string[]> = {};
  if (!holder.full_name) errors.full_name = ['Please enter the full name for this ticket holder.'];
  if (!isValidEmail(holder.email)) errors.email = ['Please enter a valid email address for this ticket holder.'];
  if (!holder.country) errors.country = ['Please choose the country for this ticket holder.'];
  const selectable = item.type === 'transport' && item.travel_time_type === 'selectable' && (item.travel_times?.length ?? 0) > 0;
  if (selectable && holder.transport_time_id === null) errors.transport_time_id = ['Please choose your travel date and time.'];
  if (Object.keys(errors).length) return invalid(errors);
  if (selectable) {
    const time = item.travel_times?.find((x) => String(x.id) === String(holder.transport_time_id));
    if (!time) return invalid({ transport_time_id: ['Please choose your travel date and time.'] });
    const unchanged = editing && String(editing.transport_time_id) === String(time.id);
    if (!unchanged && time.remaining === 0) return fail(422, 'The chosen travel time is sold out. Please choose another.');
  } else {
    holder.transport_time_id = null;
  }
  const duplicate = cart?.products.some(
    (l) =>
      l !== editing &&
      String(l.product.id) === String(item.id) &&
      (l.full_name ?? '').trim().toLowerCase() === holder.full_name.toLowerCase(),
  );
  if (duplicate) {
    const shown = item.name.trim().replace(/\s+ticket$/i, '');
    return fail(422, `${/^[aeiou]/i.test(shown) ? 'An' : 'A'} ${shown} ticket already exists for ${holder.full_name} in your cart.`);
  }
  return holder;
}

function travelTimeOf(item: ShopItem, timeId: Holder['transport_time_id']): string | null {
  if (timeId !== null) return item.travel_times?.find((x) => String(x.id) === String(timeId))?.travel_time ?? null;
  return item.travel_time_type === 'fixed' ? (item.travel_time ?? null) : null;
}

/** The cart to add to: the live one of that code, or a new one (the first add creates it, docs/spec.md §4). */
function cartForAdd(db: DemoDb, ctx: ActionContext): DemoCart {
  const existing = liveCart(db, ctx.body.cart);
  if (existing) return existing;
  const cart: DemoCart = {
    code: db.code(10),
    expires_at: db.now() + CART_LIFETIME_MS,
    customer_id: ctx.customer?.id ?? null,
    products: [],
    merchandise: [],
  };
  return cart;
}

const withData = (db: DemoDb, ctx: ActionContext, cart: DemoCart) => ok({ cart: cartView(db, cart), data: shopDataFor(db, ctx.customer) });

export function cartHandlers(db: DemoDb, options: BackendOptions) {
  return [
    action(db, options, 'get-cart', ({ body }) => {
      const cart = liveCart(db, body.cart);
      return cart ? ok({ cart: cartView(db, cart) }) : cartExpired();
    }),

    action(db, options, 'add-product-to-cart', (ctx) => {
      const item = db.findItem(str(ctx.body.external_code));
      if (!item || item.shop_item_type !== 'tickets') return fail(404, 'This item could not be found.');
      const cart = cartForAdd(db, ctx);
      const refused = refusal(cart, item);
      if (refused) return fail(422, refused);
      const holder = readHolder(ctx, item, cart, null);
      if (isReply(holder)) return holder;
      hold(item, 1, holder.transport_time_id);
      cart.products.push({
        id: db.id(),
        shop_item_type: 'tickets',
        product: { ...item },
        ...holder,
        travel_time: travelTimeOf(item, holder.transport_time_id),
        price: item.price,
        fee: item.fee,
      });
      db.state.carts[cart.code] = cart;
      return withData(db, ctx, cart);
    }),

    action(db, options, 'update-product-in-cart', (ctx) => {
      const cart = liveCart(db, ctx.body.cart);
      if (!cart) return cartExpired();
      const line = cart.products.find((l) => String(l.id) === String(ctx.body.cart_product_id));
      const item = line ? db.itemById(line.product.id) : null;
      if (!line || !item) return fail(404, 'This item is no longer in your cart.');
      const holder = readHolder(ctx, item, cart, line);
      if (isReply(holder)) return holder;
      if (String(holder.transport_time_id) !== String(line.transport_time_id)) {
        // Only the seat moves: the item's own stock stays held once.
        holdSeat(item, -1, line.transport_time_id);
        holdSeat(item, 1, holder.transport_time_id);
      }
      Object.assign(line, holder, { travel_time: travelTimeOf(item, holder.transport_time_id) });
      return ok({ cart: cartView(db, cart) });
    }),

    action(db, options, 'remove-product-from-cart', (ctx) => {
      const cart = liveCart(db, ctx.body.cart);
      if (!cart) return cartExpired();
      const at = cart.products.findIndex((l) => String(l.id) === String(ctx.body.cart_product_id));
      if (at === -1) return fail(404, 'This item is no longer in your cart.');
      const [line] = cart.products.splice(at, 1);
      hold(db.itemById(line.product.id), -1, line.transport_time_id);
      return withData(db, ctx, cart);
    }),

    action(db, options, 'add-merchandise-to-cart', (ctx) => {
      const item = db.findItem(str(ctx.body.external_code));
      if (!item || item.shop_item_type !== 'merchandise') return fail(404, 'This item could not be found.');
      const cart = cartForAdd(db, ctx);
      const refused = refusal(cart, item);
      if (refused) return fail(422, refused);
      hold(item, 1);
      cart.merchandise.push({ id: db.id(), shop_item_type: 'merchandise', merchandise: { ...item }, price: item.price, fee: item.fee });
      db.state.carts[cart.code] = cart;
      return withData(db, ctx, cart);
    }),

    action(db, options, 'remove-merchandise-from-cart', (ctx) => {
      const cart = liveCart(db, ctx.body.cart);
      if (!cart) return cartExpired();
      const at = cart.merchandise.findIndex((l) => String(l.id) === String(ctx.body.cart_merchandise_id));
      if (at === -1) return fail(404, 'This item is no longer in your cart.');
      const [line] = cart.merchandise.splice(at, 1);
      hold(db.itemById(line.merchandise.id), -1);
      return withData(db, ctx, cart);
    }),
  ];
}
