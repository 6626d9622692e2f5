import { useSnapshot } from 'valtio';
import type { Order, Refund } from '../api/types';
import { shopData } from './shop-data';

/**
 * The customer's orders and refunds, as `/get-data` and every answer carrying
 * `data` keep them (docs/spec.md §3 Shop data). Screens find theirs here by the route's
 * code or id; `undefined` means not (yet) known: the portal's rule sends an
 * unknown order, ticket or refund back to the portal once the data has loaded.
 */
export function useOrder(code: string | undefined): Order | undefined {
  const { orders } = useSnapshot(shopData.data);
  return (orders as Order[]).find((order) => order.code === code);
}

export function useRefund(id: string | number | undefined): Refund | undefined {
  const { refunds } = useSnapshot(shopData.data);
  return (refunds as Refund[]).find((refund) => String(refund.id) === String(id));
}

/** Whether the data has loaded (or failed): only then is an unknown code really unknown. */
export function useDataSettled(): boolean {
  const { status } = useSnapshot(shopData);
  return status === 'ready' || status === 'failed';
}
