import { expect } from '@open-wc/testing';
import type { CartProduct, ShopItem } from '../api/types';
import { createTranslator } from '../i18n/texts';
import { asksAge, asksTravelTime, holderSchema, type HolderField, type HolderValues, type PersonaliseContext } from './personalise';
import { firstFailure } from './validation';
import { instant } from '../../test/helpers/instant';

const t = createTranslator(undefined);

const item = (over: Partial<ShopItem> = {}): ShopItem => ({
  id: 1,
  externalCode: 'WEEKEND',
  name: 'Weekend ticket',
  shopItemType: 'tickets',
  type: 'ticket',
  price: 100,
  fee: 5,
  inStock: true,
  stockLevel: null,
  isFeatured: false,
  eventId: 1,
  ...over,
});

const shuttle = item({
  id: 2,
  externalCode: 'SHUTTLE',
  name: 'Shuttle',
  type: 'transport',
  travelTimeType: 'selectable',
  travelTimes: [{ id: 7, travelTime: instant('2027-07-09T10:00:00+01:00'), remaining: 3 }],
});

const line = (id: number, product: ShopItem, fullName: string): CartProduct => ({
  id,
  shopItemType: 'tickets',
  product,
  fullName,
  email: 'x@y.zz',
  age: null,
  country: 'IE',
  transportTimeId: null,
  travelTime: null,
  price: product.price,
  fee: product.fee,
});

const empty: HolderValues = { fullName: '', email: '', age: '', country: '', transportTimeId: '' };
/** The first failing check, as the personalise form finds it: the duplicate check is shown on the full name. */
const check = (values: HolderValues, context: PersonaliseContext) =>
  firstFailure<HolderField>(holderSchema, values, { context, fieldOf: { duplicate: 'fullName' } });
const message = (values: HolderValues, ctx: PersonaliseContext) => {
  const problem = check(values, ctx);
  return problem ? t(problem.message, problem.vars) : null;
};

describe('personalise checks (spec 5, in order)', () => {
  it('walks the seven messages in the spec order for a transport ticket and a ticket', () => {
    const ticketCtx: PersonaliseContext = { product: item(), ageRangeActive: true, cartProducts: [line(9, item(), 'Ann Lee')] };
    const steps: Array<[Partial<HolderValues>, string | null]> = [
      [{}, 'Please enter the full name for this ticket holder.'],
      [{ fullName: 'Ann Lee' }, 'Please enter the email address for this ticket holder.'],
      [{ fullName: 'Ann Lee', email: 'ann@' }, 'Please enter a valid email address for this ticket holder.'],
      [{ fullName: 'Ann Lee', email: 'ann@lee.ie' }, 'Please choose the age range for this ticket holder.'],
      [{ fullName: 'Ann Lee', email: 'ann@lee.ie', age: '25-34' }, 'Please choose the country for this ticket holder.'],
      [
        { fullName: ' ann lee ', email: 'ann@lee.ie', age: '25-34', country: 'IE' },
        'A Weekend ticket already exists for ann lee in your cart.',
      ],
      [{ fullName: 'Bo Lee', email: 'bo@lee.ie', age: '25-34', country: 'IE' }, null],
    ];
    for (const [values, expected] of steps) expect(message({ ...empty, ...values }, ticketCtx), JSON.stringify(values)).to.equal(expected);

    const transportCtx: PersonaliseContext = { product: shuttle, ageRangeActive: true, cartProducts: [] };
    const holder = { ...empty, fullName: 'Ann', email: 'a@b.cd', country: 'IE' };
    expect(message(holder, transportCtx)).to.equal('Please choose your travel date and time.');
    expect(message({ ...holder, transportTimeId: '7' }, transportCtx)).to.equal(null);
  });

  it('reports the earlier failure when several checks fail', () => {
    const ctx: PersonaliseContext = { product: shuttle, ageRangeActive: true, cartProducts: [] };
    expect(check({ ...empty, email: 'bad' }, ctx)?.field).to.equal('fullName');
    expect(check({ ...empty, fullName: 'A', email: 'mailto:a@b.cd' }, ctx)?.message).to.equal('personalise.emailInvalid');
    expect(check({ ...empty, fullName: 'A', email: 'a@b.cd' }, ctx)?.field).to.equal('country');
  });

  it('asks the age only for ticket-type products of an event with age ranges active', () => {
    expect(asksAge(item(), true)).to.equal(true);
    expect(asksAge(item(), false)).to.equal(false);
    expect(asksAge(item({ type: 'camping' }), true)).to.equal(false);
    expect(asksAge(shuttle, true)).to.equal(false);
    const values = { ...empty, fullName: 'A', email: 'a@b.cd', country: 'IE' };
    expect(check(values, { product: item(), ageRangeActive: false, cartProducts: [] })).to.equal(null);
    expect(check(values, { product: item({ type: 'camping' }), ageRangeActive: true, cartProducts: [] })).to.equal(null);
  });

  it('asks a travel time only for selectable transport with a non-empty list', () => {
    expect(asksTravelTime(shuttle)).to.equal(true);
    expect(asksTravelTime({ ...shuttle, travelTimes: [] })).to.equal(false);
    expect(asksTravelTime({ ...shuttle, travelTimeType: 'fixed' })).to.equal(false);
    expect(asksTravelTime({ ...shuttle, type: 'camping' })).to.equal(false);
  });

  it('finds a duplicate by product and full name, excluding the item being edited', () => {
    const other = item({ id: 5, name: 'Day ticket' });
    const cartProducts = [line(1, item(), 'Ann Lee'), line(2, other, 'Bo Lee')];
    const values = { ...empty, fullName: 'Ann Lee', email: 'a@b.cd', country: 'IE', age: '18-24' };
    const ctx = { product: item(), ageRangeActive: true, cartProducts };
    expect(check(values, ctx)?.message).to.equal('personalise.duplicate');
    expect(check(values, { ...ctx, editingId: 1 })).to.equal(null);
    expect(check(values, { ...ctx, editingId: '1' })).to.equal(null);
    expect(check(values, { ...ctx, editingId: 2 })?.message).to.equal('personalise.duplicate');
    expect(check({ ...values, fullName: 'Bo Lee' }, ctx)).to.equal(null);
  });

  it("does not double 'ticket' in the duplicate message, and says 'An' before a vowel (issue 8)", () => {
    const say = (name: string) =>
      message(
        { ...empty, fullName: 'Ann Lee', email: 'a@b.cd', country: 'IE', age: '18-24' },
        {
          product: item({ name }),
          ageRangeActive: true,
          cartProducts: [line(1, item({ name }), 'Ann Lee')],
        },
      );
    expect(say('Weekend ticket')).to.equal('A Weekend ticket already exists for Ann Lee in your cart.');
    expect(say('Weekend Ticket')).to.equal('A Weekend ticket already exists for Ann Lee in your cart.');
    expect(say('Boutique camping')).to.equal('A Boutique camping ticket already exists for Ann Lee in your cart.');
    expect(say('Airport shuttle')).to.equal('An Airport shuttle ticket already exists for Ann Lee in your cart.');
  });
});
