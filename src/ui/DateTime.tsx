import { formatDateTime } from '../domain/dates';
import { useUiEnv } from './env';

export interface DateTimeProps {
  value: string | null | undefined;
  /** An event's time zone for ticket times; the config's zone otherwise (docs/spec.md §9). */
  timezone?: string | null;
  style?: 'date' | 'datetime' | 'time';
}

export function DateTime({ value, timezone, style = 'datetime' }: DateTimeProps) {
  const ui = useUiEnv();
  if (!value) return null;
  const text = formatDateTime(value, ui.locale, timezone || ui.timezone, style);
  const valid = !Number.isNaN(new Date(value).getTime());
  return valid ? <time dateTime={value}>{text}</time> : <span>{text}</span>;
}
