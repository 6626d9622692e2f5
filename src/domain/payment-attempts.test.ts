import { expect } from '@open-wc/testing';
import { createTranslator } from '../i18n/texts';
import { messageText } from './messages';
import { attemptNotice, maxAttemptsOf, planPaymentState, validateMakePayment } from './payment-attempts';

const t = createTranslator(undefined);
const pending = (attempt: number | null) => ({ payment_status: 'pending', attempt });
const say = (attempt: number | null, max: unknown = 3) => {
  const notice = attemptNotice(pending(attempt), max);
  return notice ? messageText(notice.message, t) : null;
};

describe('card attempts (spec 8)', () => {
  it('says nothing for up to 2 attempts', () => {
    expect(say(null)).to.equal(null);
    expect(say(0)).to.equal(null);
    expect(say(2)).to.equal(null);
    expect(say(2, 10)).to.equal(null);
  });

  it('warns with the config maximum after more than 2 attempts', () => {
    expect(say(3, 5)).to.equal('You can make a maximum of 5 attempts for each payment. If you are having trouble paying, please contact us.');
    expect(say(4, 5)).to.equal('You can make a maximum of 5 attempts for each payment. If you are having trouble paying, please contact us.');
    expect(attemptNotice(pending(3), 5)?.blocks).to.equal(false);
  });

  it('asks to contact us, and blocks, at exactly the maximum (winning over the warning)', () => {
    expect(say(3, 3)).to.equal('Please contact us immediately before making another payment attempt.');
    expect(say(5, 5)).to.equal('Please contact us immediately before making another payment attempt.');
    expect(attemptNotice(pending(3), 3)?.blocks).to.equal(true);
  });

  it('treats attempts beyond the maximum like the maximum', () => {
    expect(say(7, 5)).to.equal('Please contact us immediately before making another payment attempt.');
    expect(say(2, 2)).to.equal('Please contact us immediately before making another payment attempt.');
    expect(say(1, 1)).to.equal('Please contact us immediately before making another payment attempt.');
  });

  it('warns only while pending; the maximum holds for any unpaid instalment; nothing once paid or void', () => {
    for (const payment_status of ['paid', 'processing', 'cancelled']) {
      expect(attemptNotice({ payment_status, attempt: 9 }, 3), payment_status).to.equal(null);
    }
    for (const payment_status of ['partial', 'problem']) {
      expect(attemptNotice({ payment_status, attempt: 4 }, 5), payment_status).to.equal(null);
      expect(attemptNotice({ payment_status, attempt: 3 }, 3)?.message.key, payment_status).to.equal('plan.contactUs');
    }
  });

  it('reads the config maximum, defaulting to 3 for anything unusable', () => {
    expect(maxAttemptsOf(5)).to.equal(5);
    expect(maxAttemptsOf('4')).to.equal(4);
    for (const bad of [undefined, null, 0, -1, 2.5, 'x', '', Number.NaN]) expect(maxAttemptsOf(bad), String(bad)).to.equal(3);
    expect(say(3, undefined)).to.equal('Please contact us immediately before making another payment attempt.');
  });
});

describe('payment plan page state (spec 5, 8)', () => {
  it('blocks paying while the order has an active refund request', () => {
    const state = planPaymentState({ payment: pending(0), hasActiveRefunds: true, maxAttempts: 3 });
    expect(state.blocked).to.equal(true);
    expect(state.notices.map((m) => messageText(m, t))).to.deep.equal([
      'You have an active refund request on this order. Please cancel the refund request if you wish to continue with the payment plan.',
    ]);
  });

  it('lists the refund block before the attempts notice', () => {
    const state = planPaymentState({ payment: pending(3), hasActiveRefunds: true, maxAttempts: 5 });
    expect(state.notices.map((m) => m.key)).to.deep.equal(['plan.activeRefund', 'plan.maxAttempts']);
    expect(state.blocked).to.equal(true);
  });

  it('lets a warned customer pay, and blocks at the maximum', () => {
    expect(planPaymentState({ payment: pending(3), hasActiveRefunds: false, maxAttempts: 5 }).blocked).to.equal(false);
    expect(planPaymentState({ payment: pending(5), hasActiveRefunds: false, maxAttempts: 5 })).to.deep.equal({
      blocked: true,
      notices: [{ key: 'plan.contactUs' }],
    });
    expect(planPaymentState({ payment: pending(0), hasActiveRefunds: null, maxAttempts: 3 })).to.deep.equal({ blocked: false, notices: [] });
  });

  it('requires the terms checkbox before Make payment', () => {
    const open = planPaymentState({ payment: pending(0), hasActiveRefunds: false, maxAttempts: 3 });
    expect(validateMakePayment(open, false)).to.deep.equal({ key: 'plan.termsRequired' });
    expect(t('plan.termsRequired')).to.equal('Please accept the Terms and Conditions.');
    expect(validateMakePayment(open, true)).to.equal(null);
  });

  it('answers a blocked Make payment with its first notice, terms or not', () => {
    const refund = planPaymentState({ payment: pending(5), hasActiveRefunds: true, maxAttempts: 5 });
    expect(validateMakePayment(refund, true)).to.deep.equal({ key: 'plan.activeRefund' });
    const limit = planPaymentState({ payment: pending(5), hasActiveRefunds: false, maxAttempts: 5 });
    expect(validateMakePayment(limit, false)).to.deep.equal({ key: 'plan.contactUs' });
  });
});
