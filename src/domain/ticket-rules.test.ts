import { expect } from '@open-wc/testing';
import { createTranslator } from '../i18n/texts';
import { ticketEditSchema, travelTimeSchema } from './portal-forms';
import {
  editableFields,
  invoiceDownloadUrl,
  missingTicketFields,
  showsReassign,
  ticketActions,
  ticketChangePayload,
  ticketDownloadUrl,
  travelTimeSoldOut,
  type EditableTicket,
  type TicketEditContext,
  type TicketEditValues,
} from './ticket-rules';
import { firstFailure } from './validation';

const t = createTranslator(undefined);
const ticket: EditableTicket = {
  code: 'T-1',
  type: 'ticket',
  fullName: 'Ann Lee',
  email: 'ann@lee.ie',
  age: '25-34',
  country: 'IE',
  allowNameChanges: true,
  allowEmailChanges: true,
  nameChangesLeft: null,
  pending: false,
};
const ctx: TicketEditContext = { ticket, ageRangeActive: true, customerEmail: 'me@shop.ie' };
const same: TicketEditValues = { fullName: 'Ann Lee', email: 'ann@lee.ie', age: '25-34', country: 'IE', reassign: false, note: '' };
/** The manage-ticket form's first failure, as ShopForm finds it. */
const check = (values: TicketEditValues, c: TicketEditContext = ctx) => firstFailure(ticketEditSchema, values, { context: { ...c, t } });
const say = (values: Partial<TicketEditValues>, c: TicketEditContext = ctx) => {
  const failure = check({ ...same, ...values }, c);
  return failure ? t(failure.message, failure.vars) : null;
};

describe('ticket actions (spec 6)', () => {
  it('shows Manage when name or email changes are allowed and the ticket is not pending', () => {
    expect(ticketActions({ allowNameChanges: true }).manage.shown).to.equal(true);
    expect(ticketActions({ allowEmailChanges: true }).manage.shown).to.equal(true);
    expect(ticketActions({}).manage.shown).to.equal(false);
    expect(ticketActions({ allowNameChanges: true, allowEmailChanges: true, pending: true }).manage.shown).to.equal(false);
  });

  it('shows Manage with no name change left: the name is read-only then, not the whole ticket', () => {
    // docs/spec.md §6 asks nothing more: country and age can still change.
    expect(ticketActions({ allowNameChanges: true, nameChangesLeft: 0 }).manage.shown).to.equal(true);
    expect(ticketActions({ allowNameChanges: true, nameChangesLeft: 2 }).manage.shown).to.equal(true);
    expect(ticketActions({ allowNameChanges: true, allowEmailChanges: true, nameChangesLeft: 0 }).manage.shown).to.equal(true);
  });

  it('shows Choose Time with allowTravelTimeChanges and Download with allowDownload', () => {
    expect(ticketActions({ allowTravelTimeChanges: true }).chooseTime.shown).to.equal(true);
    expect(ticketActions({}).chooseTime.shown).to.equal(false);
    expect(ticketActions({ allowDownload: true }).download).to.deep.equal({ shown: true, disabled: false, hint: null });
    expect(ticketActions({}).download.shown).to.equal(false);
  });

  it('disables Manage and Choose Time, not Download, with the recent-edit hint', () => {
    const actions = ticketActions({
      allowNameChanges: true,
      allowTravelTimeChanges: true,
      allowDownload: true,
      recentlyEdited: true,
    });
    expect(actions.manage).to.deep.equal({ shown: true, disabled: true, hint: 'ticket.recentlyEdited' });
    expect(actions.chooseTime).to.deep.equal({ shown: true, disabled: true, hint: 'ticket.recentlyEdited' });
    expect(actions.download.disabled).to.equal(false);
    expect(t('ticket.recentlyEdited')).to.equal('This ticket has been recently edited. Please wait 15 minutes before editing it again.');
    expect(ticketActions({ allowNameChanges: true }).manage).to.deep.equal({ shown: true, disabled: false, hint: null });
  });
});

describe('manage ticket validation (spec 5)', () => {
  it('asks name, email, age (type ticket with ages active) and country', () => {
    expect(editableFields(ticket, true)).to.deep.equal(['fullName', 'email', 'age', 'country']);
    expect(editableFields(ticket, false)).to.deep.equal(['fullName', 'email', 'country']);
    expect(editableFields({ ...ticket, type: 'transport' }, true)).to.deep.equal(['fullName', 'email', 'country']);
    expect(editableFields({ ...ticket, allowNameChanges: false }, true)).to.deep.equal(['email', 'age', 'country']);
    expect(editableFields({ ...ticket, allowEmailChanges: false, allowNameChanges: false }, false)).to.deep.equal(['country']);
  });

  it('names every missing required field in one message', () => {
    expect(say({ fullName: '', email: ' ', age: '', country: '' })).to.equal(
      'Please fill out the following fields: Full name, Email, Age range, Country',
    );
    expect(say({ country: '' })).to.equal('Please fill out the following fields: Country');
    expect(missingTicketFields({ ...same, email: '', age: '' }, ctx)).to.deep.equal(['email', 'age']);
    expect(check({ ...same, email: '', age: '' })).to.deep.equal({
      field: 'email',
      message: 'ticket.fillFields',
      vars: { fields: 'Email, Age range' },
    });
  });

  it('does not require fields whose change is not allowed', () => {
    const locked = { ...ctx, ticket: { ...ticket, allowNameChanges: false, allowEmailChanges: false } };
    expect(say({ fullName: '', email: '', country: 'NL' }, locked)).to.equal(null);
  });

  it('checks the email pattern after the required fields', () => {
    expect(say({ email: 'ann@lee' })).to.equal('Please enter a valid email address.');
    expect(say({ email: 'mailto:ann@lee.ie' })).to.equal('Please enter a valid email address.');
  });

  it("asks for a change: 'Please change the ticket details.', a note alone is none", () => {
    expect(say({})).to.equal('Please change the ticket details.');
    expect(say({ note: 'please' })).to.equal('Please change the ticket details.');
    expect(say({ email: ' ANN@lee.ie ', fullName: ' Ann Lee ' }), 'email case and spaces are no change').to.equal(
      'Please change the ticket details.',
    );
    expect(say({ fullName: 'Ann Leigh' })).to.equal(null);
    expect(say({ fullName: 'ann lee' }), 'name case is a change').to.equal(null);
    expect(say({ country: 'NL' })).to.equal(null);
    expect(say({ age: '35-44' })).to.equal(null);
    expect(say({ email: 'bo@lee.ie' })).to.equal(null);
  });

  it('accepts no change when the ticket is being reassigned (only when the checkbox shows)', () => {
    expect(say({ reassign: true })).to.equal(null);
    expect(say({ reassign: true, email: 'ME@shop.ie' }, { ...ctx, ticket: { ...ticket, email: 'me@shop.ie' } })).to.equal(
      'Please change the ticket details.',
    );
  });
});

describe('reassign and the /change-ticket payload (spec 4, 5, 7)', () => {
  it("shows reassign only when the email differs from the customer's own, case-insensitively", () => {
    expect(showsReassign('ann@lee.ie', 'me@shop.ie')).to.equal(true);
    expect(showsReassign(' ME@Shop.ie ', 'me@shop.ie')).to.equal(false);
    expect(showsReassign('', 'me@shop.ie')).to.equal(false);
    expect(showsReassign('ann@lee.ie', null)).to.equal(true);
  });

  it('sends only the allowed fields, trimmed, and reassign when its checkbox shows', () => {
    expect(ticketChangePayload(42, { ...same, fullName: ' Ann Leigh ', reassign: true, note: ' hi ' }, ctx)).to.deep.equal({
      orderId: 42,
      code: 'T-1',
      note: 'hi',
      age: '25-34',
      country: 'IE',
      fullName: 'Ann Leigh',
      email: 'ann@lee.ie',
      reassign: true,
    });
  });

  it('leaves out name, email and reassign when not allowed or not shown', () => {
    const locked = { ...ctx, ticket: { ...ticket, allowNameChanges: false, allowEmailChanges: false } };
    const payload = ticketChangePayload('7', { ...same, fullName: 'X', email: 'me@shop.ie', reassign: true }, locked);
    expect(payload).to.deep.equal({ orderId: '7', code: 'T-1', note: '', age: '25-34', country: 'IE' });
    expect('reassign' in ticketChangePayload(1, { ...same, reassign: false }, ctx)).to.equal(true);
  });

  it("keeps the ticket's age when the age is not asked", () => {
    const noAges = { ...ctx, ageRangeActive: false };
    expect(ticketChangePayload(1, { ...same, age: '' }, noAges).age).to.equal('25-34');
    expect(ticketChangePayload(1, { ...same, age: '' }, { ...noAges, ticket: { ...ticket, age: null } }).age).to.equal(null);
  });
});

describe('download links (spec 7, contract 4)', () => {
  it('builds the ticket and invoice URLs with encoded segments', () => {
    expect(ticketDownloadUrl('', 'ann+1@lee.ie', 'T 1/2')).to.equal('/download-ticket/ann%2B1%40lee.ie/T%201%2F2');
    expect(invoiceDownloadUrl('', 'ABC123', '9f2c?x')).to.equal('/download-invoice/ABC123/9f2c%3Fx');
  });

  it("handles siteBase's trailing slash", () => {
    expect(ticketDownloadUrl('https://site.example/shop/', 'a@b.ie', 'T1')).to.equal(
      'https://site.example/shop/download-ticket/a%40b.ie/T1',
    );
    expect(invoiceDownloadUrl('https://site.example', 'O1', 'c')).to.equal('https://site.example/download-invoice/O1/c');
    expect(invoiceDownloadUrl('/', 'O1', 'c')).to.equal('/download-invoice/O1/c');
    expect(invoiceDownloadUrl(null, 'O1', 'c')).to.equal('/download-invoice/O1/c');
  });
});

describe('travel time choice (spec 5)', () => {
  const times = [
    { id: 1, travelTime: '2026-07-10T10:00:00+01:00', remaining: 0 },
    { id: 2, travelTime: '2026-07-10T12:00:00+01:00', remaining: 3 },
    { id: 3, travelTime: '2026-07-10T14:00:00+01:00', remaining: null },
  ];
  const choose = (id: string | number | null) => firstFailure(travelTimeSchema, { transportTimeId: id }, { context: { times } });
  const REQUIRED = { field: 'transportTimeId', message: 'travel.selectRequired' };

  it("asks for a selection: 'Please select the travel time.'", () => {
    expect(choose('')).to.deep.equal(REQUIRED);
    expect(choose(null)).to.deep.equal(REQUIRED);
    expect(t('travel.selectRequired')).to.equal('Please select the travel time.');
  });

  it('disables sold-out times (remaining 0) and treats null as unlimited', () => {
    expect(times.map(travelTimeSoldOut)).to.deep.equal([true, false, false]);
    expect(choose(1)).to.deep.equal(REQUIRED);
    expect(choose('2')).to.equal(null);
    expect(choose(3)).to.equal(null);
    expect(choose(9)).to.deep.equal(REQUIRED);
  });
});
