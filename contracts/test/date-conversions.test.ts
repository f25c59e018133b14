import { checkRuDate, dayNumberToIso, formatRuDate, isoDayToNumber, isoDayToRu, parseRuDate, ruToIsoDay, toRuDate } from '../src/index.ts';

// The one date module: dd.MM.yyyy, ISO days and day numbers convert into each other, and only real dates do.

describe('date conversions', () => {
  it('should read dd.MM.yyyy as an ISO day and a day number, real dates only', () => {
    expect(ruToIsoDay('31.12.2025')).toBe('2025-12-31');
    expect(ruToIsoDay('31.02.2025')).toBeNull();
    expect(ruToIsoDay('31.12')).toBeNull();
    expect(parseRuDate('02.01.1970')).toBe(1);
    expect(parseRuDate('29.02.2025')).toBeNull();
  });

  it('should write both forms back as dd.MM.yyyy', () => {
    expect(isoDayToRu('2025-12-31T00:00:00Z')).toBe('31.12.2025');
    expect(formatRuDate(parseRuDate('01.03.2024') as number)).toBe('01.03.2024');
    expect(formatRuDate((parseRuDate('28.02.2024') as number) + 1)).toBe('29.02.2024');
  });

  it('should turn day numbers and ISO days into each other', () => {
    expect(dayNumberToIso(0)).toBe('1970-01-01');
    expect(isoDayToNumber('2026-03-02')).toBe(parseRuDate('02.03.2026'));
    expect(dayNumberToIso(isoDayToNumber('2026-12-31'))).toBe('2026-12-31');
  });

  it('should write a moment as its local calendar day for the API', () => {
    expect(toRuDate(new Date(2026, 2, 5, 23, 59))).toBe('05.03.2026');
  });
});

describe('checkRuDate', () => {
  it('should say nothing about an empty field or a date inside the bounds (inclusive)', () => {
    expect(checkRuDate('')).toBeNull();
    expect(checkRuDate('__.__.____')).toBeNull();
    expect(checkRuDate('10.01.2026', { min: '2026-01-10', max: '2026-01-13' })).toBeNull();
    expect(checkRuDate('13.01.2026', { min: '2026-01-10', max: '2026-01-13' })).toBeNull();
  });

  it('should call an impossible or incomplete date invalid', () => {
    expect(checkRuDate('31.02.2026')).toEqual({ problem: 'invalid' });
    expect(checkRuDate('31.12.20')).toEqual({ problem: 'invalid' });
  });

  it('should name the bound a date breaks, as the customer reads it', () => {
    expect(checkRuDate('09.01.2026', { min: '2026-01-10' })).toEqual({ problem: 'min', date: '10.01.2026' });
    expect(checkRuDate('14.01.2026', { max: '2026-01-13' })).toEqual({ problem: 'max', date: '13.01.2026' });
    expect(checkRuDate('14.01.2026', { max: '13.01.2026' })).toEqual({ problem: 'max', date: '13.01.2026' });
  });
});
