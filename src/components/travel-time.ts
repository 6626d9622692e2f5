import type { TravelTime } from '../api/types';
import { formatDateTime } from '../domain/dates';
import { travelTimeSoldOut } from '../domain/ticket-rules';
import { useConfig, useT } from '../stores/config';

/**
 * A travel time as the shopper reads it (docs/spec.md §5): the remaining seats in
 * brackets, `9 Jul 2027, 10:00 (40)`, or `… (Sold out)`, and the time alone when
 * the seats are unlimited (`remaining: null`). In the event's zone (the time's own, docs/spec.md §9).
 * Used by the personalise step, the product details and the portal's time choice.
 */
export function useTravelTimeLabel(): (time: Pick<TravelTime, 'travelTime' | 'remaining'>) => string {
  const config = useConfig();
  const t = useT();
  return ({ travelTime, remaining }) => {
    const time = formatDateTime(travelTime, config.locale);
    if (travelTimeSoldOut({ remaining })) return t('shop.timeSoldOut', { time });
    return typeof remaining === 'number' ? t('shop.timeLeft', { time, count: remaining }) : time;
  };
}
