import type { PaymentPlanEntry } from '../api/types';
import { dayjs } from './dates';

export interface PlanStep {
  amount: number;
  /** The calendar date it falls due, `YYYY-MM-DD`. */
  date: string;
  initial: boolean;
}

type Unit = 'day' | 'week' | 'month' | 'year';
const UNITS: Unit[] = ['day', 'week', 'month', 'year'];

/** `days`, `Month`, `w`… to a unit dayjs adds by calendar; unknown units add nothing. */
function unitOf(units: string): Unit | null {
  const u = units.trim().toLowerCase().replace(/s$/, '');
  return UNITS.find((x) => x === u || x[0] === u) ?? null;
}

/**
 * Payment plan dates (spec 9): the first entry is the initial payment, due
 * today; each later instalment falls `count` `units` after the one before,
 * counted cumulatively from today. `today` is a `YYYY-MM-DD` date in the
 * shop's time zone. Months add by calendar (31 January + 1 month = 28/29 February).
 */
export function planSchedule(plan: readonly PaymentPlanEntry[] | null | undefined, today: string): PlanStep[] {
  if (!plan?.length) return [];
  const start = dayjs.utc(today);
  // Cumulative offsets per unit, applied to today in one go, so month clamping
  // never carries forward (31 Jan +1 month +1 month = 31 Mar, not 28 Mar).
  const offsets: Record<Unit, number> = { day: 0, week: 0, month: 0, year: 0 };
  return plan.map((entry, i) => {
    const unit = unitOf(String(entry.units ?? ''));
    if (i > 0 && unit) offsets[unit] += Number(entry.count) || 0;
    // Largest unit first, as a calendar would.
    const date = [...UNITS].reverse().reduce((d, u) => d.add(offsets[u], u), start);
    return { amount: entry.amount, date: date.format('YYYY-MM-DD'), initial: i === 0 };
  });
}

/** Today's date in a time zone, `YYYY-MM-DD`. */
export const todayIn = (zone: string): string => {
  try {
    return dayjs().tz(zone).format('YYYY-MM-DD');
  } catch {
    return dayjs().format('YYYY-MM-DD');
  }
};
