import { expect } from '@open-wc/testing';
import { offersPayNow, orderOutcome, type OutcomeInput } from './order-outcome';

const order = (over: Partial<OutcomeInput> = {}): OutcomeInput => ({
  paymentMethod: 'credit_card',
  paymentStatus: 'paid',
  hasPaymentPlan: false,
  acceptedTsAndCs: true,
  fullyRefunded: false,
  ...over,
});

describe('orderOutcome (issue 20: the confirmation leads with the outcome)', () => {
  it('paid by card, voucher or transfer, and a plan once money came in, is paid', () => {
    expect(orderOutcome(order())).to.equal('paid');
    expect(orderOutcome(order({ paymentMethod: 'voucher' }))).to.equal('paid');
    expect(orderOutcome(order({ paymentMethod: 'bank_transfer' }))).to.equal('paid');
    expect(orderOutcome(order({ hasPaymentPlan: true, paymentStatus: 'partial' }))).to.equal('paid');
  });

  it('a card payment cancelled or failed at the provider is unpaid', () => {
    expect(orderOutcome(order({ paymentStatus: 'pending' }))).to.equal('unpaid');
    expect(orderOutcome(order({ paymentStatus: 'problem' }))).to.equal('unpaid');
    expect(orderOutcome(order({ paymentStatus: 'pending', hasPaymentPlan: true }))).to.equal('unpaid');
  });

  it('a bank transfer still awaited is transfer, unless a plan pays it', () => {
    for (const paymentStatus of ['pending', 'partial', 'processing', 'problem']) {
      expect(orderOutcome(order({ paymentMethod: 'bank_transfer', paymentStatus }))).to.equal('transfer');
    }
    expect(orderOutcome(order({ paymentMethod: 'bank_transfer', paymentStatus: 'pending', hasPaymentPlan: true }))).to.equal(null);
  });

  it('terms not accepted, void, refunded or processing orders have no outcome to lead with', () => {
    expect(orderOutcome(order({ acceptedTsAndCs: false }))).to.equal(null);
    expect(orderOutcome(order({ paymentStatus: 'pending', acceptedTsAndCs: null }))).to.equal(null);
    expect(orderOutcome(order({ fullyRefunded: true }))).to.equal(null);
    for (const paymentStatus of ['cancelled', 'abandoned', 'processing', 'partial', 'surprise'])
      expect(orderOutcome(order({ paymentStatus }))).to.equal(null);
    expect(orderOutcome(order({ paymentMethod: 'voucher', paymentStatus: 'pending' }))).to.equal(null);
  });
});

describe('offersPayNow', () => {
  const page = 'https://shop.example/tickets/';
  const unpaid = order({ paymentStatus: 'pending' });

  it('only for an unpaid card order with an instruction the shop would follow', () => {
    expect(offersPayNow({ ...unpaid, paymentInstruction: { action: 'redirect', url: '/pay?s=1' } }, page)).to.equal(true);
    expect(
      offersPayNow({ ...unpaid, paymentInstruction: { action: 'submit', url: 'https://psp.example/', params: { a: '1' } } }, page),
    ).to.equal(true);
    expect(offersPayNow({ ...order(), paymentInstruction: { action: 'redirect', url: '/pay' } }, page)).to.equal(false);
  });

  it('none without one, nor for a missing, malformed or unsafe one', () => {
    for (const paymentInstruction of [
      undefined,
      null,
      'pay',
      [],
      {},
      { action: 'redirect' },
      { action: 'redirect', url: 'javascript:alert(1)' },
      { action: 'submit', url: '/p', params: 3 },
    ]) {
      expect(offersPayNow({ ...unpaid, paymentInstruction }, page), JSON.stringify(paymentInstruction)).to.equal(false);
    }
  });
});
