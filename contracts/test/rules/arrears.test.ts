import { LATE_FEES, TERMINATION_DAYS, arrearsOf, lateFeesDue } from '../../src/index.ts';

describe('arrears rules', () => {
  it('should charge 250 roubles at 14 days and 1000 at 25, and terminate at 30', () => {
    expect(LATE_FEES).toEqual([
      { day: 14, amount: 250 },
      { day: 25, amount: 1000 },
    ]);
    expect(TERMINATION_DAYS).toBe(30);
  });

  it('should owe nothing before paid-until has passed', () => {
    const a = arrearsOf(0);
    expect(a).toMatchObject({ days: 0, state: 'ok', next: null, daysToNext: null });
    expect(a.steps.every((s) => !s.passed)).toBe(true);
    expect(arrearsOf(-3).days).toBe(0);
  });

  it('should name the next step and the days to it while overdue', () => {
    expect(arrearsOf(10)).toMatchObject({ state: 'overdue', daysToNext: 4, next: { day: 14, kind: 'fee', amount: 250 } });
    expect(arrearsOf(14)).toMatchObject({ daysToNext: 11, next: { day: 25, amount: 1000 } });
    expect(arrearsOf(14).steps.map((s) => s.passed)).toEqual([true, false, false]);
    expect(arrearsOf(27)).toMatchObject({ daysToNext: 3, next: { kind: 'termination' } });
  });

  it('should be terminated from 30 days on, every step passed', () => {
    const a = arrearsOf(31);
    expect(a).toMatchObject({ days: 31, state: 'terminated', next: null });
    expect(a.steps.every((s) => s.passed)).toBe(true);
  });

  it('should count the fees charged by a given day', () => {
    expect(lateFeesDue(13)).toEqual([]);
    expect(lateFeesDue(14).map((f) => f.amount)).toEqual([250]);
    expect(lateFeesDue(25).map((f) => f.amount)).toEqual([250, 1000]);
  });
});
