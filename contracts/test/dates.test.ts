import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { addIsoDays, daysBetween, isIsoDay, isoDayToRu, providerInstant, ruToIsoDay } from '../src/index.ts';

// The provider's (Moscow) calendar, whatever the zone of the browser that asks. A browser's zone is the zone of
// its process, so each zone runs in its own Node process with TZ set (Jest's sandbox cannot switch zones).

const src = path.resolve(__dirname, '../src');

const seen = `{
  offset: d.getTimezoneOffset(),
  browserDay: formatRuDate(dayOf(d)),
  providerDay: providerDay(d),
  today: formatRuDate(dayOf(providerToday(d))),
  startMin: bookingBounds(providerToday(d)).startMin,
}`;

type LocalMoment = [year: number, monthIndex: number, day: number, hours: number, minutes: number];

/** What a browser in zone `tz` sees at each local moment (one process per zone). */
function inZone(tz: string, moments: LocalMoment[]): unknown[] {
  const script = `
    import { dayOf, formatRuDate, providerDay, providerToday } from ${JSON.stringify(`${src}/dates.ts`)};
    import { bookingBounds } from ${JSON.stringify(`${src}/rules/index.ts`)};
    const seen = (d) => (${seen});
    console.log(JSON.stringify(${JSON.stringify(moments)}.map((m) => seen(new Date(...m)))));`;
  const out = execFileSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], {
    env: { ...process.env, TZ: tz },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

describe('given a browser west of Moscow at 23:30', () => {
  it('should take the Moscow day, already tomorrow, as today', () => {
    // 01.03.2026 23:30 in New York (UTC-5) is 02.03.2026 07:30 in Moscow
    expect(inZone('America/New_York', [[2026, 2, 1, 23, 30]])).toEqual([
      {
        offset: 300,
        browserDay: '01.03.2026',
        providerDay: '2026-03-02',
        today: '02.03.2026',
        startMin: '02.03.2026',
      },
    ]);
  });

  it('should do the same in London, where 23:30 is 02:30 in Moscow', () => {
    expect(inZone('Europe/London', [[2026, 0, 31, 23, 30]])).toEqual([
      {
        offset: 0,
        browserDay: '31.01.2026',
        providerDay: '2026-02-01',
        today: '01.02.2026',
        startMin: '01.02.2026',
      },
    ]);
  });
});

describe('given a browser in Moscow or east of it', () => {
  it('should keep the Moscow day until midnight in Moscow', () => {
    expect(
      inZone('Europe/Moscow', [
        [2026, 2, 1, 23, 59],
        [2026, 2, 2, 0, 0],
      ]),
    ).toMatchObject([
      { providerDay: '2026-03-01', today: '01.03.2026' },
      { providerDay: '2026-03-02', today: '02.03.2026' },
    ]);
    // 02.03.2026 05:00 in Vladivostok (UTC+10) is still 01.03 22:00 in Moscow
    expect(inZone('Asia/Vladivostok', [[2026, 2, 2, 5, 0]])).toMatchObject([
      { browserDay: '02.03.2026', providerDay: '2026-03-01', today: '01.03.2026' },
    ]);
  });
});

describe('given calendar arithmetic', () => {
  it('should convert dd.MM.yyyy and yyyy-MM-dd both ways, refusing days that do not exist', () => {
    expect(ruToIsoDay('29.02.2028')).toBe('2028-02-29');
    expect(ruToIsoDay('29.02.2026')).toBeNull();
    expect(ruToIsoDay('2026-03-02')).toBeNull();
    expect(isoDayToRu('2026-03-02')).toBe('02.03.2026');
    expect(isoDayToRu('2026-03-02T10:00:00.000Z')).toBe('02.03.2026');
    expect(isoDayToRu(null)).toBeNull();
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('2026-02-28')).toBe(true);
  });

  it('should add days across months and leap years and count the days between', () => {
    expect(addIsoDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addIsoDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addIsoDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-03-31', '2026-03-01')).toBe(-30);
  });

  it('should give the instant of a Moscow time of a day', () => {
    expect(providerInstant('2026-03-02', 9).toISOString()).toBe('2026-03-02T06:00:00.000Z');
    expect(providerInstant('2026-03-02').toISOString()).toBe('2026-03-01T21:00:00.000Z');
  });
});
