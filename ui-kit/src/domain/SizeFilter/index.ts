export { SizeFilter, SIZE_FILTER_VALUES } from './SizeFilter.tsx';
export type { SizeFilterProps, SizeFilterValue } from './SizeFilter.tsx';
