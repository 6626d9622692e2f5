import { expect } from '@open-wc/testing';
import { createTranslator } from '../i18n/texts';
import { labelText, messageText } from './messages';
import {
  amountDueMinor,
  bankTransferVars,
  canCancelRefund,
  instalmentStatusLabel,
  itemStatusLabel,
  orderActions,
  orderNotice,
  orderStatusLabel,
  refundStatusLabel,
  showsAwaitingPayment,
  showsItemsTable,
  termsNotice,
  type AwaitingPaymentInput,
} from './order-display';

const t = createTranslator(undefined);
const paymentStatuses = { pending: 'Awaiting', paid: 'Paid in full', problem: 'Payment problem', cancelled: 'Cancelled', active: 'Valid' };
const refundStatuses = { active: 'Open request', processed: 'Done' };

describe('order status label (spec 4)', () => {
  it('takes the config label, else the status itself', () => {
    expect(labelText(orderStatusLabel({ paymentStatus: 'paid' }, paymentStatuses), t)).to.equal('Paid in full');
    expect(labelText(orderStatusLabel({ paymentStatus: 'partial' }, paymentStatuses), t)).to.equal('partial');
    expect(labelText(orderStatusLabel({ paymentStatus: 'paid' }), t)).to.equal('paid');
  });

  it("shows 'Refunded' only when hasRefunds and fullyRefunded", () => {
    expect(labelText(orderStatusLabel({ paymentStatus: 'paid', hasRefunds: true, fullyRefunded: true }, paymentStatuses), t)).to.equal(
      'Refunded',
    );
    expect(labelText(orderStatusLabel({ paymentStatus: 'paid', hasRefunds: true, fullyRefunded: false }, paymentStatuses), t)).to.equal(
      'Paid in full',
    );
    expect(labelText(orderStatusLabel({ paymentStatus: 'paid', hasRefunds: false, fullyRefunded: true }, paymentStatuses), t)).to.equal(
      'Paid in full',
    );
  });
});

describe("'Awaiting Payment' block (spec 4, contract 5)", () => {
  const order: AwaitingPaymentInput = {
    paymentMethod: 'bank_transfer',
    paymentStatus: 'pending',
    hasPaymentPlan: false,
    acceptedTsAndCs: true,
  };

  it('shows for bank-transfer orders in pending, partial, processing or problem', () => {
    for (const paymentStatus of ['pending', 'partial', 'processing', 'problem'])
      expect(showsAwaitingPayment({ ...order, paymentStatus }), paymentStatus).to.equal(true);
    for (const paymentStatus of ['paid', 'cancelled', 'abandoned'])
      expect(showsAwaitingPayment({ ...order, paymentStatus }), paymentStatus).to.equal(false);
  });

  it('does not show for card orders, payment plans or before the terms are accepted', () => {
    expect(showsAwaitingPayment({ ...order, paymentMethod: 'credit_card' })).to.equal(false);
    expect(showsAwaitingPayment({ ...order, hasPaymentPlan: true })).to.equal(false);
    expect(showsAwaitingPayment({ ...order, acceptedTsAndCs: false })).to.equal(false);
    expect(showsAwaitingPayment({ ...order, acceptedTsAndCs: null })).to.equal(false);
  });

  it('says the amount still due in minor units, never negative', () => {
    expect(amountDueMinor({ totalPrice: 10030, totalPaid: 10 })).to.equal(10020);
    expect(amountDueMinor({ totalPrice: 30, totalPaid: 10 })).to.equal(20);
    expect(amountDueMinor({ totalPrice: 5000, totalPaid: 6000 })).to.equal(0);
    expect(bankTransferVars({ code: 'ABC123', totalPrice: 12050, totalPaid: 2020 }, 'EUR', 'en-IE')).to.deep.equal({
      amount: '€100.30',
      code: 'ABC123',
    });
    // The text they go into is HTML: they are escaped to show as written.
    expect(bankTransferVars({ code: `R&D<b>"'`, totalPrice: 100, totalPaid: 0 }, 'EUR', 'en-IE').code).to.equal(
      'R&#38;D&#60;b&#62;&#34;&#39;',
    );
  });
});

describe('order notices and buttons (spec 2, 4, 6)', () => {
  it('shows the cancelled and abandoned notices and hides the items table for them', () => {
    expect(messageText(orderNotice({ paymentStatus: 'cancelled' })!, t)).to.equal('Payment Cancelled - This order has been cancelled.');
    expect(messageText(orderNotice({ paymentStatus: 'abandoned' })!, t)).to.equal(
      'Payment Abandoned - This order has been abandoned as payment was not received in a timely manner.',
    );
    expect(orderNotice({ paymentStatus: 'paid' })).to.equal(null);
    expect(showsItemsTable({ paymentStatus: 'cancelled' })).to.equal(false);
    expect(showsItemsTable({ paymentStatus: 'abandoned' })).to.equal(false);
    expect(showsItemsTable({ paymentStatus: 'pending' })).to.equal(true);
  });

  it('shows the must-accept-terms notice until accepted, then the thank-you', () => {
    expect(messageText(termsNotice({ acceptedTsAndCs: false }), t)).to.equal(
      'You must accept the terms and conditions at the bottom of this page to proceed with this order.',
    );
    expect(termsNotice({ acceptedTsAndCs: null })).to.deep.equal({ key: 'portal.mustAcceptTerms' });
    expect(termsNotice({ acceptedTsAndCs: true })).to.deep.equal({ key: 'portal.termsThanks' });
  });

  it('offers Download Invoice and Refund only with their flag and accepted terms', () => {
    expect(orderActions({ hasInvoice: true, canRefund: true, acceptedTsAndCs: true })).to.deep.equal({
      downloadInvoice: true,
      refund: true,
    });
    expect(orderActions({ hasInvoice: true, canRefund: true, acceptedTsAndCs: false })).to.deep.equal({
      downloadInvoice: false,
      refund: false,
    });
    expect(orderActions({ hasInvoice: false, canRefund: true, acceptedTsAndCs: true })).to.deep.equal({
      downloadInvoice: false,
      refund: true,
    });
    expect(orderActions({ hasInvoice: true, canRefund: false, acceptedTsAndCs: true })).to.deep.equal({
      downloadInvoice: true,
      refund: false,
    });
  });
});

describe('instalment status (spec 4)', () => {
  const say = (paymentStatus: string, over: { due?: boolean; overdue?: boolean } = {}, refunds = false) =>
    labelText(instalmentStatusLabel({ paymentStatus, ...over }, refunds, paymentStatuses), t);

  it('shows a pending instalment as Pending, Due or Overdue, overdue winning', () => {
    expect(say('pending')).to.equal('Pending');
    expect(say('pending', { due: true })).to.equal('Due');
    expect(say('pending', { overdue: true })).to.equal('Overdue');
    expect(say('pending', { due: true, overdue: true })).to.equal('Overdue');
  });

  it("shows partial as 'Partially paid' and the others from config", () => {
    expect(say('partial')).to.equal('Partially paid');
    expect(say('paid')).to.equal('Paid in full');
    expect(say('cancelled')).to.equal('Cancelled');
    expect(say('problem')).to.equal('Payment problem');
    expect(say('processing')).to.equal('processing');
  });

  it("shows 'Refund' for any instalment once the order has refunds", () => {
    for (const status of ['paid', 'pending', 'partial', 'problem']) expect(say(status, { overdue: true }, true), status).to.equal('Refund');
  });
});

describe('ticket and merchandise status (spec 4)', () => {
  const say = (status: string, pending = false) => labelText(itemStatusLabel({ status, pending }, paymentStatuses), t);

  it('maps the refund statuses to the spec display texts', () => {
    expect(say('refund')).to.equal('Requested');
    expect(say('refunding')).to.equal('Processing');
    expect(say('refund-problem')).to.equal('Processing');
    expect(say('refunded')).to.equal('Refunded');
  });

  it("shows pending items as 'Pending payment', whatever their status", () => {
    expect(say('active', true)).to.equal('Pending payment');
    expect(say('refunded', true)).to.equal('Pending payment');
  });

  it('labels other statuses from config, else the status itself', () => {
    expect(say('active')).to.equal('Valid');
    expect(say('transferred')).to.equal('transferred');
    expect(labelText(itemStatusLabel({ status: 'active' }), t)).to.equal('active');
  });
});

describe('refund status (spec 4)', () => {
  const say = (status: string, labels?: Record<string, string>) => labelText(refundStatusLabel({ status }, labels), t);

  it('shows active as Requested, processed as Completed, others as Processing', () => {
    const shown = ['active', 'processed', 'processing', 'bank-error'].map((status) => say(status));
    expect(shown).to.deep.equal(['Requested', 'Completed', 'Processing', 'Processing']);
  });

  it('takes the config refundStatuses label when it is set', () => {
    expect(say('active', refundStatuses)).to.equal('Open request');
    expect(say('processed', refundStatuses)).to.equal('Done');
    expect(say('processing', refundStatuses)).to.equal('Processing');
    expect(say('active', { active: '' })).to.equal('Requested');
  });

  it('can cancel only an active refund', () => {
    expect(canCancelRefund({ status: 'active' })).to.equal(true);
    expect(canCancelRefund({ status: 'processing' })).to.equal(false);
    expect(canCancelRefund({ status: 'processed' })).to.equal(false);
  });
});
