import { atom } from 'jotai';

// The cities of the box search (spec 2 section 9), Moscow by default. Places carry their city by name.

export const CITIES = [
  { id: 'moscow', names: ['Москва', 'Moscow'] },
  { id: 'khimki', names: ['Химки', 'Khimki'] },
  { id: 'spb', names: ['Санкт-Петербург', 'Saint Petersburg', 'St. Petersburg'] },
  { id: 'krasnogorsk', names: ['Красногорск', 'Krasnogorsk'] },
] as const;
export type CityId = (typeof CITIES)[number]['id'];
export const DEFAULT_CITY: CityId = 'moscow';

/** The city the customer chose for the box search (null: not chosen, the URL's warehouses or Moscow decide). */
export const chosenCityAtom = atom<CityId | null>(null);

/** The city of a place by its `city_name`; null for a city outside the list. */
export function cityOfPlace(cityName: string): CityId | null {
  const name = cityName.trim().toLowerCase();
  return CITIES.find((c) => c.names.some((n) => n.toLowerCase() === name))?.id ?? null;
}

/** The name the API uses for a city (order_city of a pre-order). */
export function cityApiName(id: CityId): string {
  return CITIES.find((c) => c.id === id)?.names[0] ?? 'Москва';
}

/**
 * The city the box search shows and its warehouses: the city of the first warehouse in the URL once the places are
 * known, else the customer's choice, else Moscow. The screen and its route's data ask for the sizes of these codes.
 */
export function searchPlaces<P extends { code: string; city_name: string }>(
  places: readonly P[],
  inUrl: readonly string[],
  chosen: CityId | null,
): { city: CityId; cityPlaces: P[] } {
  const firstInUrl = places.find((p) => inUrl.includes(p.code));
  const city = (firstInUrl ? cityOfPlace(firstInUrl.city_name) : null) ?? chosen ?? DEFAULT_CITY;
  return { city, cityPlaces: places.filter((p) => cityOfPlace(p.city_name) === city) };
}
