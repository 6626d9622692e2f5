import type { TextKey } from '../i18n/texts';
import type { Instant } from './dates';
import { isBlank, sameText, trimmed } from './messages';

/**
 * A ticket in the portal (docs/spec.md §5 Manage ticket, docs/spec.md §6 Ticket actions, docs/spec.md §4
 * Ticket edit, docs/spec.md §7 /change-ticket and downloads, docs/embed-contract.md §4).
 */

export interface TicketFlags {
  allowNameChanges?: boolean | null;
  allowEmailChanges?: boolean | null;
  /** Null means unlimited (docs/spec.md §9); 0 means no name change is left. */
  nameChangesLeft?: number | null;
  pending?: boolean | null;
  allowTravelTimeChanges?: boolean | null;
  allowDownload?: boolean | null;
  recentlyEdited?: boolean | null;
}

export interface ActionState {
  shown: boolean;
  disabled: boolean;
  /** Why it is disabled, for the tooltip / description. */
  hint: TextKey | null;
}

export const nameChangeAllowed = (t: TicketFlags): boolean =>
  t.allowNameChanges === true && (t.nameChangesLeft === null || t.nameChangesLeft === undefined || t.nameChangesLeft > 0);
export const emailChangeAllowed = (t: TicketFlags): boolean => t.allowEmailChanges === true;

/**
 * Manage: allowNameChanges or allowEmailChanges, and not pending (docs/spec.md §6,
 * nothing more: with no name change left the country and age can still change).
 * Choose Time: allowTravelTimeChanges. Download: allowDownload. Manage and
 * Choose Time stay visible but disabled for 15 minutes after an edit (recentlyEdited).
 */
export function ticketActions(t: TicketFlags): { manage: ActionState; chooseTime: ActionState; download: ActionState } {
  const recent = t.recentlyEdited === true;
  const editable = (shown: boolean): ActionState => ({
    shown,
    disabled: shown && recent,
    hint: shown && recent ? 'ticket.recentlyEdited' : null,
  });
  return {
    manage: editable((t.allowNameChanges === true || emailChangeAllowed(t)) && !t.pending),
    chooseTime: editable(t.allowTravelTimeChanges === true),
    download: { shown: t.allowDownload === true, disabled: false, hint: null },
  };
}

export type TicketEditField = 'fullName' | 'email' | 'age' | 'country';

export interface EditableTicket extends TicketFlags {
  code: string;
  type: string;
  fullName?: string | null;
  email?: string | null;
  age?: string | null;
  country?: string | null;
}

export interface TicketEditValues {
  fullName: string;
  email: string;
  age: string;
  country: string;
  reassign?: boolean;
  note?: string;
}

export interface TicketEditContext {
  ticket: EditableTicket;
  /** The ticket's event has age ranges active (config eventSettings). */
  ageRangeActive: boolean;
  /** The logged-in customer's own email. */
  customerEmail: string | null | undefined;
}

/** Each field's label (the form's, the confirm step's and the fill-fields message's). */
export const FIELD_LABELS: Record<TicketEditField, TextKey> = {
  fullName: 'ticket.fullName',
  email: 'ticket.email',
  age: 'ticket.age',
  country: 'ticket.country',
};

/** The fields the form asks, in order: name and email when their change is allowed, age for type ticket with ages active, country always. */
export function editableFields(ticket: EditableTicket, ageRangeActive: boolean): TicketEditField[] {
  const fields: TicketEditField[] = [];
  if (nameChangeAllowed(ticket)) fields.push('fullName');
  if (emailChangeAllowed(ticket)) fields.push('email');
  if (ticket.type === 'ticket' && ageRangeActive) fields.push('age');
  fields.push('country');
  return fields;
}

/** The reassign checkbox shows only when the email differs (case-insensitively) from the customer's own. */
export const showsReassign = (email: string | null | undefined, customerEmail: string | null | undefined): boolean =>
  trimmed(email) !== '' && !sameText(email, customerEmail);

const reassigning = (values: TicketEditValues, ctx: TicketEditContext) =>
  values.reassign === true && showsReassign(values.email, ctx.customerEmail);

function changed(field: TicketEditField, values: TicketEditValues, ticket: EditableTicket): boolean {
  if (field === 'email') return !sameText(values.email, ticket.email);
  return trimmed(values[field]) !== trimmed(ticket[field]);
}

/** The fields the form asks that are left blank, in the form's order. */
export const missingTicketFields = (values: TicketEditValues, ctx: TicketEditContext): TicketEditField[] =>
  editableFields(ctx.ticket, ctx.ageRangeActive).filter((f) => isBlank(values[f]));

/** Something the form asks changed (a note alone is no change), or the ticket is being reassigned. */
export const ticketEdited = (values: TicketEditValues, ctx: TicketEditContext): boolean =>
  editableFields(ctx.ticket, ctx.ageRangeActive).some((f) => changed(f, values, ctx.ticket)) || reassigning(values, ctx);

export interface ChangeTicketPayload {
  orderId: string | number;
  code: string;
  note: string;
  age: string | null;
  country: string;
  fullName?: string;
  email?: string;
  reassign?: boolean;
}

/** The /change-ticket body: name and email only when their change is allowed, `reassign` only when its checkbox shows. */
export function ticketChangePayload(orderId: string | number, values: TicketEditValues, ctx: TicketEditContext): ChangeTicketPayload {
  const fields = editableFields(ctx.ticket, ctx.ageRangeActive);
  const payload: ChangeTicketPayload = {
    orderId: orderId,
    code: ctx.ticket.code,
    note: trimmed(values.note),
    age: fields.includes('age') ? trimmed(values.age) || null : (ctx.ticket.age ?? null),
    country: trimmed(values.country),
  };
  if (fields.includes('fullName')) payload.fullName = trimmed(values.fullName);
  if (fields.includes('email')) payload.email = trimmed(values.email);
  if (showsReassign(values.email, ctx.customerEmail)) payload.reassign = values.reassign === true;
  return payload;
}

/** `{siteBase}/a/b`: siteBase's trailing slashes dropped ('' is the site root), each segment URI-encoded. */
const siteUrl = (siteBase: string | null | undefined, ...segments: string[]): string =>
  `${(siteBase ?? '').replace(/\/+$/, '')}/${segments.map(encodeURIComponent).join('/')}`;

export const ticketDownloadUrl = (siteBase: string | null | undefined, email: string, code: string): string =>
  siteUrl(siteBase, 'download-ticket', email, code);

export const invoiceDownloadUrl = (siteBase: string | null | undefined, orderCode: string, checksum: string): string =>
  siteUrl(siteBase, 'download-invoice', orderCode, checksum);

export interface TravelTimeOption {
  id: string | number;
  travelTime: Instant;
  /** Null is unlimited. */
  remaining?: number | null;
}

/** Sold out: remaining 0 (or less); null is unlimited. */
export const travelTimeSoldOut = (time: Pick<TravelTimeOption, 'remaining'>): boolean =>
  typeof time.remaining === 'number' && time.remaining <= 0;
