export { PaidTillLabel } from './PaidTillLabel.tsx';
export type { PaidTillLabelProps } from './PaidTillLabel.tsx';
