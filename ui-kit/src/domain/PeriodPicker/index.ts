export { PeriodPicker } from './PeriodPicker.tsx';
export type { PeriodPickerProps } from './PeriodPicker.tsx';
export { periodRange, currentPeriod, recentMonths, recentQuarters } from './period.ts';
export type { PeriodValue, PeriodRange } from './period.ts';
