import { expect } from '@open-wc/testing';
import { createTranslator } from '../i18n/texts';
import { planPaymentState } from './payment-attempts';
import { makePaymentSchema, orderTermsSchema, ticketEditSchema, travelTimeSchema } from './portal-forms';
import type { EditableTicket } from './ticket-rules';
import { firstFailure } from './validation';

const t = createTranslator(undefined);

const ticket = (over: Partial<EditableTicket> = {}): EditableTicket => ({
  code: 'TK1',
  type: 'ticket',
  fullName: 'Dana Demo',
  email: 'dana@example.ie',
  age: '25-34',
  country: 'IE',
  allowNameChanges: true,
  allowEmailChanges: true,
  nameChangesLeft: null,
  ...over,
});

const edit = (values: Record<string, unknown>, over: Partial<EditableTicket> = {}, ageRangeActive = true) =>
  firstFailure(
    ticketEditSchema,
    { fullName: 'Dana Demo', email: 'dana@example.ie', age: '25-34', country: 'IE', ...values },
    {
      context: { ticket: ticket(over), ageRangeActive, customerEmail: 'dana@example.ie', t },
    },
  );

describe('portal forms: ticket edit schema (spec 5 Manage ticket)', () => {
  it('names every missing field in one message, on the first missing field', () => {
    const failure = edit({ fullName: ' ', country: '' });
    expect(failure?.field).to.equal('fullName');
    expect(t(failure!.message, failure!.vars)).to.equal('Please fill out the following fields: Full name, Country');
    const later = edit({ age: '' });
    expect(later?.field).to.equal('age');
    expect(t(later!.message, later!.vars)).to.equal('Please fill out the following fields: Age range');
  });

  it('does not ask for fields the ticket may not change', () => {
    const failure = edit({ fullName: '', email: '', country: 'GB' }, { allowNameChanges: false, allowEmailChanges: false });
    expect(failure).to.equal(null);
    expect(edit({ age: '', country: 'GB' }, {}, false)).to.equal(null);
  });

  it('checks the email pattern after the required fields', () => {
    expect(edit({ email: 'mailto:x@y.ie' })?.message).to.equal('validation.email');
    expect(edit({ email: 'nope', country: '' })?.field).to.equal('country');
  });

  it('asks for a change unless the ticket is being reassigned', () => {
    expect(edit({})).to.deep.equal({ field: 'unchanged', message: 'ticket.changeDetails' });
    expect(edit({ note: 'only a note' })?.message).to.equal('ticket.changeDetails');
    expect(edit({ country: 'GB' })).to.equal(null);
  });
});

describe('portal forms: travel time, order terms, make payment', () => {
  const times = [
    { id: 1, travelTime: '2027-07-09T10:00:00+01:00', remaining: 4 },
    { id: 2, travelTime: '2027-07-09T12:00:00+01:00', remaining: 0 },
  ];

  it('travel time: a time from the list that is not sold out', () => {
    const check = (id: unknown) => firstFailure(travelTimeSchema, { transportTimeId: id }, { context: { times } })?.message ?? null;
    expect(check(undefined)).to.equal('travel.selectRequired');
    expect(check('2')).to.equal('travel.selectRequired');
    expect(check('9')).to.equal('travel.selectRequired');
    expect(check('1')).to.equal(null);
  });

  it('order terms: the checkbox must be ticked', () => {
    expect(firstFailure(orderTermsSchema, {})?.message).to.equal('terms.orderRequired');
    expect(firstFailure(orderTermsSchema, { acceptTerms: true })).to.equal(null);
  });

  it("make payment: an instalment blocked by a refund request says why before the terms; the attempt maximum is the server's to enforce", () => {
    const pay = (accepted: boolean, attempt: number, hasActiveRefunds = false) =>
      firstFailure(
        makePaymentSchema,
        { acceptTerms: accepted },
        { context: { state: planPaymentState({ payment: { paymentStatus: 'pending', attempt }, hasActiveRefunds, maxAttempts: 3 }) } },
      );
    expect(pay(false, 0)?.message).to.equal('plan.termsRequired');
    expect(pay(true, 0)).to.equal(null);
    expect(pay(true, 3)).to.equal(null);
    expect(pay(false, 3)?.message).to.equal('plan.termsRequired');
    expect(pay(true, 0, true)?.message).to.equal('plan.activeRefund');
  });
});
