// Size classes of the box search (spec 2 section 9): mini 0.02-0.08, small 0.5-6, medium 6-16, large 15-99 m2.
// The spec's ranges overlap (6, 15-16) and leave gaps (0.08-0.5, above 99), so every size gets exactly one class
// by half-open boundaries (docs/decisions.md): mini < 0.5 <= small <= 6 < medium < 15 <= large.

export const SIZE_CLASSES = ['mini', 'small', 'medium', 'large'] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];

/** Lower (inclusive unless noted) and upper bounds of each class, m2. */
export const SIZE_BOUNDS: Record<SizeClass, { min: number; max: number | null }> = {
  mini: { min: 0, max: 0.5 },
  small: { min: 0.5, max: 6 },
  medium: { min: 6, max: 15 },
  large: { min: 15, max: null },
};

export function isSizeClass(value: string): value is SizeClass {
  return (SIZE_CLASSES as readonly string[]).includes(value);
}

/** Rounds to the 2 decimals sizes are compared with. */
export function roundSize(size: number): number {
  return Math.round(size * 100) / 100;
}

/** The one class of a size in square metres. */
export function sizeClassOf(size: number): SizeClass {
  const s = roundSize(size);
  if (s < 0.5) return 'mini';
  if (s <= 6) return 'small';
  if (s < 15) return 'medium';
  return 'large';
}

/** The bounds of the photo lookup: the size plus or minus 0.01 m2. */
export function photoLookupBounds(size: number): { low: number; up: number } {
  const s = roundSize(size);
  return { low: roundSize(Math.max(0, s - 0.01)), up: roundSize(s + 0.01) };
}
