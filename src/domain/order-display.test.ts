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
    expect(labelText(orderStatusLabel({ payment_status: 'paid' }, paymentStatuses), t)).to.equal('Paid in full');
    expect(labelText(orderStatusLabel({ payment_status: 'partial' }, paymentStatuses), t)).to.equal('partial');
    expect(labelText(orderStatusLabel({ payment_status: 'paid' }), t)).to.equal('paid');
  });

  it("shows 'Refunded' only when has_refunds and fully_refunded", () => {
    expect(labelText(orderStatusLabel({ payment_status: 'paid', has_refunds: true, fully_refunded: true }, paymentStatuses), t)).to.equal(
      'Refunded',
    );
    expect(labelText(orderStatusLabel({ payment_status: 'paid', has_refunds: true, fully_refunded: false }, paymentStatuses), t)).to.equal(
      'Paid in full',
    );
    expect(labelText(orderStatusLabel({ payment_status: 'paid', has_refunds: false, fully_refunded: true }, paymentStatuses), t)).to.equal(
      'Paid in full',
    );
  });
});

describe("'Awaiting Payment' block (spec 4, contract 5)", () => {
  const order: AwaitingPaymentInput = {
    payment_method: 'bank_transfer',
    payment_status: 'pending',
    has_payment_plan: false,
    accepted_ts_and_cs: true,
  };

  it('shows for bank-transfer orders in pending, partial, processing or problem', () => {
    for (const payment_status of ['pending', 'partial', 'processing', 'problem'])
      expect(showsAwaitingPayment({ ...order, payment_status }), payment_status).to.equal(true);
    for (const payment_status of ['paid', 'cancelled', 'abandoned'])
      expect(showsAwaitingPayment({ ...order, payment_status }), payment_status).to.equal(false);
  });

  it('does not show for card orders, payment plans or before the terms are accepted', () => {
    expect(showsAwaitingPayment({ ...order, payment_method: 'credit_card' })).to.equal(false);
    expect(showsAwaitingPayment({ ...order, has_payment_plan: true })).to.equal(false);
    expect(showsAwaitingPayment({ ...order, accepted_ts_and_cs: false })).to.equal(false);
    expect(showsAwaitingPayment({ ...order, accepted_ts_and_cs: null })).to.equal(false);
  });

  it('says the amount still due, exact to the cent and never negative', () => {
    expect(amountDueMinor({ total_price: 100.3, total_paid: 0.1 }, 'EUR')).to.equal(10020);
    expect(amountDueMinor({ total_price: 0.3, total_paid: 0.1 }, 'EUR')).to.equal(20);
    expect(amountDueMinor({ total_price: 50, total_paid: 60 }, 'EUR')).to.equal(0);
    expect(bankTransferVars({ code: 'ABC123', total_price: 120.5, total_paid: 20.2 }, 'EUR', 'en-IE')).to.deep.equal({
      amount: '€100.30',
      code: 'ABC123',
    });
    // The text they go into is HTML: they are escaped to show as written.
    expect(bankTransferVars({ code: `R&D<b>"'`, total_price: 1, total_paid: 0 }, 'EUR', 'en-IE').code).to.equal(
      'R&#38;D&#60;b&#62;&#34;&#39;',
    );
  });
});

describe('order notices and buttons (spec 2, 4, 6)', () => {
  it('shows the cancelled and abandoned notices and hides the items table for them', () => {
    expect(messageText(orderNotice({ payment_status: 'cancelled' })!, t)).to.equal('Payment Cancelled - This order has been cancelled.');
    expect(messageText(orderNotice({ payment_status: 'abandoned' })!, t)).to.equal(
      'Payment Abandoned - This order has been abandoned as payment was not received in a timely manner.',
    );
    expect(orderNotice({ payment_status: 'paid' })).to.equal(null);
    expect(showsItemsTable({ payment_status: 'cancelled' })).to.equal(false);
    expect(showsItemsTable({ payment_status: 'abandoned' })).to.equal(false);
    expect(showsItemsTable({ payment_status: 'pending' })).to.equal(true);
  });

  it('shows the must-accept-terms notice until accepted, then the thank-you', () => {
    expect(messageText(termsNotice({ accepted_ts_and_cs: false }), t)).to.equal(
      'You must accept the terms and conditions at the bottom of this page to proceed with this order.',
    );
    expect(termsNotice({ accepted_ts_and_cs: null })).to.deep.equal({ key: 'portal.mustAcceptTerms' });
    expect(termsNotice({ accepted_ts_and_cs: true })).to.deep.equal({ key: 'portal.termsThanks' });
  });

  it('offers Download Invoice and Refund only with their flag and accepted terms', () => {
    expect(orderActions({ has_invoice: true, can_refund: true, accepted_ts_and_cs: true })).to.deep.equal({
      downloadInvoice: true,
      refund: true,
    });
    expect(orderActions({ has_invoice: true, can_refund: true, accepted_ts_and_cs: false })).to.deep.equal({
      downloadInvoice: false,
      refund: false,
    });
    expect(orderActions({ has_invoice: false, can_refund: true, accepted_ts_and_cs: true })).to.deep.equal({
      downloadInvoice: false,
      refund: true,
    });
    expect(orderActions({ has_invoice: true, can_refund: false, accepted_ts_and_cs: true })).to.deep.equal({
      downloadInvoice: true,
      refund: false,
    });
  });
});

describe('instalment status (spec 4)', () => {
  const say = (payment_status: string, over: { due?: boolean; overdue?: boolean } = {}, refunds = false) =>
    labelText(instalmentStatusLabel({ payment_status, ...over }, refunds, paymentStatuses), t);

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
