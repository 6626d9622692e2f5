import { call } from './client';
import type { Address, Id, ShopData } from './types';

export interface TicketChange {
  order_id: Id;
  code: string;
  reassign: boolean | null;
  note: string | null;
  full_name?: string;
  email?: string;
  age: string | null;
  country: string | null;
}

export const changeTicket = (change: TicketChange) => call<{ data: ShopData }>('change-ticket', change);

export const setTravelTime = (code: string, transport_time_id: Id) =>
  call<{ data: ShopData }>('set-travel-time', { code, transport_time_id });

export interface RefundRequest {
  order_id: Id;
  /** Comma-joined codes (spec 7). */
  tickets: string;
  merchandise: string;
  bank_owner_full_name: string;
  bank_owner_address: Address;
  bank_name: string;
  bank_city: string;
  bank_country: string;
  bank_bic: string;
  bank_iban: string;
  bank_account: string;
  note: string;
}

export const requestRefund = (request: RefundRequest) =>
  call<{ data: ShopData & { refund_id: Id } }>('request-refund', request);

export const cancelRefund = (refund_id: Id) => call<{ data: ShopData }>('cancel-refund', { refund_id });
