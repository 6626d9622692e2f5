import { expect } from '@open-wc/testing';
import type { BankDetails, Cart, Invoice, MerchandisePurchase, Order, PaymentPlanPayment, Refund, Ticket, Voucher } from '../src/api/types';
import type { ShopConfig } from '../src/config/types';
import type { BankValues } from '../src/domain/bank-details';
import type { InvoiceInput } from '../src/domain/invoice';
import type {
  OrderActionsInput,
  AmountDueInput,
  AwaitingPaymentInput,
  InstalmentInput,
  ItemStatusInput,
  OrderStatusInput,
} from '../src/domain/order-display';
import type { InstalmentAttempts } from '../src/domain/payment-attempts';
import type { EventSettingsSource } from '../src/domain/event-settings';
import type { MethodCartProduct } from '../src/domain/payment-method';
import type { RefundCandidate, RefundOrderInput } from '../src/domain/refund-selection';
import type { RefundLine, RefundOrderAmounts } from '../src/domain/refund-totals';
import type { EditableTicket, TicketFlags, TravelTimeOption } from '../src/domain/ticket-rules';

/**
 * The domain rules declare their own small input types (they never import the
 * shop's models). This file only type-checks: if a model in
 * `api/types.ts` stops fitting a rule's input, `tsc` fails here, at the seam.
 */
type Fits<Server, Input> = [Server] extends [Input] ? true : false;
/** Each entry of the tuple must be `true`; a `false` is a compile error naming the position. */
const fits = <_Checks extends readonly true[]>(): boolean => true;

describe("the shop's models fit the domain rule inputs", () => {
  it('type-checks (the assertions are compile-time)', () => {
    const checks =
      fits<
        [
          Fits<Cart['products'][number], MethodCartProduct>,
          Fits<ShopConfig['eventSettings'], EventSettingsSource>,
          Fits<Invoice, InvoiceInput>,
          Fits<Voucher, { discountAmount: number }>,
          Fits<Ticket, RefundCandidate>,
          Fits<MerchandisePurchase, RefundCandidate>,
          Fits<Order, RefundOrderInput>,
          Fits<Ticket, RefundLine>,
          Fits<MerchandisePurchase, RefundLine>,
          Fits<Order, RefundOrderAmounts>,
          Fits<BankDetails, BankValues>,
          Fits<Order, OrderStatusInput & AwaitingPaymentInput & AmountDueInput & OrderActionsInput>,
          Fits<PaymentPlanPayment, InstalmentInput & InstalmentAttempts>,
          Fits<Ticket, ItemStatusInput & TicketFlags & EditableTicket>,
          Fits<MerchandisePurchase, ItemStatusInput>,
          Fits<Refund, { status: string }>,
          Fits<NonNullable<Ticket['travelTimes']>[number], TravelTimeOption>,
        ]
      >();
    expect(checks).to.equal(true);
  });
});
