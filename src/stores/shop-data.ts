import { proxy } from 'valtio';
import type { Call } from '../api/client';
import type { Result } from '../api/result';
import { getShopItem } from '../api/shop';
import type { ShopData, ShopItem } from '../api/types';
import type { TextKey } from '../i18n/texts';
import { applyBackendConfig } from './config';
import { attemptLogged, perform } from '../feedback/feedback';
import { send } from './runtime';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export function emptyShopData(): ShopData {
  return { config: null, country: null, customer: null, orders: [], refunds: [], products: [], merchandise: [], existingTickets: [] };
}

/**
 * The shop data payload (docs/spec.md §3) as `/get-data` and the other calls return it.
 * Components read only the fields they show; valtio tracks those reads.
 */
export const shopData = proxy({
  status: 'idle' as LoadStatus,
  /** Why the last load failed, in words, so the page can say what happened; null otherwise. */
  loadError: null as string | null,
  /** The last load failed because the shopper stopped waiting for a busy backend: nothing "could not be loaded". */
  loadStopped: false,
  data: emptyShopData(),
});

/** Take a ShopData as the adapter read it (api/adapt.ts), or none (a failed load: docs/spec.md §8, data set to empty). */
export function setShopData(data: ShopData | null | undefined): void {
  // In place: components holding `useSnapshot(shopData.data)` keep following it.
  Object.assign(shopData.data, data ?? emptyShopData());
}

export function setLoadStatus(status: LoadStatus, error: string | null = null, stopped = false): void {
  shopData.status = status;
  shopData.loadError = error;
  shopData.loadStopped = stopped;
}

export function resetShopData(): void {
  setLoadStatus('idle');
  Object.assign(shopData.data, emptyShopData());
}

/** Take a ShopData from any answer: its config is laid over the page's (docs/embed-contract.md §3), the rest kept here. */
export function receiveData(data: ShopData | null | undefined): void {
  if (data && data.config) applyBackendConfig(data.config);
  setShopData(data);
}

/**
 * A change whose answer carries the shop data (docs/spec.md §7): that data replaces ours and the
 * success text `done` is toasted; a failure is shown as the catalogue says for `label` (feedback `perform`).
 */
export const changeData = (
  label: string,
  request: Call<{ data: ShopData }>,
  done: TextKey,
  vars?: Record<string, string>,
): Promise<Result<void>> =>
  perform(
    label,
    async () => {
      receiveData((await send(request)).data);
    },
    done,
    vars,
  );

/** Valtio snapshots are deeply readonly; the rules and components only read them. */
export const asItem = (item: unknown): ShopItem => item as ShopItem;

/**
 * `/get-shop-item` (docs/spec.md §7): an item outside the loaded list, for its product page.
 * Null when the server knows no such item or the call failed (logged): the page then goes to the listing.
 */
export async function loadShopItem(code: string): Promise<ShopItem | null> {
  const result = await attemptLogged('/get-shop-item', getShopItem(code));
  if (!result.ok) return null;
  const { item } = result.value;
  return item && typeof item === 'object' ? item : null;
}
