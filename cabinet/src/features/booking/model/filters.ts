import { pathTo } from '../../../shared/routing/paths.ts';
import { isSizeClass, SIZE_CLASSES, type SizeClass } from './sizes.ts';

// Box search filters live in the URL: /create-order/{places or ,}/{sizes or ,}/{availability}.

export const AVAILABILITIES = ['available', 'byRequest'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export interface SearchFilters {
  /** place codes */
  places: string[];
  sizes: SizeClass[];
  availability: Availability;
}

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((v) => decodeURIComponent(v).trim())
    .filter((v) => v.length > 0);

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/**
 * Reads the route params. Unknown size names are dropped (the spec accepts known names only); the availability is
 * `available` unless `byRequest` is asked for with a warehouse selected.
 */
export function parseFilters(params: { wh_ids?: string | undefined; sizes?: string | undefined; av?: string | undefined }): SearchFilters {
  const places = unique(list(params.wh_ids));
  const sizes = unique(list(params.sizes).filter(isSizeClass));
  sizes.sort((a, b) => SIZE_CLASSES.indexOf(a) - SIZE_CLASSES.indexOf(b));
  const asked = list(params.av).find((v): v is Availability => (AVAILABILITIES as readonly string[]).includes(v));
  const availability: Availability = asked === 'byRequest' && places.length > 0 ? 'byRequest' : 'available';
  return { places, sizes, availability };
}

/** The canonical search URL: `/create-order/{places or ,}/{sizes or ,}/{availability}`. */
export function filtersPath(filters: SearchFilters): string {
  const places = filters.places.length ? filters.places.join(',') : ',';
  const sizes = filters.sizes.length ? filters.sizes.join(',') : ',';
  const availability = filters.availability === 'byRequest' && filters.places.length === 0 ? 'available' : filters.availability;
  return pathTo('createOrder', { wh_ids: places, sizes, av: availability });
}

/** Normalises a filter change: byRequest needs a warehouse, so clearing the warehouses falls back to available. */
export function withFilters(current: SearchFilters, change: Partial<SearchFilters>): SearchFilters {
  const next = { ...current, ...change };
  if (next.places.length === 0 && next.availability === 'byRequest') next.availability = 'available';
  return next;
}
