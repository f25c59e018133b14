export { CitySelect, CITY_IDS } from './CitySelect.tsx';
export type { CitySelectProps, CityId } from './CitySelect.tsx';
