export { ButtonRow } from './ButtonRow.tsx';
export type { ButtonRowProps } from './ButtonRow.tsx';
