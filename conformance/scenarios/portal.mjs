// Portal: the checksum links first (links.mjs: terms, instalments, where get-data names them),
// then set a travel time, change a ticket, request and cancel a refund (spec §7).
import { links } from './links.mjs';

const BANK = {
  bank_owner_full_name: 'Conformance Kit',
  bank_owner_address: { address_1: '1 Festival Lane', address_2: '', city: 'Dublin', postcode: '' },
  bank_name: 'AIB',
  bank_city: 'Dublin',
  bank_country: 'IE',
  bank_bic: 'AIBKIE2D',
  bank_iban: 'IE29AIBK93115212345678',
  bank_account: '',
  note: 'conformance kit',
};

export async function portal(ctx) {
  ctx.progress('portal');
  const orders = ctx.data?.orders ?? [];
  const tickets = orders.flatMap((order) => (order.tickets ?? []).map((ticket) => ({ order, ticket })));
  await links(ctx, orders);
  const ids = {
    'portal.travel-time': 'set-travel-time',
    'portal.change-ticket': 'change-ticket',
    'portal.refund-request': 'request-refund',
    'portal.refund-cancel': 'cancel-refund',
  };
  const skip = (why) => Object.entries(ids).forEach(([id, call]) => ctx.add(id, 'SKIP', call, why, 'spec §7'));
  if (ctx.options.readOnly) return skip('--read-only: portal calls write');
  if (!ctx.customer) return skip('not logged in (--email/--password)');
  const used = new Set();

  // set a travel time
  const travel = tickets.find(
    ({ ticket: t }) =>
      t.allow_travel_time_changes &&
      !t.recently_edited &&
      (t.travel_times ?? []).some((x) => x.id !== t.transport_time_id && x.remaining !== 0),
  );
  if (!travel)
    ctx.add('portal.travel-time', 'SKIP', 'set-travel-time', "no ticket of this customer's allows another travel time", 'spec §7');
  else {
    const { ticket } = travel;
    used.add(ticket.code);
    const time = (ticket.travel_times ?? []).find((x) => x.id !== ticket.transport_time_id && x.remaining !== 0);
    const got = await ctx.call('set-travel-time', { code: ticket.code, transport_time_id: time.id }, { key: true });
    const now = got.json?.data?.orders?.flatMap((o) => o.tickets ?? []).find((t) => t.code === ticket.code);
    if (got.status === 200 && now?.transport_time_id === time.id)
      ctx.add('portal.travel-time', 'PASS', 'set-travel-time', `${ticket.code} moved to ${time.travel_time}`, 'spec §7');
    else ctx.fail('portal.travel-time', got, `expected 200 with ${ticket.code} on travel time ${time.id}`, 'spec §7');
  }

  // change a ticket's holder
  const change = tickets.find(
    ({ ticket: t }) => t.allow_name_changes && !t.recently_edited && t.name_changes_left !== 0 && !used.has(t.code),
  );
  if (!change) ctx.add('portal.change-ticket', 'SKIP', 'change-ticket', "no ticket of this customer's allows a name change now", 'spec §7');
  else {
    const { order, ticket } = change;
    used.add(ticket.code);
    const full_name = ticket.full_name === 'Conformance Holder' ? 'Conformance Holder Two' : 'Conformance Holder';
    const sent = {
      order_id: order.id,
      code: ticket.code,
      reassign: null,
      note: 'conformance kit',
      full_name,
      email: ticket.email ?? ctx.customer.email,
      age: ticket.age,
      country: ticket.country,
    };
    const got = await ctx.call('change-ticket', sent, { key: true });
    const now = got.json?.data?.orders?.flatMap((o) => o.tickets ?? []).find((t) => t.code === ticket.code);
    if (got.status === 200 && now?.full_name === full_name)
      ctx.add('portal.change-ticket', 'PASS', 'change-ticket', `${ticket.code} now held by ${full_name}`, 'spec §7');
    else ctx.fail('portal.change-ticket', got, `expected 200 with ${ticket.code} held by ${full_name}`, 'spec §7');
  }

  // request a refund, then cancel it
  const refundable = tickets.find(({ order, ticket: t }) => order.can_refund && t.is_refundable && !used.has(t.code));
  if (!refundable) {
    ctx.add('portal.refund-request', 'SKIP', 'request-refund', 'no refundable ticket in an order that can be refunded', 'spec §7');
    ctx.add('portal.refund-cancel', 'SKIP', 'cancel-refund', 'no refund requested', 'spec §7');
    return;
  }
  const { order, ticket } = refundable;
  const asked = await ctx.call('request-refund', { order_id: order.id, tickets: ticket.code, merchandise: '', ...BANK }, { key: true });
  const id = asked.json?.data?.refund_id;
  if (asked.status !== 200 || id === undefined || !asked.json.data.refunds?.some((r) => r.id === id)) {
    ctx.fail(
      'portal.refund-request',
      asked,
      `expected 200 with refund_id listed in refunds (order ${order.code}, ticket ${ticket.code})`,
      'spec §7',
    );
    ctx.add('portal.refund-cancel', 'SKIP', 'cancel-refund', 'no refund requested', 'spec §7');
    return;
  }
  ctx.add('portal.refund-request', 'PASS', 'request-refund', `refund ${id} for ${ticket.code}`, 'spec §7');
  const cancelled = await ctx.call('cancel-refund', { refund_id: id }, { key: true });
  const left = cancelled.json?.data?.refunds?.find((r) => r.id === id);
  if (cancelled.status === 200 && (!left || /cancel/i.test(left.status)))
    ctx.add('portal.refund-cancel', 'PASS', 'cancel-refund', `refund ${id} cancelled`, 'spec §7');
  else ctx.fail('portal.refund-cancel', cancelled, `expected 200 without an active refund ${id}`, 'spec §7');
}
