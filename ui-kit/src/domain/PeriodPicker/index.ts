export { PeriodPicker } from './PeriodPicker.tsx';
export type { PeriodPickerProps } from './PeriodPicker.tsx';
export { currentPeriod, recentMonths, recentQuarters } from './period.ts';
export type { PeriodValue } from './period.ts';
