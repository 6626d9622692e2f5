import { expect } from '@open-wc/testing';
import { createTranslator } from '../i18n/texts';
import { messageText } from './messages';
import { attemptNotices, maxAttemptsOf, planPaymentState, type PlanPaymentState } from './payment-attempts';
import { makePaymentSchema } from './portal-forms';
import { firstFailure } from './validation';

const t = createTranslator(undefined);
const pending = (attempt: number | null) => ({ paymentStatus: 'pending', attempt });
const say = (attempt: number | null, max: unknown = 3) => attemptNotices(pending(attempt), max).map((m) => messageText(m, t));
const WARN = (max: number) =>
  `You can make a maximum of ${max} attempts for each payment. If you are having trouble paying, please contact us.`;
const CONTACT = 'Please contact us immediately before making another payment attempt.';
/** Make payment's first failure, as the form finds it. */
const makePayment = (state: PlanPaymentState, accepted: boolean) =>
  firstFailure(makePaymentSchema, { acceptTerms: accepted }, { context: { state } });

describe('card attempts (spec 8)', () => {
  it('says nothing for up to 2 attempts', () => {
    expect(say(null)).to.deep.equal([]);
    expect(say(0)).to.deep.equal([]);
    expect(say(2)).to.deep.equal([]);
    expect(say(2, 10)).to.deep.equal([]);
  });

  it('warns with the config maximum after more than 2 attempts', () => {
    expect(say(3, 5)).to.deep.equal([WARN(5)]);
    expect(say(4, 5)).to.deep.equal([WARN(5)]);
  });

  it('shows both messages at exactly the maximum, the warning first', () => {
    expect(say(3, 3)).to.deep.equal([WARN(3), CONTACT]);
    expect(say(5, 5)).to.deep.equal([WARN(5), CONTACT]);
  });

  it('treats attempts beyond the maximum like the maximum; below 3 attempts only the maximum speaks', () => {
    expect(say(7, 5)).to.deep.equal([WARN(5), CONTACT]);
    expect(say(2, 2)).to.deep.equal([CONTACT]);
    expect(say(1, 1)).to.deep.equal([CONTACT]);
  });

  it('warns only while pending; the maximum holds for any unpaid instalment; nothing once paid or void', () => {
    for (const paymentStatus of ['paid', 'processing', 'cancelled']) {
      expect(attemptNotices({ paymentStatus, attempt: 9 }, 3), paymentStatus).to.deep.equal([]);
    }
    for (const paymentStatus of ['partial', 'problem']) {
      expect(attemptNotices({ paymentStatus, attempt: 4 }, 5), paymentStatus).to.deep.equal([]);
      expect(attemptNotices({ paymentStatus, attempt: 3 }, 3), paymentStatus).to.deep.equal([{ key: 'plan.contactUs' }]);
    }
  });

  it('reads the config maximum, defaulting to 3 for anything unusable', () => {
    expect(maxAttemptsOf(5)).to.equal(5);
    expect(maxAttemptsOf('4')).to.equal(4);
    for (const bad of [undefined, null, 0, -1, 2.5, 'x', '', Number.NaN]) expect(maxAttemptsOf(bad), String(bad)).to.equal(3);
    expect(say(3, undefined)).to.deep.equal([WARN(3), CONTACT]);
  });
});

describe('payment plan page state (spec 5, 8)', () => {
  it('offers no payment while the order has an active refund request', () => {
    const state = planPaymentState({ payment: pending(0), hasActiveRefunds: true, maxAttempts: 3 });
    expect(state.blocked).to.equal(true);
    expect(state.notices.map((m) => messageText(m, t))).to.deep.equal([
      'You have an active refund request on this order. Please cancel the refund request if you wish to continue with the payment plan.',
    ]);
  });

  it('lists the refund block before the attempts notices', () => {
    const state = planPaymentState({ payment: pending(3), hasActiveRefunds: true, maxAttempts: 3 });
    expect(state.notices.map((m) => m.key)).to.deep.equal(['plan.activeRefund', 'plan.maxAttempts', 'plan.contactUs']);
    expect(state.blocked).to.equal(true);
  });

  it('leaves the decision at the maximum to the server: paying stays possible, with both notices', () => {
    expect(planPaymentState({ payment: pending(3), hasActiveRefunds: false, maxAttempts: 5 }).blocked).to.equal(false);
    expect(planPaymentState({ payment: pending(5), hasActiveRefunds: false, maxAttempts: 5 })).to.deep.equal({
      blocked: false,
      notices: [{ key: 'plan.maxAttempts', vars: { max: 5 } }, { key: 'plan.contactUs' }],
    });
    expect(planPaymentState({ payment: pending(0), hasActiveRefunds: null, maxAttempts: 3 })).to.deep.equal({
      blocked: false,
      notices: [],
    });
  });

  it('requires the terms checkbox before Make payment', () => {
    const open = planPaymentState({ payment: pending(0), hasActiveRefunds: false, maxAttempts: 3 });
    expect(makePayment(open, false)).to.deep.equal({ field: 'acceptTerms', message: 'plan.termsRequired' });
    expect(t('plan.termsRequired')).to.equal('Please accept the Terms and Conditions.');
    expect(makePayment(open, true)).to.equal(null);
    const limit = planPaymentState({ payment: pending(5), hasActiveRefunds: false, maxAttempts: 5 });
    expect(makePayment(limit, true)).to.equal(null);
  });

  it('answers a blocked Make payment with the refund notice, terms or not', () => {
    const refund = planPaymentState({ payment: pending(5), hasActiveRefunds: true, maxAttempts: 5 });
    expect(makePayment(refund, true)).to.deep.equal({ field: 'acceptTerms', message: 'plan.activeRefund' });
    expect(makePayment(refund, false)).to.deep.equal({ field: 'acceptTerms', message: 'plan.activeRefund' });
  });
});
