import { toast } from './sonner';

/** Toasts (docs/spec.md §2, §9): bottom-right, closing after 5000 ms; see ui/Toasts.tsx. */
export const TOAST_DURATION_MS = 5000;

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast(message),
  dismissAll: () => toast.dismiss(),
};

/** Languages written right to left, by their primary subtag. */
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ks', 'ku', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi']);
const RTL_SCRIPTS = new Set(['arab', 'hebr', 'thaa', 'syrc', 'nkoo', 'adlm', 'rohg', 'mand', 'samr']);

/**
 * The toaster's direction. Without one, sonner calls
 * `getComputedStyle(document.documentElement)` on every render: a forced style
 * recalculation of the whole host page, which slows the host. The host's `<html dir>`
 * attribute wins (the shop's parts inherit it too); otherwise the locale says,
 * by its script subtag if it has one (`az-Arab`), else by its language.
 */
export function toastDirection(locale: string, htmlDir: string | null): 'ltr' | 'rtl' {
  const explicit = htmlDir?.trim().toLowerCase();
  if (explicit === 'ltr' || explicit === 'rtl') return explicit;
  const [language = '', next = ''] = locale.toLowerCase().split(/[-_]/);
  // The script subtag directly follows the language (`en-u-nu-arab` is not one).
  const script = /^[a-z]{4}$/.test(next) ? next : null;
  if (script) return RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}
