import type { Order } from '../api/types';
import { useConfig, useT } from '../stores/config';
import { DateTime } from '../ui/DateTime';
import { Money } from '../ui/Money';
import { Facts, type Fact } from './Facts';

/** An order's 'Via' (docs/spec.md §3: staff), or 'Online' when no staff member made it. */
export const useVia = (): ((staff: string | null | undefined) => string) => {
  const t = useT();
  return (staff) => (staff && staff.trim() ? staff : t('portal.viaOnline'));
};

/** An order's payment method by its config label (docs/embed-contract.md §3 `paymentMethods`). */
export const useMethodLabel = (): ((method: string) => string) => {
  const { paymentMethods } = useConfig();
  return (method) => (paymentMethods as Record<string, string | undefined>)[method] ?? method;
};

/**
 * The order's data as a list of terms (docs/spec.md §2): code, received at, via,
 * payment method and total, then the caller's own facts (the portal's status
 * and payments, the terms page's counts, the instalment). Shown by the order
 * detail, the terms acceptance and the instalment payment pages.
 */
export function OrderFacts({
  order,
  facts = [],
}: {
  order: Pick<Order, 'code' | 'createdAt' | 'staff' | 'paymentMethod' | 'totalPrice'>;
  facts?: Fact[];
}) {
  const t = useT();
  const via = useVia();
  const method = useMethodLabel();
  const rows: Fact[] = [
    [t('portal.orderId'), order.code],
    [t('portal.receivedAt'), <DateTime value={order.createdAt} />],
    [t('portal.via'), via(order.staff)],
    [t('portal.method'), method(order.paymentMethod)],
    [t('portal.total'), <Money minor={order.totalPrice} />],
    ...facts,
  ];
  return <Facts rows={rows} />;
}
