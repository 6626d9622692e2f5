import type { DemoDb } from '../db';
import { action, fail, isReply, ok, str, type BackendOptions, type Reply } from '../http';
import type { DemoOrder, DemoPayment } from '../model';
import { orderByLink } from '../orders';
import { cardPaymentDue, instalmentPayment, isVoid } from '../payments';
import { shopDataFor } from '../shop-data';
import { orderView, paymentView, termsOrderView } from '../views';

/**
 * The calls behind links authorised by order code and checksum (docs/spec.md §2, §6;
 * docs/embed-contract.md §4): terms acceptance and payment-plan instalments. A visitor may
 * use them; `data` is the shop data of whoever is logged in (or a visitor's).
 * A wrong code or checksum answers 404, which the shop shows as 'Link expired'.
 */

function instalmentByLink(db: DemoDb, body: Record<string, unknown>): { order: DemoOrder; payment: DemoPayment } | Reply {
  const order = orderByLink(db, str(body.order), body.checksum);
  if (isReply(order)) return order;
  const payment = order.has_payment_plan ? order.payments.find((p) => p.reference === str(body.reference)) : undefined;
  return payment ? { order, payment } : fail(404, 'This payment could not be found.');
}

export function linkHandlers(db: DemoDb, options: BackendOptions) {
  return [
    action(db, options, 'get-terms-and-conditions-order', ({ body }) => {
      const order = orderByLink(db, str(body.order), body.checksum);
      return isReply(order) ? order : ok({ order: termsOrderView(db, order) });
    }),

    action(db, options, 'accept-terms-and-conditions', ({ body, customer }) => {
      const order = orderByLink(db, str(body.order), body.checksum);
      if (isReply(order)) return order;
      if (isVoid(order)) return fail(422, 'This order has been cancelled.');
      order.accepted_ts_and_cs = true;
      // Accepting again ("Proceed to payment") starts the payment again.
      return ok({ data: shopDataFor(db, customer), payment: cardPaymentDue(db, order) });
    }),

    action(db, options, 'get-payment-plan-order-payment', ({ body }) => {
      const found = instalmentByLink(db, body);
      return isReply(found) ? found : ok({ order: orderView(db, found.order), payment: paymentView(db, found.payment) });
    }),

    action(db, options, 'pay-payment-plan-order-payment', ({ body, customer }) => {
      const found = instalmentByLink(db, body);
      if (isReply(found)) return found;
      const payment = instalmentPayment(db, found.order, found.payment);
      return isReply(payment) ? payment : ok({ data: { ...shopDataFor(db, customer), payment } });
    }),
  ];
}
