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
