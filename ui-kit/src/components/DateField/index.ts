export { DateField } from './DateField.tsx';
export type { DateFieldProps } from './DateField.tsx';
export { parseRuDate, formatRuDate, checkRuDate, DATE_MESSAGE_IDS } from './dates.ts';
export type { DateProblem } from './dates.ts';
