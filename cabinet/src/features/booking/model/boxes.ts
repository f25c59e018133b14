import type { Box, Place, SizeEntry } from '@sb/contracts';
import { roundSize, sizeClassOf, type SizeClass } from './sizes.ts';
import type { Availability } from './filters.ts';

/** A box is 'available' if it has a place or `free` is true, otherwise 'by request' (spec 1 section 4). */
export function isBoxAvailable(box: Pick<Box, 'place' | 'free'>): boolean {
  return Boolean(box.place) || box.free;
}

/** A size entry of a warehouse is available when a free box of that size exists. */
export function isSizeAvailable(entry: Pick<SizeEntry, 'free' | 'count'>): boolean {
  return entry.free || entry.count > 0;
}

/**
 * Identical sizes (2 decimals) are shown once, preferring a free box; among equals the first keeps its place, so
 * the table order stays stable.
 */
export function dedupeBySize<T extends Pick<Box, 'size' | 'free' | 'place'>>(boxes: T[]): T[] {
  const bySize = new Map<number, T>();
  for (const box of boxes) {
    const key = roundSize(box.size);
    const kept = bySize.get(key);
    if (!kept || (!isBoxAvailable(kept) && isBoxAvailable(box))) bySize.set(key, box);
  }
  return [...bySize.values()].sort((a, b) => a.size - b.size);
}

export interface WarehouseGroup {
  place: Place;
  sizes: SizeEntry[];
}

/**
 * The search results: the warehouses of the chosen city (or the chosen ones), each with its sizes of the chosen
 * classes and availability, warehouses without a matching size left out.
 */
export function groupResults(
  places: Place[],
  sizes: SizeEntry[],
  filter: { places: string[]; sizes: SizeClass[]; availability: Availability },
): WarehouseGroup[] {
  const wanted = (entry: SizeEntry) =>
    (filter.sizes.length === 0 || filter.sizes.includes(sizeClassOf(entry.size))) &&
    (filter.availability === 'available' ? isSizeAvailable(entry) : !isSizeAvailable(entry));
  return places
    .filter((p) => filter.places.length === 0 || filter.places.includes(p.code))
    .map((place) => {
      const own = sizes.filter((s) => s.place_code === place.code && wanted(s));
      const unique = new Map<number, SizeEntry>();
      for (const s of own) {
        const key = roundSize(s.size);
        const kept = unique.get(key);
        if (!kept || s.month_rate < kept.month_rate) unique.set(key, s);
      }
      return { place, sizes: [...unique.values()].sort((a, b) => a.size - b.size) };
    })
    .filter((g) => g.sizes.length > 0);
}
