import { colors, contrastPairs } from './tokens.ts';
import { contrastRatio } from './contrast.ts';

describe('colour tokens', () => {
  it.each(contrastPairs.map((p) => [p.fg, p.bg, p.large ?? false] as const))('should keep %s on %s at WCAG AA', (fg, bg, large) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(large ? 3 : 4.5);
  });

  it('should compute the known black-on-white ratio', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
  });
});
