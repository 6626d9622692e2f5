/**
 * Money and time on the demo backend. Amounts travel as major-unit numbers
 * (docs/embed-contract.md §4) and are added only as integer cents: `cents` once on the way in,
 * `major` once on the way out. Times are ms on the backend's clock inside and
 * ISO 8601 with an offset outside.
 */
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** Major units to integer cents; `toPrecision` drops binary noise (10.1 * 100 = 1010.0000000000001). */
export const cents = (amount: number | null | undefined): number => Math.round(Number(((amount ?? 0) * 100).toPrecision(12)));

export const major = (minor: number): number => minor / 100;

/** Sum of `amount(row)` over rows, in cents. */
export const sumCents = <T>(rows: readonly T[], amount: (row: T) => number): number => rows.reduce((total, row) => total + amount(row), 0);

export const iso = (ms: number): string => new Date(ms).toISOString().replace('Z', '+00:00');

/** ms of an ISO time; null for none or a time that does not parse. */
export const msOf = (time: string | null | undefined): number | null => {
  const ms = time ? Date.parse(time) : NaN;
  return Number.isFinite(ms) ? ms : null;
};

/** Price plus fee of each line (docs/spec.md §9: the price shown), summed in cents. */
export const linesCents = (lines: ReadonlyArray<{ price: number; fee: number }>): number =>
  sumCents(lines, (l) => cents(l.price) + cents(l.fee));

/** Midnight starting `date` (`YYYY-MM-DD`) in a time zone, as ISO with that zone's offset. */
export function zonedMidnight(date: string, zone: string): string {
  let offset = '+00:00';
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(`${date}T12:00:00Z`))
      .find((p) => p.type === 'timeZoneName')?.value;
    const match = name?.match(/GMT([+-]\d{2}:\d{2})/);
    if (match) offset = match[1];
  } catch {
    /* Unknown zone: UTC. */
  }
  return `${date}T00:00:00${offset}`;
}
