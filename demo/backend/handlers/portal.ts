import { isValidEmail } from '../../../src/domain/email';
import type { DemoCustomer, DemoDb } from '../db';
import { action, fail, invalid, isReply, ok, str, type ActionContext, type BackendOptions, type Reply } from '../http';
import type { DemoOrder, DemoTicket } from '../model';
import { ownTicket } from '../orders';
import { ageRangeKnown, countryKnown, eventSettings } from '../settings';
import { shopDataFor } from '../shop-data';
import { isLiveItem, recentlyEdited, ticketView } from '../views';
import { holdSeat } from './cart';

/**
 * Ticket calls of docs/spec.md §7: `/change-ticket` and `/set-travel-time`, for the
 * ticket's owner only, with the rules of docs/spec.md §5, §6, §9: no change to a pending
 * or refunded ticket, only the changes its flags allow, the name-change limit,
 * and 15 minutes between edits (the stored edit time on the backend's clock).
 */

export const RECENTLY_EDITED = 'This ticket has been recently edited. Please wait 15 minutes before editing it again.';

const LABELS = { full_name: 'Full name', email: 'Email address', age: 'Age range', country: 'Country' } as const;

/** Why this ticket cannot be edited at all right now, if it cannot. */
function lockedBecause(db: DemoDb, ticket: DemoTicket): Reply | null {
  if (ticket.pending) return fail(422, 'This ticket is pending payment and cannot be changed yet.');
  if (!isLiveItem(ticket.status)) return fail(422, 'This ticket is part of a refund and cannot be changed.');
  if (recentlyEdited(db, ticket)) return fail(422, RECENTLY_EDITED);
  return null;
}

/** A field the call may leave out: null when not sent. */
const given = (body: Record<string, unknown>, key: string): string | null => (body[key] === undefined ? null : str(body[key]));

function changeTicket(db: DemoDb, ctx: ActionContext, customer: DemoCustomer, order: DemoOrder, ticket: DemoTicket): Reply {
  const { body } = ctx;
  const view = ticketView(db, order, ticket);
  if (!view.allow_name_changes && !view.allow_email_changes) return fail(422, 'This ticket cannot be changed.');
  const name = given(body, 'full_name');
  const email = given(body, 'email');
  if (name !== null && name !== (ticket.full_name ?? '') && !view.allow_name_changes)
    return fail(422, 'Name changes are not allowed for this ticket.');
  if (email !== null && email !== (ticket.email ?? '') && !view.allow_email_changes)
    return fail(422, 'Email changes are not allowed for this ticket.');
  const next = {
    full_name: name ?? ticket.full_name ?? '',
    email: email ?? ticket.email ?? '',
    age: str(body.age) || null,
    country: str(body.country) || null,
  };

  const agesOn = ticket.type === 'ticket' && eventSettings(db, ticket.product.event_id).ageRangeActive;
  const missing: string[] = [
    view.allow_name_changes && !next.full_name ? LABELS.full_name : null,
    view.allow_email_changes && !next.email ? LABELS.email : null,
    agesOn && !next.age ? LABELS.age : null,
    !next.country ? LABELS.country : null,
  ].flatMap((label) => (label ? [label] : []));
  if (missing.length) return fail(422, `Please fill out the following fields: ${missing.join(', ')}.`);
  if (!isValidEmail(next.email)) return invalid({ email: ['Please enter a valid email address.'] });
  if (next.age && !ageRangeKnown(db, next.age)) return invalid({ age: ['Please choose a valid age range.'] });
  if (next.country && !countryKnown(db, next.country)) return invalid({ country: ['Please choose a valid country.'] });

  const nameChanged = next.full_name !== (ticket.full_name ?? '');
  if (nameChanged && ticket.name_changes_left === 0) return fail(422, 'There are no name changes left for this ticket.');
  const changed = nameChanged || next.email !== ticket.email || next.age !== ticket.age || next.country !== ticket.country;
  // docs/spec.md §5: reassigning means sending the ticket to a holder other than the customer.
  const reassign = body.reassign === true && next.email.toLowerCase() !== customer.email.toLowerCase();
  if (!changed && !reassign) return fail(422, 'Please change the ticket details.');

  if (nameChanged && typeof ticket.name_changes_left === 'number') ticket.name_changes_left -= 1;
  Object.assign(ticket, next, { edited_at: db.now(), note: str(body.note) || null });
  if (reassign) db.state.emails.push({ to: next.email, kind: 'tickets', about: ticket.code, at: db.now() });
  return ok({ data: shopDataFor(db, customer) });
}

function setTravelTime(db: DemoDb, ctx: ActionContext, customer: DemoCustomer, order: DemoOrder, ticket: DemoTicket): Reply {
  if (!ticketView(db, order, ticket).allow_travel_time_changes) return fail(422, 'The travel time of this ticket cannot be changed.');
  const product = db.itemById(ticket.product.id);
  const time = product?.travel_times?.find((t) => String(t.id) === String(ctx.body.transport_time_id));
  if (!product || !time) return invalid({ transport_time_id: ['Please select the travel time.'] });
  if (String(time.id) === String(ticket.transport_time_id)) return fail(422, 'This ticket already has that travel time.');
  if (time.remaining === 0) return fail(422, 'The chosen travel time is sold out. Please choose another.');
  holdSeat(product, -1, ticket.transport_time_id);
  holdSeat(product, 1, time.id);
  Object.assign(ticket, { transport_time_id: time.id, travel_time: time.travel_time, edited_at: db.now() });
  return ok({ data: shopDataFor(db, customer) });
}

type TicketCall = typeof changeTicket;

/** The owner's ticket, not locked, then the call. */
function onOwnTicket(db: DemoDb, ctx: ActionContext, orderId: unknown, call: TicketCall): Reply {
  const found = ownTicket(db, ctx.customer, str(ctx.body.code), orderId);
  if (isReply(found)) return found;
  return lockedBecause(db, found.ticket) ?? call(db, ctx, found.customer, found.order, found.ticket);
}

export function portalHandlers(db: DemoDb, options: BackendOptions) {
  return [
    action(db, options, 'change-ticket', (ctx) => onOwnTicket(db, ctx, ctx.body.order_id ?? null, changeTicket)),
    action(db, options, 'set-travel-time', (ctx) => onOwnTicket(db, ctx, undefined, setTravelTime)),
  ];
}
