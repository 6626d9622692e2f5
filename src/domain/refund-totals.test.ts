import { expect } from '@open-wc/testing';
import { itemRefundMinor, refundTotalMinor, refundWithoutPlanMinor, refundWithPlanMinor, type RefundLine } from './refund-totals';

// Amounts in minor units, as api/ reads them (exact from what the server sent: api/adapt.test.ts).
const ticket = (price: number, refundFee: number | null, over: Partial<RefundLine> = {}): RefundLine => ({
  price,
  fee: 250,
  refundFee,
  shippingRefund: 999,
  isRefundable: true,
  ...over,
});
const shirt = (price: number, refundFee: number | null, shippingRefund: number | null, over: Partial<RefundLine> = {}): RefundLine => ({
  price,
  fee: 50,
  refundFee,
  shippingRefund,
  merchandise: { isRefundable: true },
  ...over,
});

describe('refund totals without a payment plan (spec 9)', () => {
  it('sums price minus refund fee over the chosen tickets, ignoring their shippingRefund', () => {
    expect(refundWithoutPlanMinor({ tickets: [ticket(10000, 500), ticket(5050, 50)], merchandise: [] })).to.equal(14500);
  });

  it('adds in minor units: 0.10 and 0.20 make 0.30, 10.10 three times makes 30.30; a missing refund fee is none', () => {
    expect(refundWithoutPlanMinor({ tickets: [ticket(10, 0), ticket(20, null)], merchandise: [] })).to.equal(30);
    expect(refundWithoutPlanMinor({ tickets: [ticket(1010, 0), ticket(1010, 0), ticket(1010, 0)], merchandise: [] })).to.equal(3030);
    expect(refundWithoutPlanMinor({ tickets: [ticket(30, 10)], merchandise: [] })).to.equal(20);
  });

  it('adds shippingRefund for merchandise', () => {
    expect(refundWithoutPlanMinor({ tickets: [], merchandise: [shirt(2020, 110, 495)] })).to.equal(2405);
    expect(refundWithoutPlanMinor({ tickets: [], merchandise: [shirt(2020, 110, 495), shirt(10, 0, 20)] })).to.equal(2435);
    expect(refundWithoutPlanMinor({ tickets: [], merchandise: [shirt(2000, null, null)] })).to.equal(2000);
  });

  it('counts only refundable items', () => {
    const choice = {
      tickets: [ticket(10000, 500), ticket(4000, 0, { isRefundable: false })],
      merchandise: [shirt(2000, 0, 500, { merchandise: { isRefundable: false } })],
    };
    expect(refundWithoutPlanMinor(choice)).to.equal(9500);
    expect(refundWithoutPlanMinor({ tickets: [ticket(1000, 0, { isRefundable: null })], merchandise: [] })).to.equal(0);
  });

  it('never lets one refund fee take from another item', () => {
    expect(itemRefundMinor(ticket(500, 750), 'tickets')).to.equal(0);
    expect(refundWithoutPlanMinor({ tickets: [ticket(500, 750), ticket(1000, 100)], merchandise: [] })).to.equal(900);
    expect(itemRefundMinor(shirt(500, 750, 300), 'merchandise')).to.equal(300);
  });

  it('is 0 for an empty choice', () => {
    expect(refundWithoutPlanMinor({ tickets: [], merchandise: [] })).to.equal(0);
  });
});

describe('refund totals with a payment plan (spec 9)', () => {
  it('is total paid minus fees minus refund fees', () => {
    // 150.00 paid; fee 2.50 and refund fee 5.00 on the ticket: 142.50.
    expect(refundWithPlanMinor(15000, { tickets: [ticket(30000, 500)], merchandise: [] })).to.equal(14250);
    // Two items: fees 2.50 + 0.50, refund fees 5.00 + 1.10: 100.10 - 9.10 = 91.00.
    expect(refundWithPlanMinor(10010, { tickets: [ticket(30000, 500)], merchandise: [shirt(2000, 110, 400)] })).to.equal(9100);
  });

  it('counts a missing fee or refund fee as none', () => {
    expect(refundWithPlanMinor(30, { tickets: [ticket(100, 10, { fee: 10 })], merchandise: [] })).to.equal(10);
    expect(refundWithPlanMinor(6070, { tickets: [ticket(100, null, { fee: undefined })], merchandise: [] })).to.equal(6070);
  });

  it('never goes below 0 when fees exceed what was paid', () => {
    expect(refundWithPlanMinor(500, { tickets: [ticket(30000, 500)], merchandise: [] })).to.equal(0);
    expect(refundWithPlanMinor(null, { tickets: [], merchandise: [] })).to.equal(0);
  });

  it('counts every item of the order, whatever its refundable flag, and no shipping refund', () => {
    expect(refundWithPlanMinor(10000, { tickets: [ticket(30000, 500, { isRefundable: false })], merchandise: [] })).to.equal(9250);
  });
});

describe('refund total: which rule applies', () => {
  const choice = { tickets: [ticket(30000, 500)], merchandise: [] };

  it('uses the plan rule only for payment-plan orders', () => {
    expect(refundTotalMinor({ hasPaymentPlan: true, totalPaid: 15000 }, choice)).to.equal(14250);
    expect(refundTotalMinor({ hasPaymentPlan: false, totalPaid: 15000 }, choice)).to.equal(29500);
    expect(refundTotalMinor({ totalPaid: 15000 }, choice)).to.equal(29500);
  });
});
