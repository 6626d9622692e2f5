/**
 * The refund wizard's select step (docs/spec.md §5 Refund request select step, docs/spec.md §2
 * Refund wizard). The server decides in the end; these rules keep the
 * checkboxes honest. `now` is passed in (never read from the clock here).
 */

import type { Instant } from './dates';

export type ItemKind = 'tickets' | 'merchandise';
/** The time the rules are asked at, in ms since the epoch (`Date.now()`). */
export type Now = number;

/** A shop item's refund settings (docs/spec.md §3 Shop item): a bound that is null is none. */
export interface RefundWindow {
  isRefundable?: boolean | null;
  allowRefundRequestsFrom?: Instant | null;
  allowRefundRequestsUntil?: Instant | null;
}

/** A ticket or merchandise purchase as these rules read it. */
export interface RefundCandidate {
  code: string;
  pending?: boolean | null;
  status?: string | null;
  /** A ticket's own flag, computed by the server for this ticket; it wins over its product's. */
  isRefundable?: boolean | null;
  product?: RefundWindow | null;
  merchandise?: RefundWindow | null;
}

/** Item statuses already on their way to a refund (docs/spec.md §4 Ticket and merchandise status). */
export const IN_REFUND_STATUSES: readonly string[] = ['refund', 'refunding', 'refund-problem', 'refunded'];

/**
 * The request window is open at `now`: `from <= now <= until`, a missing (or
 * empty: api/reader.ts reads it as null) bound is no bound. An unreadable bound or `now` counts as closed.
 */
export function refundWindowOpen(window: RefundWindow | null | undefined, now: Now): boolean {
  const from = window?.allowRefundRequestsFrom;
  const until = window?.allowRefundRequestsUntil;
  // An unreadable bound's `ms` is NaN, which fails its comparison.
  return Number.isFinite(now) && (!from || from.ms <= now) && (!until || now <= until.ms);
}

/** Refundable only when said so: the item's own flag, else its shop item's. Unknown is not refundable. */
export function isRefundable(item: Pick<RefundCandidate, 'isRefundable' | 'product' | 'merchandise'>): boolean {
  const flag = item.isRefundable ?? (item.product ?? item.merchandise)?.isRefundable;
  return flag === true;
}

/** Selectable: refundable, not pending, not already in a refund, and its shop item's window open at `now`. */
export function isSelectable(item: RefundCandidate, now: Now): boolean {
  return (
    !item.pending &&
    !IN_REFUND_STATUSES.includes(item.status ?? '') &&
    isRefundable(item) &&
    refundWindowOpen(item.product ?? item.merchandise, now)
  );
}

export interface Selection {
  tickets: readonly string[];
  merchandise: readonly string[];
}

export const emptySelection: Selection = { tickets: [], merchandise: [] };

/** The kind already chosen, which locks the other kind out (no mixing). */
export function selectedKind(selection: Selection): ItemKind | null {
  if (selection.tickets.length) return 'tickets';
  if (selection.merchandise.length) return 'merchandise';
  return null;
}

/** A checkbox is disabled when its item is not selectable, or the other kind is chosen. */
export function itemDisabled(item: RefundCandidate, kind: ItemKind, selection: Selection, now: Now): boolean {
  const chosen = selectedKind(selection);
  return !isSelectable(item, now) || (chosen !== null && chosen !== kind);
}

/** Tick or untick an item. Unticking always works; ticking a disabled item changes nothing. */
export function toggleItem(selection: Selection, kind: ItemKind, item: RefundCandidate, now: Now): Selection {
  const codes = selection[kind];
  if (codes.includes(item.code)) return { ...selection, [kind]: codes.filter((c) => c !== item.code) };
  if (itemDisabled(item, kind, selection, now)) return selection;
  return { ...selection, [kind]: [...codes, item.code] };
}

export type RefundStep = 'select-products' | 'enter-details' | 'confirm';

export interface RefundOrderInput {
  hasPaymentPlan?: boolean | null;
  tickets?: readonly { code: string }[] | null;
  merchandisePurchases?: readonly { code: string }[] | null;
}

/**
 * Where the wizard starts (docs/spec.md §2): a payment-plan order is refunded whole, so
 * selection is skipped with every ticket and merchandise purchase chosen;
 * any other order starts at select-products with nothing chosen.
 */
export function refundStart(order: RefundOrderInput): { step: RefundStep; selection: Selection } {
  if (!order.hasPaymentPlan) return { step: 'select-products', selection: emptySelection };
  return {
    step: 'enter-details',
    selection: { tickets: (order.tickets ?? []).map((t) => t.code), merchandise: (order.merchandisePurchases ?? []).map((m) => m.code) },
  };
}

/** The /request-refund `tickets` and `merchandise` fields: comma-joined codes, each once, '' for none. */
export function refundCodes(selection: Selection): { tickets: string; merchandise: string } {
  const join = (codes: readonly string[]) => [...new Set(codes)].join(',');
  return { tickets: join(selection.tickets), merchandise: join(selection.merchandise) };
}
