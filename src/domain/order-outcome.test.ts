import { expect } from '@open-wc/testing';
import { offersPayNow, orderOutcome, type OutcomeInput } from './order-outcome';

const order = (over: Partial<OutcomeInput> = {}): OutcomeInput => ({
  payment_method: 'credit_card',
  payment_status: 'paid',
  has_payment_plan: false,
  accepted_ts_and_cs: true,
  fully_refunded: false,
  ...over,
});

describe('orderOutcome (issue 20: the confirmation leads with the outcome)', () => {
  it('paid by card, voucher or transfer, and a plan once money came in, is paid', () => {
    expect(orderOutcome(order())).to.equal('paid');
    expect(orderOutcome(order({ payment_method: 'voucher' }))).to.equal('paid');
    expect(orderOutcome(order({ payment_method: 'bank_transfer' }))).to.equal('paid');
    expect(orderOutcome(order({ has_payment_plan: true, payment_status: 'partial' }))).to.equal('paid');
  });

  it('a card payment cancelled or failed at the provider is unpaid', () => {
    expect(orderOutcome(order({ payment_status: 'pending' }))).to.equal('unpaid');
    expect(orderOutcome(order({ payment_status: 'problem' }))).to.equal('unpaid');
    expect(orderOutcome(order({ payment_status: 'pending', has_payment_plan: true }))).to.equal('unpaid');
  });

  it('a bank transfer still awaited is transfer, unless a plan pays it', () => {
    for (const payment_status of ['pending', 'partial', 'processing', 'problem']) {
      expect(orderOutcome(order({ payment_method: 'bank_transfer', payment_status }))).to.equal('transfer');
    }
    expect(orderOutcome(order({ payment_method: 'bank_transfer', payment_status: 'pending', has_payment_plan: true }))).to.equal(null);
  });

  it('terms not accepted, void, refunded or processing orders have no outcome to lead with', () => {
    expect(orderOutcome(order({ accepted_ts_and_cs: false }))).to.equal(null);
    expect(orderOutcome(order({ payment_status: 'pending', accepted_ts_and_cs: null }))).to.equal(null);
    expect(orderOutcome(order({ fully_refunded: true }))).to.equal(null);
    for (const payment_status of ['cancelled', 'abandoned', 'processing', 'partial', 'surprise'])
      expect(orderOutcome(order({ payment_status }))).to.equal(null);
    expect(orderOutcome(order({ payment_method: 'voucher', payment_status: 'pending' }))).to.equal(null);
  });
});

describe('offersPayNow', () => {
  const page = 'https://shop.example/tickets/';
  const unpaid = order({ payment_status: 'pending' });

  it('only for an unpaid card order with an instruction the shop would follow', () => {
    expect(offersPayNow({ ...unpaid, payment_instruction: { action: 'redirect', url: '/pay?s=1' } }, page)).to.equal(true);
    expect(
      offersPayNow({ ...unpaid, payment_instruction: { action: 'submit', url: 'https://psp.example/', params: { a: '1' } } }, page),
    ).to.equal(true);
    expect(offersPayNow({ ...order(), payment_instruction: { action: 'redirect', url: '/pay' } }, page)).to.equal(false);
  });

  it('none without one, nor for a missing, malformed or unsafe one', () => {
    for (const payment_instruction of [
      undefined,
      null,
      'pay',
      [],
      {},
      { action: 'redirect' },
      { action: 'redirect', url: 'javascript:alert(1)' },
      { action: 'submit', url: '/p', params: 3 },
    ]) {
      expect(offersPayNow({ ...unpaid, payment_instruction }, page), JSON.stringify(payment_instruction)).to.equal(false);
    }
  });
});
