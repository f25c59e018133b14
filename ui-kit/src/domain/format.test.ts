import { formatRoubles } from './format.ts';

const nbsp = (s: string) => s.replace(/ /g, '\u00A0');

describe('formatRoubles', () => {
  describe('given whole roubles', () => {
    it('should print no kopecks', () => {
      expect(formatRoubles(250, 'ru')).toBe(nbsp('250 ₽'));
      expect(formatRoubles(20137, 'ru')).toBe(nbsp('20 137 ₽'));
      expect(formatRoubles(1000, 'en')).toBe(nbsp('RUB 1,000'));
    });
  });

  describe('given kopecks', () => {
    it('should always print both kopeck digits', () => {
      expect(formatRoubles(20137.5, 'ru')).toBe(nbsp('20 137,50 ₽'));
      expect(formatRoubles(20137.05, 'ru')).toBe(nbsp('20 137,05 ₽'));
      expect(formatRoubles(1250.5, 'en')).toBe(nbsp('RUB 1,250.50'));
      expect(formatRoubles(1250.5, 'en-US')).toBe(nbsp('RUB 1,250.50'));
    });

    it('should round to kopecks before deciding (binary noise never shows ",00")', () => {
      expect(formatRoubles(0.1 + 0.2, 'ru')).toBe(nbsp('0,30 ₽'));
      expect(formatRoubles(99.999999, 'ru')).toBe(nbsp('100 ₽'));
    });
  });

  describe('given any language', () => {
    it('should use non-breaking spaces only, so a sum never wraps', () => {
      for (const text of [formatRoubles(1234567.5, 'ru'), formatRoubles(1234567.5, 'en')]) {
        expect(text).not.toMatch(/[ \u202F]/);
      }
    });
  });
});
