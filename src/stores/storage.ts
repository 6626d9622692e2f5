/**
 * localStorage with the spec's two keys (docs/spec.md §9: `token`, `cart`). Storage can
 * throw (private modes, sandboxed frames, a full quota): the shop then works for
 * the visit without remembering, rather than failing.
 */
export type StorageKey = 'token' | 'cart';

export function readStored(key: StorageKey): string | null {
  try {
    const value = window.localStorage.getItem(key);
    return value && value !== 'null' && value !== 'undefined' ? value : null;
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* Not persisted: the value still lives in the store for this visit. */
  }
}

/**
 * Call `changed` when another tab of the site writes `key` (or clears all of localStorage: `key` null);
 * returns the unsubscribe. Storage events never reach the tab that wrote.
 */
export function watchStored(key: StorageKey, changed: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if ((event.key === key || event.key === null) && (!event.storageArea || event.storageArea === window.localStorage)) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
