import { ApiError } from './client';

/**
 * The form-error display rule (docs/spec.md §8): an `errors` map gives all its messages,
 * one per line; otherwise the response's `message`; otherwise the raw error.
 * `fallbacks` word the raw cases a shopper cannot act on (no response, timeout).
 */
export function formErrorText(
  error: unknown,
  fallbacks: { network: string; generic: string; unreadable?: string; stopped?: string },
): string {
  if (error instanceof ApiError) {
    // The shopper stopped waiting for a busy backend: nothing happened (docs/embed-contract.md §6).
    if (error.kind === 'stopped') return fallbacks.stopped ?? fallbacks.generic;
    if (error.fieldErrors) {
      // A lax server may send one string instead of a list: flat() keeps it as it is.
      const text = Object.values(error.fieldErrors)
        .flat()
        .filter((l) => typeof l === 'string' && l.trim() !== '')
        .join('\n');
      if (text) return text;
    }
    if (error.serverMessage) return error.serverMessage;
    if (error.kind === 'network' || error.kind === 'timeout') return fallbacks.network;
    // A 2xx that is not JSON or lacks its field: the adapter's English is for the console.
    if (error.kind === 'parse') return fallbacks.unreadable ?? fallbacks.generic;
    return error.message || fallbacks.generic;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallbacks.generic;
}
