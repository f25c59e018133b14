import type { PeriodValue } from '@sb/ui-kit';
import { periodLabel, periodRange } from './range.ts';

const base: PeriodValue = { kind: 'month', month: '2028-02', quarter: '2026-Q1', from: '', to: '' };

describe('periodRange', () => {
  it('should give the days of a month (a leap February included) and of a quarter', () => {
    expect(periodRange(base)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodRange({ ...base, kind: 'quarter' })).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(periodRange({ ...base, kind: 'quarter', quarter: '2026-Q4' })).toEqual({ from: '2026-10-01', to: '2026-12-31' });
  });

  it('should give two typed dates, and nothing for an unreal date or an end before the start', () => {
    expect(periodRange({ ...base, kind: 'range', from: '01.07.2026', to: '30.09.2026' })).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(periodRange({ ...base, kind: 'range', from: '31.02.2026', to: '01.03.2026' })).toBeNull();
    expect(periodRange({ ...base, kind: 'range', from: '01.10.2026', to: '30.09.2026' })).toBeNull();
    expect(periodRange({ ...base, kind: 'range', from: '01.10.2026', to: '' })).toBeNull();
  });

  it('should label the archive by month, quarter or both days', () => {
    expect(periodLabel({ ...base, kind: 'quarter', quarter: '2026-Q3' }, { from: '2026-07-01', to: '2026-09-30' })).toBe('2026-Q3');
    expect(periodLabel({ ...base, kind: 'range' }, { from: '2026-07-01', to: '2026-08-15' })).toBe('2026-07-01_2026-08-15');
  });
});
