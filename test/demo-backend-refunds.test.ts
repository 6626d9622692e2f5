import { expect } from '@open-wc/testing';
import type { Refund, ShopData } from '../src/api/wire';
import { bicValid, ibanValid } from '../demo/backend/bank';
import { fakeClock, OTHER_TOKEN, withOtherCustomer, orderIn, post, shopData, startAsDemo, ticketIn } from './helpers/api';

/** The demo backend's refund calls and seeded refunds (docs/spec.md §3, §4, §5, §9). */

const NOW = '2027-01-15T10:00:00Z';
const DAY = 24 * 60 * 60_000;

const BANK = {
  bank_owner_full_name: 'Dana Demo',
  bank_owner_address: { address_1: '1 Festival Lane', address_2: '', city: 'Dublin', postcode: '' },
  bank_name: 'Allied Irish Banks',
  bank_city: 'Dublin',
  bank_country: 'IE',
  bank_bic: 'AIBKIE2D',
  bank_iban: 'IE29 AIBK 9311 5212 3456 78',
  bank_account: '',
  note: '',
};

type Requested = { data: ShopData & { refund_id: number } };

async function request(order: string, items: { tickets?: string[]; merchandise?: string[] }, bank: Record<string, unknown> = {}) {
  const data = await shopData();
  return post<Requested>('request-refund', {
    order_id: orderIn(data, order).id,
    tickets: (items.tickets ?? []).join(','),
    merchandise: (items.merchandise ?? []).join(','),
    ...BANK,
    ...bank,
  });
}

const refundIn = (data: ShopData, id: number | string): Refund | undefined => data.refunds.find((r) => String(r.id) === String(id));

describe('demo backend: seeded refunds', () => {
  it('has one refund in each status, each with the spec fields and its items', async () => {
    await startAsDemo({ clock: fakeClock(NOW).clock });
    const data = await shopData();
    expect(data.refunds.map((r) => [r.id, r.status, r.order.code]).sort()).to.deep.equal([
      [701, 'processed', 'REFUNDED'],
      [702, 'active', 'PLANREFD'],
      [703, 'processing', 'MERCHREF'],
      [704, 'on_hold', 'PARTREFD'],
    ]);
    const fields = [
      'id',
      'status',
      'created_at',
      'completed_at',
      'total',
      'shipping_refund',
      'order',
      'tickets',
      'cartProducts',
      'merchandisePurchases',
      'cartMerchandise',
    ];
    for (const refund of data.refunds) expect(Object.keys(refund).sort()).to.deep.equal([...fields].sort());
    expect(refundIn(data, 701)).to.include({ total: 83 });
    expect(refundIn(data, 701)!.completed_at).to.be.a('string');
    // A plan refund: paid 71.00 less the 12.00 fee.
    expect(refundIn(data, 702)!.total).to.equal(59);
    expect(refundIn(data, 703)!.merchandisePurchases.map((m) => [m.code, m.status])).to.deep.equal([['MPTEE002', 'refunding']]);
    expect(refundIn(data, 704)!.tickets.map((t) => [t.code, t.status])).to.deep.equal([['TKPROB01', 'refund-problem']]);
    expect(orderIn(data, 'PARTREFD').can_refund).to.equal(true);
  });
});

describe('demo backend: request-refund', () => {
  it("needs a login and one of the customer's own orders", async () => {
    await startAsDemo({ clock: fakeClock(NOW).clock, seed: withOtherCustomer });
    const data = await shopData();
    const body = { order_id: orderIn(data, 'PAIDCARD').id, tickets: 'TKFULL01', merchandise: '', ...BANK };
    expect((await post('request-refund', body, null)).status).to.equal(401);
    expect((await post('request-refund', { ...body, order_id: 99999 })).status).to.equal(404);
    expect((await post('request-refund', body, OTHER_TOKEN)).status).to.equal(404);
    expect((await shopData(OTHER_TOKEN)).orders).to.deep.equal([]);
  });

  it('takes at least one refundable item of one kind from the order', async () => {
    const time = fakeClock(NOW);
    await startAsDemo({ clock: time.clock });
    const message = async (order: string, items: { tickets?: string[]; merchandise?: string[] }) =>
      (await request(order, items)).body.message;
    expect(await message('PAIDCARD', {})).to.equal('Please select at least one item.');
    expect(await message('PAIDCARD', { tickets: ['TKFULL01'], merchandise: ['MPTEE001'] })).to.equal(
      'Tickets and merchandise cannot be refunded in one request.',
    );
    expect(await message('PAIDCARD', { tickets: ['TKFULL01', 'TKWINTER'] })).to.equal('Some of these items are not part of this order.');
    expect(await message('PAIDCARD', { merchandise: ['MPBOTL01'] })).to.equal('Steel water bottle (MPBOTL01) cannot be refunded.');
    expect(await message('LOCKED01', { tickets: ['TKWINTER'] })).to.contain('cannot be refunded');
    expect(await message('LOCKED01', { tickets: ['TKAIRFIX'] })).to.equal('Airport shuttle (TKAIRFIX) cannot be refunded.'); // window closed
    expect(await message('LOCKED01', { tickets: ['TKCAMP01'] })).to.contain('cannot be refunded'); // window opens later
    expect(await message('PARTREFD', { tickets: ['TKPROB01'] })).to.contain('cannot be refunded'); // already in a refund
    expect(await message('VOUCHER1', { tickets: ['TKVOUCH1'] })).to.contain('cannot be refunded'); // nothing paid
    // The weekend ticket's window closes 120 days after the seed.
    time.advance(121 * DAY);
    expect(await message('PAIDCARD', { tickets: ['TKFULL01'] })).to.equal('Weekend ticket (TKFULL01) cannot be refunded.');
  });

  it('checks the bank details field by field: required fields, IBAN or account number by country, IBAN checksum, BIC shape', async () => {
    await startAsDemo({ clock: fakeClock(NOW).clock });
    const blank = {
      bank_owner_full_name: '',
      bank_owner_address: {},
      bank_name: '',
      bank_country: '',
      bank_bic: '',
      bank_iban: '',
      bank_account: '',
    };
    expect((await request('PAIDCARD', { tickets: ['TKFULL01'] }, blank)).body.errors).to.deep.equal({
      bank_owner_full_name: ["Please enter the account holder's full name."],
      'bank_owner_address.address_1': ["Please enter the account holder's address line 1."],
      'bank_owner_address.city': ["Please enter the account holder's town / city."],
      bank_name: ["Please enter the bank's name."],
      bank_country: ["Please choose the bank's country."],
      bank_bic: ['Please enter the BIC/SWIFT number.'],
      bank_account: ['Please enter the bank account number.'],
    });
    const errors = async (bank: Record<string, unknown>) => (await request('PAIDCARD', { tickets: ['TKFULL01'] }, bank)).body.errors;
    expect(await errors({ bank_iban: '' })).to.deep.equal({ bank_iban: ['Please enter the IBAN.'] });
    expect(await errors({ bank_iban: 'IE29AIBK93115212345679' })).to.deep.equal({ bank_iban: ['The IBAN is not valid.'] });
    expect(await errors({ bank_bic: 'AIBKIE2DX' })).to.deep.equal({ bank_bic: ['The BIC/SWIFT number is not valid.'] });
    // A US bank: an account number, no IBAN.
    expect(await errors({ bank_country: 'US', bank_iban: '', bank_bic: 'CHASUS33' })).to.deep.equal({
      bank_account: ['Please enter the bank account number.'],
    });
    expect(
      (
        await request(
          'PAIDCARD',
          { tickets: ['TKFULL01'] },
          { bank_country: 'US', bank_iban: '', bank_bic: 'CHASUS33XXX', bank_account: '000123456789' },
        )
      ).status,
    ).to.equal(200);
  });

  it('validates IBANs by mod 97 and BICs by shape', () => {
    expect(
      ['IE29 AIBK 9311 5212 3456 78', 'NL91ABNA0417164300', 'de89370400440532013000', 'GB82WEST12345698765432'].map(ibanValid),
    ).to.deep.equal([true, true, true, true]);
    expect(['IE29AIBK93115212345687', 'NL91ABNA041716430', 'XX00', ''].map(ibanValid)).to.deep.equal([false, false, false, false]);
    expect(['AIBKIE2D', 'AIBKIE2DXXX', 'deutdeff500'].map(bicValid)).to.deep.equal([true, true, true]);
    expect(['AIBKIE2', 'AIBKIE2DXX', 'AIB1IE2D', 'AIBK1E2D', 'AIBKIE2D-XX'].map(bicValid)).to.deep.equal([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('creates an active refund: items requested, the order has an active refund, bank details kept out of data', async () => {
    const backend = await startAsDemo({ clock: fakeClock(NOW).clock });
    const res = await request('PAIDCARD', { tickets: ['TKLIMIT2', 'TKFULL01'] });
    expect(res.status).to.equal(200);
    const { data } = res.body;
    const refund = refundIn(data, data.refund_id)!;
    expect(refund).to.include({ status: 'active', completed_at: null, total: 374, shipping_refund: 0 });
    expect(refund.order).to.deep.equal({ id: 501, code: 'PAIDCARD' });
    expect(refund.tickets.map((t) => [t.code, t.status]).sort()).to.deep.equal([
      ['TKFULL01', 'refund'],
      ['TKLIMIT2', 'refund'],
    ]);
    expect(orderIn(data, 'PAIDCARD')).to.include({ has_active_refunds: true, has_refunds: true, can_refund: true });
    expect(ticketIn(data, 'TKFULL01').is_refundable).to.equal(false);
    expect(JSON.stringify(await shopData()))
      .not.to.contain('AIBK')
      .and.not.to.contain('Allied Irish');
    expect(backend.db.state.refundBankDetails.map((b) => [b.refund_id, b.bank_iban])).to.deep.equal([
      [data.refund_id, 'IE29AIBK93115212345678'],
    ]);
    expect(backend.db.state.emails.filter((e) => e.kind === 'refund')).to.have.length(1);
    expect((await request('PAIDCARD', { tickets: ['TKFULL01'] })).status).to.equal(422);

    const merch = await request('PAIDCARD', { merchandise: ['MPTEE001'] });
    expect(refundIn(merch.body.data, merch.body.data.refund_id)).to.include({ total: 30, shipping_refund: 5 });
    expect(orderIn(merch.body.data, 'PAIDCARD').merchandisePurchases.map((m) => [m.code, m.status])).to.deep.equal([
      ['MPTEE001', 'refund'],
      ['MPBOTL01', 'paid'],
    ]);
  });

  it('refunds a payment-plan order only as a whole, and then blocks its instalments', async () => {
    await startAsDemo({
      clock: fakeClock(NOW).clock,
      seed: (s) => {
        const plan = s.orders.find((o) => o.code === 'PLANDUE1')!;
        plan.tickets.push({ ...plan.tickets[0], code: 'TKPLAN2B', full_name: 'Second Holder' });
      },
    });
    expect((await request('PLANDUE1', { tickets: ['TKPLAN02'] })).body.message).to.equal(
      'A payment-plan order can only be refunded as a whole.',
    );
    const res = await request('PLANDUE1', { tickets: ['TKPLAN02', 'TKPLAN2B'] });
    // Paid 71.00, less two 12.00 fees.
    expect(refundIn(res.body.data, res.body.data.refund_id)!.total).to.equal(47);
    const order = orderIn(res.body.data, 'PLANDUE1');
    const pay = await post(
      'pay-payment-plan-order-payment',
      { order: 'PLANDUE1', reference: 'PLANDUE1-2', checksum: order.checksum },
      null,
    );
    expect(pay.body.message).to.contain('active refund request');
  });
});

describe('demo backend: cancel-refund', () => {
  it('cancels only an active refund of the customer, giving the items their earlier status back', async () => {
    await startAsDemo({ clock: fakeClock(NOW).clock, seed: withOtherCustomer });
    expect((await post('cancel-refund', { refund_id: 702 }, null)).status).to.equal(401);
    expect((await post('cancel-refund', { refund_id: 702 }, OTHER_TOKEN)).status).to.equal(404);
    for (const id of [701, 703, 704]) {
      const refused = await post('cancel-refund', { refund_id: id });
      expect([refused.status, refused.body.message], String(id)).to.deep.equal([422, 'Only a requested refund can be cancelled.']);
    }
    const res = await post<{ data: ShopData }>('cancel-refund', { refund_id: 702 });
    expect(res.status).to.equal(200);
    expect(refundIn(res.body.data, 702)).to.equal(undefined);
    expect(ticketIn(res.body.data, 'TKPLAN05').status).to.equal('paid');
    expect(orderIn(res.body.data, 'PLANREFD')).to.include({ has_active_refunds: false, has_refunds: false, can_refund: true });
    const order = orderIn(res.body.data, 'PLANREFD');
    expect(
      (await post('pay-payment-plan-order-payment', { order: 'PLANREFD', reference: 'PLANREFD-2', checksum: order.checksum }, null)).status,
    ).to.equal(200);
  });

  it('cancels a new request and forgets its bank details', async () => {
    const backend = await startAsDemo({ clock: fakeClock(NOW).clock });
    const made = await request('PAIDCARD', { tickets: ['TKLIMIT0'] });
    const res = await post<{ data: ShopData }>('cancel-refund', { refund_id: made.body.data.refund_id });
    expect(ticketIn(res.body.data, 'TKLIMIT0')).to.include({ status: 'paid', is_refundable: true });
    expect(backend.db.state.refundBankDetails).to.deep.equal([]);
    expect((await post('cancel-refund', { refund_id: made.body.data.refund_id })).status).to.equal(404);
  });
});
