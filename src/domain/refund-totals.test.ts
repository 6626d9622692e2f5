import { expect } from '@open-wc/testing';
import { itemRefundMinor, refundTotalMinor, refundWithoutPlanMinor, refundWithPlanMinor, type RefundLine } from './refund-totals';

const ticket = (price: number | string, refundFee: number | string | null, over: Partial<RefundLine> = {}): RefundLine => ({
  price,
  fee: 2.5,
  refundFee,
  shippingRefund: 9.99,
  isRefundable: true,
  ...over,
});
const shirt = (price: number, refundFee: number | null, shippingRefund: number | null, over: Partial<RefundLine> = {}): RefundLine => ({
  price,
  fee: 0.5,
  refundFee,
  shippingRefund,
  merchandise: { isRefundable: true },
  ...over,
});

describe('refund totals without a payment plan (spec 9)', () => {
  it('sums price minus refund fee over the chosen tickets, ignoring their shippingRefund', () => {
    expect(refundWithoutPlanMinor({ tickets: [ticket(100, 5), ticket(50.5, 0.5)], merchandise: [] }, 'EUR')).to.equal(14500);
  });

  it('is exact to the cent: 0.10 and 0.20 make 0.30, 10.10 three times makes 30.30', () => {
    expect(refundWithoutPlanMinor({ tickets: [ticket(0.1, 0), ticket(0.2, null)], merchandise: [] }, 'EUR')).to.equal(30);
    expect(refundWithoutPlanMinor({ tickets: [ticket(10.1, 0), ticket(10.1, 0), ticket(10.1, 0)], merchandise: [] }, 'EUR')).to.equal(3030);
    expect(refundWithoutPlanMinor({ tickets: [ticket(0.3, 0.1)], merchandise: [] }, 'EUR')).to.equal(20);
    expect(refundWithoutPlanMinor({ tickets: [ticket('19.99', '1.01')], merchandise: [] }, 'EUR')).to.equal(1898);
  });

  it('adds shippingRefund for merchandise', () => {
    expect(refundWithoutPlanMinor({ tickets: [], merchandise: [shirt(20.2, 1.1, 4.95)] }, 'EUR')).to.equal(2405);
    expect(refundWithoutPlanMinor({ tickets: [], merchandise: [shirt(20.2, 1.1, 4.95), shirt(0.1, 0, 0.2)] }, 'EUR')).to.equal(2435);
    expect(refundWithoutPlanMinor({ tickets: [], merchandise: [shirt(20, null, null)] }, 'EUR')).to.equal(2000);
  });

  it('counts only refundable items', () => {
    const choice = {
      tickets: [ticket(100, 5), ticket(40, 0, { isRefundable: false })],
      merchandise: [shirt(20, 0, 5, { merchandise: { isRefundable: false } })],
    };
    expect(refundWithoutPlanMinor(choice, 'EUR')).to.equal(9500);
    expect(refundWithoutPlanMinor({ tickets: [ticket(10, 0, { isRefundable: null })], merchandise: [] }, 'EUR')).to.equal(0);
  });

  it('never lets one refund fee take from another item', () => {
    expect(itemRefundMinor(ticket(5, 7.5), 'tickets', 'EUR')).to.equal(0);
    expect(refundWithoutPlanMinor({ tickets: [ticket(5, 7.5), ticket(10, 1)], merchandise: [] }, 'EUR')).to.equal(900);
    expect(itemRefundMinor(shirt(5, 7.5, 3), 'merchandise', 'EUR')).to.equal(300);
  });

  it('is 0 for an empty choice', () => {
    expect(refundWithoutPlanMinor({ tickets: [], merchandise: [] }, 'EUR')).to.equal(0);
  });
});

describe('refund totals with a payment plan (spec 9)', () => {
  it('is total paid minus fees minus refund fees', () => {
    // 150.00 paid; fee 2.50 and refund fee 5.00 on the ticket: 142.50.
    expect(refundWithPlanMinor(150, { tickets: [ticket(300, 5)], merchandise: [] }, 'EUR')).to.equal(14250);
    // Two items: fees 2.50 + 0.50, refund fees 5.00 + 1.10: 100.10 - 9.10 = 91.00.
    expect(refundWithPlanMinor(100.1, { tickets: [ticket(300, 5)], merchandise: [shirt(20, 1.1, 4)] }, 'EUR')).to.equal(9100);
  });

  it('is exact to the cent with float-unfriendly amounts', () => {
    expect(refundWithPlanMinor(0.3, { tickets: [ticket(1, 0.1, { fee: 0.1 })], merchandise: [] }, 'EUR')).to.equal(10);
    expect(refundWithPlanMinor('60.70', { tickets: [ticket(1, '0.20', { fee: '0.10' })], merchandise: [] }, 'EUR')).to.equal(6040);
  });

  it('never goes below 0 when fees exceed what was paid', () => {
    expect(refundWithPlanMinor(5, { tickets: [ticket(300, 5)], merchandise: [] }, 'EUR')).to.equal(0);
    expect(refundWithPlanMinor(null, { tickets: [], merchandise: [] }, 'EUR')).to.equal(0);
  });

  it('counts every item of the order, whatever its refundable flag, and no shipping refund', () => {
    expect(refundWithPlanMinor(100, { tickets: [ticket(300, 5, { isRefundable: false })], merchandise: [] }, 'EUR')).to.equal(9250);
  });
});

describe('refund total: which rule applies', () => {
  const choice = { tickets: [ticket(300, 5)], merchandise: [] };

  it('uses the plan rule only for payment-plan orders', () => {
    expect(refundTotalMinor({ hasPaymentPlan: true, totalPaid: 150 }, choice, 'EUR')).to.equal(14250);
    expect(refundTotalMinor({ hasPaymentPlan: false, totalPaid: 150 }, choice, 'EUR')).to.equal(29500);
    expect(refundTotalMinor({ totalPaid: 150 }, choice, 'EUR')).to.equal(29500);
  });

  it('uses the currency digits', () => {
    expect(refundTotalMinor({ hasPaymentPlan: false, totalPaid: 0 }, { tickets: [ticket(1500, 100)], merchandise: [] }, 'JPY')).to.equal(
      1400,
    );
  });
});
