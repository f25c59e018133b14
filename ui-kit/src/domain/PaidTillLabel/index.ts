export { PaidTillLabel, paidTillState, PAID_TILL_WARNING_DAYS } from './PaidTillLabel.tsx';
export type { PaidTillLabelProps, PaidTillState } from './PaidTillLabel.tsx';
