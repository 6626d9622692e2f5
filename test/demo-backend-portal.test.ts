import { expect } from '@open-wc/testing';
import type { ShopData } from '../src/api/wire';
import { DEMO_EMAIL } from '../demo/backend/seed';
import {
  fakeClock,
  OTHER_TOKEN,
  withOtherCustomer,
  orderIn,
  ORDER_FIELDS,
  post,
  shopData,
  startAsDemo,
  TICKET_FIELDS,
  ticketIn,
  type Answer,
} from './helpers/api';

/** The demo customer's seeded portal, and the ticket calls (docs/spec.md §3, §4, §5, §6, §9). */

const NOW = '2027-01-15T10:00:00Z';

const change = (order: string, code: string, fields: Record<string, unknown>, data: ShopData): Promise<Answer<{ data: ShopData }>> => {
  const ticket = ticketIn(data, code);
  return post<{ data: ShopData }>('change-ticket', {
    order_id: orderIn(data, order).id,
    code,
    reassign: null,
    note: null,
    full_name: ticket.full_name,
    email: ticket.email,
    age: ticket.age,
    country: ticket.country,
    ...fields,
  });
};

const travel = (code: string, transport_time_id: number) => post<{ data: ShopData }>('set-travel-time', { code, transport_time_id });

describe('demo backend: portal seed', () => {
  it('gives the demo customer orders in every payment status, with exactly the spec fields', async () => {
    await startAsDemo({ clock: fakeClock(NOW).clock });
    const data = await shopData();
    const statuses = new Set(data.orders.map((o) => o.payment_status));
    expect([...statuses].sort()).to.deep.equal(['abandoned', 'cancelled', 'paid', 'partial', 'pending', 'problem', 'processing']);
    for (const order of data.orders) expect(Object.keys(order).sort(), order.code).to.deep.equal([...ORDER_FIELDS].sort());
    for (const ticket of data.orders.flatMap((o) => o.tickets))
      expect(Object.keys(ticket).sort(), ticket.code).to.deep.equal([...TICKET_FIELDS].sort());
    expect(orderIn(data, 'REFUNDED')).to.include({ has_refunds: true, fully_refunded: true, total_refunded: 83 });
    expect(orderIn(data, 'STAFFTCS')).to.include({ staff: 'Box office', accepted_ts_and_cs: false });
    expect(orderIn(data, 'BANKWAIT')).to.include({ payment_method: 'bank_transfer', payment_status: 'pending', accepted_ts_and_cs: true });
    expect(orderIn(data, 'PENDCARD').cartProducts.map((l) => l.pending)).to.deep.equal([true]);
    expect(data.orders.map((o) => o.created_at)).to.deep.equal(
      data.orders
        .map((o) => o.created_at)
        .sort()
        .reverse(),
    );
    // existing_tickets derive from the orders' tickets.
    expect(data.existing_tickets.map((h) => h.full_name)).to.include.members(['Alex Rivera', 'Noor Haddad']);
    expect(JSON.stringify(data)).not.to.contain('edited_at').and.not.to.contain('customer_id').and.not.to.contain('shipping_address');
    expect((await shopData(null)).orders).to.deep.equal([]);
  });

  it('derives ticket flags, instalment due/overdue and can_refund from the clock and the order', async () => {
    await startAsDemo({ clock: fakeClock(NOW).clock });
    const data = await shopData();
    const flags = (code: string) => {
      const t = ticketIn(data, code);
      return [
        t.allow_name_changes,
        t.allow_email_changes,
        t.allow_travel_time_changes,
        t.allow_download,
        t.pending,
        t.recently_edited,
        t.is_refundable,
      ];
    };
    expect(flags('TKFULL01')).to.deep.equal([true, true, false, true, false, false, true]);
    expect(flags('TKSHUTL1')).to.deep.equal([true, true, true, true, false, false, true]);
    expect(flags('TKRECENT')).to.deep.equal([true, true, false, true, false, true, true]);
    expect(flags('TKWINTER')).to.deep.equal([false, false, false, true, false, false, false]);
    expect(flags('TKNODOWN')).to.deep.equal([true, false, false, false, false, false, false]);
    expect(flags('TKAIRFIX').slice(-1)).to.deep.equal([false]); // refund window closed
    expect(flags('TKCAMP01').slice(-1)).to.deep.equal([false]); // window not open yet
    expect(flags('TKPLAN02')).to.deep.equal([false, false, false, false, true, false, true]);
    expect(flags('TKVOUCH1').slice(-1)).to.deep.equal([false]); // nothing paid in money
    expect(['TKFULL01', 'TKLIMIT2', 'TKLIMIT0'].map((c) => ticketIn(data, c).name_changes_left)).to.deep.equal([null, 2, 0]);
    expect(ticketIn(data, 'TKLIMIT2').refund_total).to.equal(184.5);
    expect(['PAIDCARD', 'LOCKED01', 'PLANDUE1', 'VOUCHER1', 'PENDCARD'].map((c) => orderIn(data, c).can_refund)).to.deep.equal([
      true,
      false,
      true,
      false,
      false,
    ]);
    const plan = (code: string) => orderIn(data, code).payments.map((p) => [p.payment_status, p.due, p.overdue]);
    expect(plan('PLANDUE1')).to.deep.equal([
      ['paid', false, false],
      ['pending', true, false],
      ['pending', false, false],
    ]);
    expect(plan('PLANOVER')).to.deep.equal([
      ['paid', false, false],
      ['partial', true, true],
      ['pending', false, false],
    ]);
    expect(orderIn(data, 'PLANOVER')).to.include({ total_paid: 101, payment_status: 'partial' });
    expect(orderIn(data, 'PLANREFD').has_active_refunds).to.equal(true);
  });
});

describe('demo backend: change-ticket', () => {
  it("is for the owner's non-pending tickets only", async () => {
    await startAsDemo({ clock: fakeClock(NOW).clock, seed: withOtherCustomer });
    const data = await shopData();
    const body = {
      order_id: orderIn(data, 'PAIDCARD').id,
      code: 'TKFULL01',
      full_name: 'New Name',
      email: DEMO_EMAIL,
      age: '25-34',
      country: 'IE',
      reassign: null,
      note: null,
    };
    expect((await post('change-ticket', body, null)).status).to.equal(401);
    expect((await post('change-ticket', body, OTHER_TOKEN)).status).to.equal(404);
    expect((await post('change-ticket', { ...body, order_id: orderIn(data, 'LOCKED01').id })).status).to.equal(404);
    const pending = await change('PLANDUE1', 'TKPLAN02', { full_name: 'Someone Else' }, data);
    expect([pending.status, pending.body.message]).to.deep.equal([422, 'This ticket is pending payment and cannot be changed yet.']);
    expect((await change('PLANREFD', 'TKPLAN05', { full_name: 'X' }, data)).status).to.equal(422);
  });

  it('applies the name-change limit and the 15-minute lock after each edit', async () => {
    const time = fakeClock(NOW);
    const backend = await startAsDemo({ clock: time.clock });
    let data = await shopData();
    const recent = await change('PAIDCARD', 'TKRECENT', { full_name: 'Jo Byrne-Walsh' }, data);
    expect(recent.body.message).to.equal('This ticket has been recently edited. Please wait 15 minutes before editing it again.');
    const none = await change('PAIDCARD', 'TKLIMIT0', { full_name: 'Samantha Kelly' }, data);
    expect(none.body.message).to.equal('There are no name changes left for this ticket.');

    const first = await change('PAIDCARD', 'TKLIMIT2', { full_name: 'Alexandra Rivera', note: 'Full name as on passport' }, data);
    expect(first.status).to.equal(200);
    expect(ticketIn(first.body.data, 'TKLIMIT2')).to.include({
      full_name: 'Alexandra Rivera',
      name_changes_left: 1,
      recently_edited: true,
    });
    expect(backend.db.state.orders.find((o) => o.code === 'PAIDCARD')!.tickets.find((t) => t.code === 'TKLIMIT2')!.note).to.equal(
      'Full name as on passport',
    );
    data = first.body.data;
    time.advance(14 * 60_000);
    expect((await change('PAIDCARD', 'TKLIMIT2', { full_name: 'Alex R' }, data)).body.message).to.contain('recently edited');
    time.advance(60_000);
    const second = await change('PAIDCARD', 'TKLIMIT2', { full_name: 'Alex R' }, data);
    expect(ticketIn(second.body.data, 'TKLIMIT2').name_changes_left).to.equal(0);
    time.advance(15 * 60_000);
    expect((await change('PAIDCARD', 'TKLIMIT2', { full_name: 'Alex Rivera' }, second.body.data)).body.message).to.equal(
      'There are no name changes left for this ticket.',
    );
    // An email change needs no name change left; an unlimited ticket stays unlimited.
    expect((await change('PAIDCARD', 'TKLIMIT2', { email: 'alex@example.nl' }, second.body.data)).status).to.equal(200);
    const free = await change('PAIDCARD', 'TKFULL01', { full_name: 'Dana D. Demo' }, data);
    expect(ticketIn(free.body.data, 'TKFULL01').name_changes_left).to.equal(null);
  });

  it("refuses changes the ticket's flags do not allow, missing fields and no change", async () => {
    await startAsDemo({ clock: fakeClock(NOW).clock });
    const data = await shopData();
    expect((await change('LOCKED01', 'TKWINTER', { full_name: 'N. Haddad' }, data)).body.message).to.equal(
      'This ticket cannot be changed.',
    );
    expect((await change('LOCKED01', 'TKNODOWN', { email: 'a@example.ie' }, data)).body.message).to.equal(
      'Email changes are not allowed for this ticket.',
    );
    expect((await change('PAIDCARD', 'TKFULL01', { country: '', age: null }, data)).body.message).to.equal(
      'Please fill out the following fields: Age range, Country.',
    );
    expect((await change('PAIDCARD', 'TKFULL01', { email: 'not-an-email' }, data)).body.errors).to.deep.equal({
      email: ['Please enter a valid email address.'],
    });
    expect((await change('PAIDCARD', 'TKFULL01', {}, data)).body.message).to.equal('Please change the ticket details.');
    // Reassigning to the customer's own address is no reassignment.
    expect((await change('PAIDCARD', 'TKFULL01', { reassign: true }, data)).body.message).to.equal('Please change the ticket details.');
  });

  it('reassigns only to another address, emailing the new holder', async () => {
    const backend = await startAsDemo({ clock: fakeClock(NOW).clock });
    const data = await shopData();
    const res = await change('PAIDCARD', 'TKLIMIT2', { reassign: true }, data);
    expect(res.status).to.equal(200);
    expect(backend.db.state.emails.map((e) => [e.kind, e.to, e.about])).to.deep.equal([['tickets', 'alex.rivera@example.ie', 'TKLIMIT2']]);
    const moved = await change('PAIDCARD', 'TKFULL01', { email: 'friend@example.ie', reassign: false }, data);
    expect(ticketIn(moved.body.data, 'TKFULL01').email).to.equal('friend@example.ie');
    expect(backend.db.state.emails).to.have.length(1);
  });
});

describe('demo backend: set-travel-time', () => {
  it('moves the seat to a time with room, refusing sold-out times, then locks the ticket for 15 minutes', async () => {
    const time = fakeClock(NOW);
    const backend = await startAsDemo({ clock: time.clock });
    const seats = () => backend.db.findItem('SHUTTLE-DUB')!.travel_times!.map((t) => t.remaining);
    expect(seats()).to.deep.equal([40, 0, 3]);
    const soldOut = await travel('TKSHUTL1', 2);
    expect([soldOut.status, soldOut.body.message]).to.deep.equal([422, 'The chosen travel time is sold out. Please choose another.']);
    expect((await travel('TKSHUTL1', 99)).body.errors).to.deep.equal({ transport_time_id: ['Please select the travel time.'] });
    const moved = await travel('TKSHUTL1', 3);
    expect(moved.status).to.equal(200);
    expect(seats()).to.deep.equal([41, 0, 2]);
    expect(ticketIn(moved.body.data, 'TKSHUTL1')).to.include({
      transport_time_id: 3,
      travel_time: '2027-07-09T16:00:00+01:00',
      recently_edited: true,
    });
    expect(ticketIn(moved.body.data, 'TKSHUTL1').travel_times!.map((t) => t.remaining)).to.deep.equal([41, 0, 2]);
    expect((await travel('TKSHUTL1', 1)).body.message).to.contain('recently edited');
    time.advance(15 * 60_000);
    expect((await travel('TKSHUTL1', 1)).status).to.equal(200);
    expect(seats()).to.deep.equal([40, 0, 3]);
  });

  it('needs allow_travel_time_changes: not a fixed time, not after the deadline, not without login', async () => {
    const time = fakeClock(NOW);
    await startAsDemo({ clock: time.clock });
    expect((await travel('TKAIRFIX', 1)).body.message).to.equal('The travel time of this ticket cannot be changed.');
    expect((await post('set-travel-time', { code: 'TKSHUTL1', transport_time_id: 3 }, null)).status).to.equal(401);
    expect((await travel('NOSUCHTK', 3)).status).to.equal(404);
    // SHUTTLE-DUB's changes close 2027-07-01 23:59 (Dublin).
    time.advance(Date.parse('2027-07-02T00:00:00Z') - Date.parse(NOW));
    expect(ticketIn(await shopData(), 'TKSHUTL1').allow_travel_time_changes).to.equal(false);
    expect((await travel('TKSHUTL1', 3)).status).to.equal(422);
  });
});
