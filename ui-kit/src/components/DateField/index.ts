export { DateField, DATE_MESSAGE_IDS } from './DateField.tsx';
export type { DateFieldProps, DateProblem } from './DateField.tsx';
