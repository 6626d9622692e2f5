import { formatMinor } from '../domain/money';
import { useUiEnv } from './env';

/** Money (docs/spec.md §9): an amount in integer minor units, formatted with the config's locale and currency. */
export function Money({ minor }: { minor: number }) {
  const { locale, currency } = useUiEnv();
  return <span className="es-money">{formatMinor(minor, locale, currency)}</span>;
}
