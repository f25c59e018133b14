export { LockControl } from './LockControl.tsx';
export type { LockControlProps, LockDisabledReason } from './LockControl.tsx';
