/** One entry of an item's `paymentPlan` (docs/spec.md §3): an amount due `count` `units` after the one before. */
export interface PaymentPlanEntry {
  amount: number;
  units: string;
  count: number;
}

export interface PlanStep {
  amount: number;
  /** The calendar date it falls due, `YYYY-MM-DD`. */
  date: string;
  initial: boolean;
}

type Unit = 'year' | 'month' | 'week' | 'day';
const UNITS: Unit[] = ['year', 'month', 'week', 'day'];

/** `days`, `Month`, `w`… to a calendar unit; unknown units add nothing. */
function unitOf(units: string): Unit | null {
  const u = units.trim().toLowerCase().replace(/s$/, '');
  return UNITS.find((x) => x === u || x[0] === u) ?? null;
}

/**
 * A calendar date plus whole months (clamped to the month's last day), then
 * days. Date.UTC carries a month past December into the next year, and day 0
 * of a month is the last day of the month before.
 */
function addCalendar(y: number, m: number, d: number, months: number, days: number): string {
  const last = new Date(Date.UTC(y, m + months, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last) + days)).toISOString().slice(0, 10);
}

/**
 * Payment plan dates (docs/spec.md §9): the first entry is the initial payment, due
 * today; each later instalment falls `count` `units` after the one before,
 * counted cumulatively from today. `today` is a `YYYY-MM-DD` date in the
 * shop's time zone. Months add by calendar from today, so a month-end clamp
 * never carries forward (31 Jan: 28 Feb, then 31 Mar).
 */
export function planSchedule(plan: readonly PaymentPlanEntry[] | null | undefined, today: string): PlanStep[] {
  if (!plan?.length) return [];
  const [y, m, d] = today.split('-').map(Number);
  const offsets: Record<Unit, number> = { year: 0, month: 0, week: 0, day: 0 };
  return plan.map((entry, i) => {
    const unit = unitOf(String(entry.units ?? ''));
    if (i > 0 && unit) offsets[unit] += Number(entry.count) || 0;
    const date = addCalendar(y, m, d, offsets.year * 12 + offsets.month, offsets.week * 7 + offsets.day);
    return { amount: entry.amount, date, initial: i === 0 };
  });
}

/** Today's date in a time zone, `YYYY-MM-DD`. */
export function todayIn(zone: string, now: Date = new Date()): string {
  const parts = (timeZone?: string) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
        .formatToParts(now)
        .map((x) => [x.type, x.value]),
    );
    return `${p.year}-${p.month}-${p.day}`;
  };
  try {
    return parts(zone);
  } catch {
    return parts();
  }
}
