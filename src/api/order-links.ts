import { read } from './adapt';
import { call } from './client';

/** Calls behind the links authorised by order code and checksum (docs/embed-contract.md §4). */
export const getTermsAndConditionsOrder = (order: string, checksum: string) =>
  call('get-terms-and-conditions-order', { order, checksum }, read.order);

/** `idempotencyKey`: one per attempt (client.ts `CallOptions`). */
export const acceptTermsAndConditions = (order: string, checksum: string, idempotencyKey: string) =>
  call('accept-terms-and-conditions', { order, checksum }, read.accepted, { idempotencyKey });

export const getPaymentPlanOrderPayment = (order: string, reference: string, checksum: string) =>
  call('get-payment-plan-order-payment', { order, reference, checksum }, read.instalment);

export const payPaymentPlanOrderPayment = (order: string, reference: string, checksum: string, idempotencyKey: string) =>
  call('pay-payment-plan-order-payment', { order, reference, checksum }, read.paid, { idempotencyKey });
