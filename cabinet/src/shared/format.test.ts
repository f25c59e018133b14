import { formatRoubles } from '@sb/ui-kit';
import { formatArea, formatDate, formatDateTime, formatMoney, parseApiDate } from './format.ts';

describe('given the shared formatters', () => {
  it('should format roubles with a non-breaking space in ru and RUB in en', () => {
    expect(formatMoney(1250.5, 'ru')).toBe('1\u00A0250,50\u00A0₽');
    expect(formatMoney(20137.5, 'ru')).toBe('20\u00A0137,50\u00A0₽');
    expect(formatMoney('1250.50', 'en')).toBe('RUB\u00A01,250.50');
    expect(formatMoney(3000, 'ru')).toBe('3\u00A0000\u00A0₽');
    expect(formatMoney(null, 'ru')).toBe('');
  });
  it('should print money exactly as the ui-kit components do (one formatter)', () => {
    for (const amount of [250, 1250.5, 20137.05, 0.3]) {
      expect(formatMoney(amount, 'ru')).toBe(formatRoubles(amount, 'ru'));
      expect(formatMoney(amount, 'en')).toBe(formatRoubles(amount, 'en'));
    }
  });
  it('should format dates as dd.MM.yyyy in ru and dd MMM yyyy in en', () => {
    expect(formatDate('2026-03-05', 'ru')).toBe('05.03.2026');
    expect(formatDate('05.03.2026', 'en')).toBe('05 Mar 2026');
    expect(formatDateTime('2026-03-05 14:30:00', 'ru')).toBe('05.03.2026 14:30');
    expect(formatDate('not a date', 'ru')).toBe('not a date');
    expect(parseApiDate('')).toBeNull();
  });
  it('should put a non-breaking space before square metres', () => {
    expect(formatArea(12.5, 'ru')).toBe('12,5\u00A0м²');
    expect(formatArea('3', 'en')).toBe('3\u00A0m²');
  });
});
