import type { TravelTime } from '../api/types';
import { formatDateTime } from '../domain/dates';
import { useConfig, useT } from '../stores/config';

/**
 * A travel time as the shopper reads it (issue 8): `9 Jul 2027, 10:00 · 40 left`,
 * `… · Sold out`, or the time alone when the seats are unlimited. In the
 * event's zone (spec 9). Used by the personalise step, the product details and
 * the portal's time choice.
 */
export function useTravelTimeLabel(timezone: string | null | undefined): (time: Pick<TravelTime, 'travel_time' | 'remaining'>) => string {
  const config = useConfig();
  const t = useT();
  const zone = timezone || config.timezone;
  return ({ travel_time, remaining }) => {
    const time = formatDateTime(travel_time, config.locale, zone);
    if (remaining === 0) return t('shop.timeSoldOut', { time });
    return typeof remaining === 'number' ? t('shop.timeLeft', { time, count: remaining }) : time;
  };
}
