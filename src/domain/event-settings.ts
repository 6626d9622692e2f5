/**
 * Per-event settings (docs/embed-contract.md §3 `eventSettings`): which payment methods an
 * event takes and whether it asks ticket holders their age range. The rules of
 * checkout and the personalise step read them through `settingsOf`.
 */
export interface EventSettings {
  ageRangeActive: boolean;
  creditCardActive: boolean;
  bankTransferActive: boolean;
  bankTransferCountries: string[];
}

/** Settings of an event with no entry in `eventSettings` (docs/embed-contract.md §3). */
export const DEFAULT_EVENT_SETTINGS: EventSettings = {
  ageRangeActive: false,
  creditCardActive: true,
  bankTransferActive: false,
  bankTransferCountries: [],
};

/** Config `eventSettings` (a map keyed by event id) or a lookup function; a missing event has the contract defaults. */
export type EventSettingsSource =
  Readonly<Record<string, Partial<EventSettings> | undefined>> | ((eventId: string) => Partial<EventSettings> | null | undefined);

/** Settings of one event, with the contract's defaults (card on, transfer off, ages off) for what is missing. */
export function settingsOf(source: EventSettingsSource, eventId: string | number | null | undefined): EventSettings {
  const key = eventId === null || eventId === undefined ? '' : String(eventId);
  const own = typeof source === 'function' ? source(key) : Object.prototype.hasOwnProperty.call(source, key) ? source[key] : undefined;
  const merged: EventSettings = { ...DEFAULT_EVENT_SETTINGS };
  // Only keys the config really sets: an explicit `undefined` keeps the default.
  for (const [k, v] of Object.entries(own ?? {})) if (v != null) (merged as unknown as Record<string, unknown>)[k] = v;
  return merged;
}
