/**
 * A time as the shop's models hold it (api/reader.ts reads each time of an answer into one): the
 * instant (`ms` since the epoch; NaN when the text sent is no time), the IANA zone it is shown in (the
 * config's, or a ticket's event's, docs/spec.md §9), and its text as sent.
 */
export interface Instant {
  ms: number;
  zone: string;
  text: string;
}

/**
 * Format a time in its zone with Intl alone. One that is no time is shown as it came, never as
 * "Invalid Date"; an unknown zone falls back to the browser's.
 */
export function formatDateTime({ ms, zone, text }: Instant, locale: string, style: 'date' | 'datetime' | 'time' = 'datetime'): string {
  if (Number.isNaN(ms)) return text;
  const options: Intl.DateTimeFormatOptions =
    style === 'date' ? { dateStyle: 'medium' } : style === 'time' ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: zone }).format(ms);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(ms);
  }
}
