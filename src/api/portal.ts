import { read } from './adapt';
import { call } from './client';
import type { BankDetails, Id } from './types';

/** `/change-ticket` (docs/spec.md §7); `reassign` is sent only when the reassign checkbox shows (docs/spec.md §5). */
export interface TicketChange {
  orderId: Id;
  code: string;
  reassign?: boolean;
  note: string | null;
  fullName?: string;
  email?: string;
  age: string | null;
  country: string | null;
}

export const changeTicket = (change: TicketChange) => call('change-ticket', change, read.data);

export const setTravelTime = (code: string, transportTimeId: Id) => call('set-travel-time', { code, transportTimeId }, read.data);

/** `/request-refund` (docs/spec.md §7): the order, the chosen items' codes comma-joined, and the bank details. */
export interface RefundRequest extends BankDetails {
  orderId: Id;
  tickets: string;
  merchandise: string;
}

export const requestRefund = (request: RefundRequest) => call('request-refund', request, read.refund);

export const cancelRefund = (refundId: Id) => call('cancel-refund', { refundId }, read.data);
