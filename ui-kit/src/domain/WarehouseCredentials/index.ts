export { WarehouseCredentials, DEFAULT_WORK_HOURS } from './WarehouseCredentials.tsx';
export type { WarehouseCredentialsProps, WorkHoursRange } from './WarehouseCredentials.tsx';
