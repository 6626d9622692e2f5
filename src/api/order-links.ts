import { call, timeouts } from './client';
import type { Order, PaymentInstruction, PaymentPlanPayment, ShopData } from './types';

/** Calls behind the links authorised by order code and checksum (contract 4). */
export const getTermsAndConditionsOrder = (order: string, checksum: string) =>
  call<{ order: Order }>('get-terms-and-conditions-order', { order, checksum });

export const acceptTermsAndConditions = (order: string, checksum: string) =>
  call<{ data: ShopData; payment: PaymentInstruction | null }>(
    'accept-terms-and-conditions',
    { order, checksum },
    { timeout: timeouts.payment },
  );

export const getPaymentPlanOrderPayment = (order: string, reference: string, checksum: string) =>
  call<{ order: Order; payment: PaymentPlanPayment }>('get-payment-plan-order-payment', { order, reference, checksum });

export const payPaymentPlanOrderPayment = (order: string, reference: string, checksum: string) =>
  call<{ data: ShopData & { payment: PaymentInstruction | null } }>(
    'pay-payment-plan-order-payment',
    { order, reference, checksum },
    { timeout: timeouts.payment },
  );
