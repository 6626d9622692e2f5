import { expect } from '@open-wc/testing';
import { planSchedule, todayIn } from './payment-plan';

describe('payment plan dates (spec 9)', () => {
  it('dates the initial payment today and each instalment cumulatively from today', () => {
    const steps = planSchedule(
      [
        { amount: 71, units: 'day', count: 0 },
        { amount: 70, units: 'month', count: 1 },
        { amount: 70, units: 'month', count: 1 },
      ],
      '2026-11-21',
    );
    expect(steps).to.deep.equal([
      { amount: 71, date: '2026-11-21', initial: true },
      { amount: 70, date: '2026-12-21', initial: false },
      { amount: 70, date: '2027-01-21', initial: false },
    ]);
  });

  it('adds each entry its own count and units', () => {
    const steps = planSchedule(
      [
        { amount: 10, units: 'week', count: 3 },
        { amount: 20, units: 'week', count: 2 },
        { amount: 30, units: 'days', count: 10 },
        { amount: 40, units: 'year', count: 1 },
      ],
      '2026-02-26',
    );
    expect(steps.map((s) => s.date)).to.deep.equal(['2026-02-26', '2026-03-12', '2026-03-22', '2027-03-22']);
  });

  it('counts months by calendar from today, without carrying a month-end clamp forward', () => {
    const plan = [
      { amount: 1, units: 'month', count: 0 },
      { amount: 1, units: 'month', count: 1 },
      { amount: 1, units: 'month', count: 1 },
    ];
    expect(planSchedule(plan, '2027-01-31').map((s) => s.date)).to.deep.equal(['2027-01-31', '2027-02-28', '2027-03-31']);
    expect(planSchedule(plan, '2028-01-31')[1].date).to.equal('2028-02-29');
  });

  it('has no steps without a plan, and today is a calendar date in the zone', () => {
    expect(planSchedule(null, '2026-01-01')).to.deep.equal([]);
    expect(planSchedule([], '2026-01-01')).to.deep.equal([]);
    expect(todayIn('Europe/Dublin')).to.match(/^\d{4}-\d{2}-\d{2}$/);
    const farEast = todayIn('Pacific/Kiritimati');
    const farWest = todayIn('Pacific/Pago_Pago');
    // 25 hours apart: never the same calendar date.
    expect(farEast).not.to.equal(farWest);
    const at = new Date('2026-12-31T23:30:00Z');
    expect(todayIn('Europe/Dublin', at)).to.equal('2026-12-31');
    expect(todayIn('Europe/Berlin', at)).to.equal('2027-01-01');
    expect(todayIn('America/New_York', at)).to.equal('2026-12-31');
    expect(todayIn('Not/AZone', at)).to.match(/^\d{4}-\d{2}-\d{2}$/);
  });
});
