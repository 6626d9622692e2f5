import { formatMinor, sumMinor } from '../domain/money';
import { useUiEnv } from './env';

export interface MoneyProps {
  /** Integer minor units (preferred: sums are made in minor units). */
  minor?: number;
  /** Or one or more major-unit amounts from the server, added exactly. */
  amount?: number | Array<number | null | undefined> | null;
}

/** Money (docs/spec.md §9): exact sums in minor units, formatted with the config's locale and currency. */
export function Money({ minor, amount }: MoneyProps) {
  const { locale, currency } = useUiEnv();
  const value = minor ?? sumMinor(Array.isArray(amount) ? amount : [amount], currency);
  return <span className="es-money">{formatMinor(value, locale, currency)}</span>;
}
