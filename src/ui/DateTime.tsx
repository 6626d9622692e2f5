import { formatDateTime, type Instant } from '../domain/dates';
import { useUiEnv } from './env';

export interface DateTimeProps {
  /** A time of the shop's models, shown in its own zone (docs/spec.md §9); nothing when absent. */
  value: Instant | null | undefined;
  style?: 'date' | 'datetime' | 'time';
}

export function DateTime({ value, style = 'datetime' }: DateTimeProps) {
  const locale = useUiEnv().locale;
  if (!value?.text) return null;
  const text = formatDateTime(value, locale, style);
  return Number.isNaN(value.ms) ? <span>{text}</span> : <time dateTime={value.text}>{text}</time>;
}
