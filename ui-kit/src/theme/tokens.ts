/**
 * Design tokens (../shared/guide/design.md). The theme writes them as CSS custom properties on :root, and
 * components read `var(--sb-...)` so styled-components interpolates nothing at runtime.
 */
export const colors = {
  brand: '#1F3A8A',
  brandHover: '#172C6B',
  brandSoft: '#E8EDFB',
  accent: '#C2410C',
  accentHover: '#9A3412',
  text: '#111827',
  textMuted: '#4B5563',
  textInverse: '#FFFFFF',
  border: '#D1D5DB',
  borderStrong: '#6B7280',
  surface: '#FFFFFF',
  surfaceMuted: '#F6F7F9',
  success: '#13733A',
  successSoft: '#E7F6EC',
  warning: '#B45309',
  warningSoft: '#FEF3C7',
  danger: '#B91C1C',
  dangerSoft: '#FDECEC',
  info: '#1D4ED8',
  infoSoft: '#E6EEFD',
  focus: '#2563EB',
  overlay: 'rgba(17, 24, 39, 0.55)',
} as const;

export const fontSizes = { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' } as const;
export const lineHeights = { tight: 1.25, normal: 1.5 } as const;
export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;
export const space = { 0: '0', 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '20px', 6: '24px', 8: '32px', 10: '40px', 12: '48px' } as const;
export const radii = { control: '8px', card: '16px', pill: '999px' } as const;
export const shadows = {
  card: '0 1px 2px rgba(17, 24, 39, 0.06), 0 2px 8px rgba(17, 24, 39, 0.06)',
  dialog: '0 12px 40px rgba(17, 24, 39, 0.24)',
} as const;
export const motion = { fast: '150ms', normal: '200ms', slow: '250ms', easing: 'cubic-bezier(0.16, 1, 0.3, 1)' } as const;
export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

/** The one breakpoint of the product: below it the phone layout applies. */
export const BREAKPOINT_PX = 770;
export const media = {
  mobile: `@media (max-width: ${BREAKPOINT_PX - 0.02}px)`,
  desktop: `@media (min-width: ${BREAKPOINT_PX}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
export const layout = { contentMax: '1120px', formMax: '480px', touchTarget: '44px' } as const;

/** Text/background pairs the product uses; a test checks each against WCAG AA. */
export const contrastPairs: ReadonlyArray<{ fg: keyof typeof colors; bg: keyof typeof colors; large?: boolean }> = [
  { fg: 'text', bg: 'surface' },
  { fg: 'text', bg: 'surfaceMuted' },
  { fg: 'textMuted', bg: 'surface' },
  { fg: 'textMuted', bg: 'surfaceMuted' },
  { fg: 'textInverse', bg: 'brand' },
  { fg: 'textInverse', bg: 'brandHover' },
  { fg: 'textInverse', bg: 'accent' },
  { fg: 'textInverse', bg: 'accentHover' },
  { fg: 'brand', bg: 'surface' },
  { fg: 'brand', bg: 'brandSoft' },
  { fg: 'success', bg: 'successSoft' },
  { fg: 'warning', bg: 'warningSoft' },
  { fg: 'danger', bg: 'dangerSoft' },
  { fg: 'info', bg: 'infoSoft' },
  { fg: 'danger', bg: 'surface' },
  { fg: 'success', bg: 'surface' },
  { fg: 'warning', bg: 'surface' },
  { fg: 'info', bg: 'surface' },
  { fg: 'textInverse', bg: 'success' },
  { fg: 'textInverse', bg: 'danger' },
  { fg: 'textInverse', bg: 'info' },
  { fg: 'borderStrong', bg: 'surface', large: true },
  // body text inside Alert/Banner and the selected RadioGroup card; the Gallery's position pill; Badge neutral
  { fg: 'text', bg: 'infoSoft' },
  { fg: 'text', bg: 'successSoft' },
  { fg: 'text', bg: 'warningSoft' },
  { fg: 'text', bg: 'dangerSoft' },
  { fg: 'text', bg: 'brandSoft' },
  { fg: 'textInverse', bg: 'text' },
  // Alert and Toast borders and icons (3:1 for UI parts)
  { fg: 'warning', bg: 'warningSoft', large: true },
  { fg: 'borderStrong', bg: 'surfaceMuted', large: true },
];

export const tokens = { colors, fontSizes, lineHeights, fontWeights, space, radii, shadows, motion, fonts, layout } as const;
export type Tokens = typeof tokens;
