/**
 * Exact money (docs/spec.md §9, docs/embed-contract.md §4): amounts arrive as numbers in major units,
 * are converted to integer minor units once, added as integers, and formatted
 * with Intl.NumberFormat. `0.1 + 0.2` of a currency shows 0.30.
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

/** Major units (a JSON number, or a numeric string from a lax backend) to integer minor units. */
export function toMinor(amount: number | string | null | undefined, currency: string): number {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return 0;
  const factor = 10 ** currencyDigits(currency);
  // toPrecision(12) removes binary noise such as 10.1 * 100 = 1010.0000000000001.
  return Math.round(Number((value * factor).toPrecision(12)));
}

/** Sum of major-unit amounts, exact to the minor unit. */
export function sumMinor(amounts: Array<number | string | null | undefined>, currency: string): number {
  return amounts.reduce<number>((total, amount) => total + toMinor(amount, currency), 0);
}

/** Price plus fee (docs/spec.md §9: the displayed price), in minor units. */
export function priceWithFee(price: number | null | undefined, fee: number | null | undefined, currency: string): number {
  return toMinor(price, currency) + toMinor(fee, currency);
}

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
