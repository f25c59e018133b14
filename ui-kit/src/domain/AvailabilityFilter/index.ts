export { AvailabilityFilter } from './AvailabilityFilter.tsx';
export type { AvailabilityFilterProps, AvailabilityValue } from './AvailabilityFilter.tsx';
