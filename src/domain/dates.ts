/**
 * Format an ISO 8601 time in a time zone (the config's, or a ticket's event's,
 * docs/spec.md §9) with Intl alone. An unreadable value is shown as it came, never as
 * "Invalid Date"; an unknown zone falls back to the browser's.
 */
export function formatDateTime(
  iso: string | null | undefined,
  locale: string,
  zone: string,
  style: 'date' | 'datetime' | 'time' = 'datetime',
): string {
  if (!iso) return '';
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return String(iso);
  const options: Intl.DateTimeFormatOptions =
    style === 'date' ? { dateStyle: 'medium' } : style === 'time' ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: zone }).format(time);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(time);
  }
}
