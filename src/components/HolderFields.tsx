import type { TravelTime } from '../api/types';
import { formatDateTime, type Instant } from '../domain/dates';
import { travelTimeSoldOut } from '../domain/ticket-rules';
import { useConfig, useT } from '../stores/config';
import { optionsOf } from '../ui/Dropdown';
import { SelectField, TextField } from '../ui/form-fields';
import { useTravelTimeLabel } from './travel-time';

export interface HolderFieldsProps {
  /** Ask the age range (ticket-type products of an event with ages active, docs/spec.md §5). */
  withAge: boolean;
  /** Selectable travel times (transport, docs/spec.md §5); none: no time asked. */
  times?: readonly TravelTime[];
  /** Until when the time can be changed (shown in the hint). */
  timeDeadline?: Instant | null;
  /** The time this holder already has: it stays choosable even when sold out. */
  currentTimeId?: string | number | null;
  /** Fields the holder may not change (the portal's ticket edit, docs/spec.md §5 Manage ticket). */
  locked?: { fullName?: boolean; email?: boolean };
}

/**
 * A ticket holder's fields inside a ShopForm (docs/spec.md §5): full name (with the
 * roman-characters advice), email, age range, country and travel time. Used by
 * the personalise step; the portal's ticket edit reuses them.
 */
export function HolderFields({ withAge, times = [], timeDeadline, currentTimeId, locked = {} }: HolderFieldsProps) {
  const config = useConfig();
  const t = useT();
  const timeLabel = useTravelTimeLabel();
  const timeHint = `${t('personalise.travelHint')}${timeDeadline ? ` ${t('personalise.changeDeadline', { date: formatDateTime(timeDeadline, config.locale) })}` : ''}`;
  return (
    <>
      <TextField
        required={!locked.fullName}
        name="fullName"
        label={t('personalise.fullName')}
        hint={t('personalise.nameAdvice')}
        autoComplete="name"
        readOnly={locked.fullName}
      />
      <TextField
        required={!locked.email}
        name="email"
        type="email"
        label={t('personalise.email')}
        autoComplete="email"
        readOnly={locked.email}
      />
      {withAge && <SelectField required name="age" label={t('personalise.age')} options={optionsOf(config.ageRanges)} />}
      <SelectField required name="country" label={t('personalise.country')} options={optionsOf(config.countries)} />
      {times.length > 0 && (
        <SelectField
          required
          name="transportTimeId"
          label={t('personalise.travelTime')}
          hint={timeHint}
          options={times.map((x) => ({
            value: String(x.id),
            label: timeLabel(x),
            disabled: travelTimeSoldOut(x) && String(x.id) !== String(currentTimeId ?? ''),
          }))}
        />
      )}
    </>
  );
}
