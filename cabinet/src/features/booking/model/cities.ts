// The cities of the box search (spec 2 section 9), Moscow by default. Places carry their city by name.

export const CITIES = [
  { id: 'moscow', names: ['Москва', 'Moscow'] },
  { id: 'khimki', names: ['Химки', 'Khimki'] },
  { id: 'spb', names: ['Санкт-Петербург', 'Saint Petersburg', 'St. Petersburg'] },
  { id: 'krasnogorsk', names: ['Красногорск', 'Krasnogorsk'] },
] as const;
export type CityId = (typeof CITIES)[number]['id'];
export const DEFAULT_CITY: CityId = 'moscow';

/** The city of a place by its `city_name`; null for a city outside the list. */
export function cityOfPlace(cityName: string): CityId | null {
  const name = cityName.trim().toLowerCase();
  return CITIES.find((c) => c.names.some((n) => n.toLowerCase() === name))?.id ?? null;
}

/** The name the API uses for a city (order_city of a pre-order). */
export function cityApiName(id: CityId): string {
  return CITIES.find((c) => c.id === id)?.names[0] ?? 'Москва';
}
