/**
 * Exact money (docs/spec.md §9, docs/embed-contract.md §4): amounts arrive as numbers in major units,
 * are read into integer minor units once, by api/ (api/reader.ts, `m`), added as integers, and
 * formatted with Intl.NumberFormat. `0.1 + 0.2` of a currency shows 0.30.
 */

const digitsCache = new Map<string, number>();

/** Minor-unit digits of a currency (2 for EUR, 0 for JPY, 3 for BHD). */
export function currencyDigits(currency: string): number {
  const code = currency.toUpperCase();
  let digits = digitsCache.get(code);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(code, digits);
  }
  return digits;
}

/** Integer minor units as a number of major units (the host events' amounts). */
export const toMajor = (minor: number, currency: string): number => minor / 10 ** currencyDigits(currency);

/** A displayed price (docs/spec.md §9): price plus fee, in minor units, of an item or a line. */
export const priceWithFee = (priced: { price: number; fee: number }): number => priced.price + priced.fee;

/** The sum of amounts in minor units (a missing one counts 0). */
export const sum = (amounts: ReadonlyArray<number | null | undefined>): number => amounts.reduce<number>((total, a) => total + (a ?? 0), 0);

const formatters = new Map<string, Intl.NumberFormat>();

/** Format minor units in the config's locale and currency. */
export function formatMinor(minor: number, locale: string, currency: string): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter.format(toMajor(minor, currency));
}
