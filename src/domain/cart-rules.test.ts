import { expect } from '@open-wc/testing';
import type { Cart, CartMerchandise, CartProduct, ShopItem } from '../api/types';
import { createTranslator } from '../i18n/texts';
import {
  addRefusal,
  cartCount,
  cartTotal,
  countInCart,
  crossedThreshold,
  formatRemaining,
  isInStock,
  serverRemainingMs,
} from './cart-rules';
import { formatMinor } from './money';
import { instant } from '../../test/helpers/instant';

const t = createTranslator(undefined);

const item = (id: number, over: Partial<ShopItem> = {}): ShopItem => ({
  id,
  externalCode: `I${id}`,
  name: `Item ${id}`,
  shopItemType: 'tickets',
  type: 'ticket',
  price: 10,
  fee: 1,
  inStock: true,
  stockLevel: null,
  isFeatured: false,
  limitPerOrder: 0,
  ...over,
});

const product = (id: number, p: ShopItem): CartProduct => ({
  id,
  shopItemType: 'tickets',
  product: p,
  fullName: `Holder ${id}`,
  email: 'a@b.cd',
  age: null,
  country: 'IE',
  transportTimeId: null,
  travelTime: null,
  price: p.price,
  fee: p.fee,
});

const merch = (id: number, m: ShopItem): CartMerchandise => ({ id, merchandise: m, price: m.price, fee: m.fee });

const cartOf = (products: CartProduct[], merchandise: CartMerchandise[] = []): Cart => ({
  code: 'C',
  expiresAt: instant('2026-01-01T10:15:00+00:00'),
  now: instant('2026-01-01T10:00:00+00:00'),
  products,
  merchandise,
  totalPrice: 0,
});

const refusal = (cart: Cart | null, i: ShopItem) => {
  const r = addRefusal(cart, i);
  return r ? t(r.key, r.vars) : null;
};

describe('cart composition (spec 5, 9)', () => {
  const plain = item(1);
  const plan = item(2, { name: 'Plan ticket', hasPaymentPlan: true, paymentPlan: [{ amount: 5, units: 'day', count: 0 }] });
  const planMessage =
    'Only one payment-plan item can be ordered at a time, and it must be bought on its own. Please empty your cart first.';

  it('lets a payment-plan item into an empty cart only', () => {
    expect(refusal(null, plan)).to.equal(null);
    expect(refusal(cartOf([]), plan)).to.equal(null);
    expect(refusal(cartOf([product(1, plain)]), plan)).to.equal(planMessage);
    expect(refusal(cartOf([], [merch(1, item(9, { shopItemType: 'merchandise' }))]), plan)).to.equal(planMessage);
  });

  it('allows one payment-plan item at a time, bought alone', () => {
    const withPlan = cartOf([product(1, plan)]);
    expect(refusal(withPlan, plan)).to.equal(planMessage);
    expect(refusal(withPlan, item(3, { hasPaymentPlan: true }))).to.equal(planMessage);
    expect(refusal(withPlan, plain)).to.equal(planMessage);
    expect(refusal(withPlan, item(4, { shopItemType: 'merchandise' }))).to.equal(planMessage);
  });

  it('keeps to limitPerOrder, where 0 or none is no limit', () => {
    const limited = item(5, { name: 'Camping', limitPerOrder: 2 });
    expect(refusal(cartOf([product(1, limited)]), limited)).to.equal(null);
    expect(refusal(cartOf([product(1, limited), product(2, limited)]), limited)).to.equal('You can order at most 2 of Camping.');
    expect(refusal(cartOf([product(1, limited), product(2, plain)]), limited)).to.equal(null);
    const unlimited = item(6, { limitPerOrder: 0 });
    const many = Array.from({ length: 50 }, (_, i) => product(i, unlimited));
    expect(refusal(cartOf(many), unlimited)).to.equal(null);
    expect(refusal(cartOf(many), item(7, { limitPerOrder: null }))).to.equal(null);
    expect(countInCart(cartOf(many), unlimited)).to.equal(50);
  });

  it('refuses sold-out items: inStock false or a stock level of 0; null is unlimited', () => {
    expect(refusal(null, item(8, { name: 'Parking', inStock: false }))).to.equal('Parking is sold out.');
    expect(refusal(null, item(8, { name: 'Parking', stockLevel: 0 }))).to.equal('Parking is sold out.');
    expect(isInStock(item(8, { stockLevel: null }))).to.equal(true);
    expect(isInStock(item(8, { stockLevel: 3 }))).to.equal(true);
  });

  it('adds in minor units: three items at 10.10 plus a 0.20 fee total 30.90', () => {
    const bottle = item(10, { shopItemType: 'merchandise', price: 1010, fee: 20 });
    const cart = cartOf([], [merch(1, bottle), merch(2, bottle), merch(3, bottle)]);
    expect(cartTotal(cart)).to.equal(3090);
    expect(formatMinor(cartTotal(cart), 'en-IE', 'EUR')).to.equal('€30.90');
    expect(cartTotal(cartOf([], [merch(1, item(11, { price: 10, fee: 0 })), merch(2, item(12, { price: 20, fee: 0 }))]))).to.equal(30);
    expect(cartCount(cart)).to.equal(3);
    expect(cartTotal(null)).to.equal(0);
  });
});

describe('reservation time (spec 4)', () => {
  it('is expiresAt minus now as the server sent them, whatever the offsets', () => {
    const left = (expiresAt: string, now: string) => serverRemainingMs({ expiresAt: instant(expiresAt), now: instant(now) });
    expect(left('2026-01-01T10:15:00+00:00', '2026-01-01T10:00:00+00:00')).to.equal(900_000);
    expect(left('2026-01-01T12:15:00+02:00', '2026-01-01T10:00:30Z')).to.equal(870_000);
    expect(left('2026-01-01T10:00:00Z', '2026-01-01T10:05:00Z')).to.equal(0);
    expect(left('soon', '2026-01-01T10:05:00Z')).to.equal(0);
  });

  it('shows m:ss, rounding up', () => {
    expect(formatRemaining(900_000)).to.equal('15:00');
    expect(formatRemaining(899_001)).to.equal('15:00');
    expect(formatRemaining(899_000)).to.equal('14:59');
    expect(formatRemaining(61_000)).to.equal('1:01');
    expect(formatRemaining(500)).to.equal('0:01');
    expect(formatRemaining(0)).to.equal('0:00');
    expect(formatRemaining(-5)).to.equal('0:00');
  });

  it('announces at 5 minutes and at 1 minute left, once each', () => {
    expect(crossedThreshold(300_400, 299_900)).to.equal(5);
    expect(crossedThreshold(299_900, 299_400)).to.equal(null);
    expect(crossedThreshold(600_000, 599_500)).to.equal(null);
    expect(crossedThreshold(60_300, 59_800)).to.equal(1);
    expect(crossedThreshold(59_800, 59_300)).to.equal(null);
    expect(crossedThreshold(400_000, 50_000)).to.equal(1);
    expect(crossedThreshold(500, 0)).to.equal(null);
  });
});
