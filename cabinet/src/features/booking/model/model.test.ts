import type { Place, SizeEntry } from '@sb/contracts';
import { filtersPath, parseFilters, withFilters } from './filters.ts';
import { photoLookupBounds, sizeClassOf } from './sizes.ts';
import { dedupeBySize, groupResults, isBoxAvailable } from './boxes.ts';
import { cityOfPlace } from './cities.ts';
import { mapPreviewsFor } from './maps.ts';

describe('given the search route params', () => {
  it('should read comma-separated warehouses, known sizes only, and availability', () => {
    expect(parseFilters({ wh_ids: 'MSK-01,MSK-02', sizes: 'large,huge,small', av: 'byRequest' })).toEqual({
      places: ['MSK-01', 'MSK-02'],
      sizes: ['small', 'large'],
      availability: 'byRequest',
    });
  });

  it('should treat "," as empty and default to available', () => {
    expect(parseFilters({ wh_ids: ',', sizes: ',', av: undefined })).toEqual({ places: [], sizes: [], availability: 'available' });
    expect(parseFilters({})).toEqual({ places: [], sizes: [], availability: 'available' });
  });

  it('should refuse byRequest without a warehouse', () => {
    expect(parseFilters({ wh_ids: ',', av: 'byRequest' }).availability).toBe('available');
  });

  it('should drop duplicates and unknown availability values', () => {
    expect(parseFilters({ wh_ids: 'A,A,B', sizes: 'mini,mini', av: 'sometimes' })).toEqual({
      places: ['A', 'B'],
      sizes: ['mini'],
      availability: 'available',
    });
  });
});

describe('given filters to write into the URL', () => {
  it('should write /create-order/{places or ,}/{sizes or ,}/{availability}', () => {
    expect(filtersPath({ places: [], sizes: [], availability: 'available' })).toBe('/create-order/,/,/available');
    expect(filtersPath({ places: ['MSK-01', 'KHM-01'], sizes: ['mini', 'large'], availability: 'byRequest' })).toBe(
      '/create-order/MSK-01,KHM-01/mini,large/byRequest',
    );
  });

  it('should round-trip through the params', () => {
    const f = { places: ['MSK-01'], sizes: ['medium' as const], availability: 'byRequest' as const };
    const [, , wh_ids, sizes, av] = filtersPath(f).split('/');
    expect(parseFilters({ wh_ids, sizes, av })).toEqual(f);
  });

  it('should fall back to available when the last warehouse is cleared', () => {
    expect(withFilters({ places: ['MSK-01'], sizes: [], availability: 'byRequest' }, { places: [] }).availability).toBe('available');
  });
});

describe('given box sizes in square metres', () => {
  it.each([
    [0.02, 'mini'],
    [0.08, 'mini'],
    [0.3, 'mini'],
    [0.5, 'small'],
    [6, 'small'],
    [6.01, 'medium'],
    [14.99, 'medium'],
    [15, 'large'],
    [16, 'large'],
    [99, 'large'],
    [120, 'large'],
  ])('should put %p m2 in %p', (size, cls) => {
    expect(sizeClassOf(size)).toBe(cls);
  });

  it('should look photos up at the size plus or minus 0.01', () => {
    expect(photoLookupBounds(3)).toEqual({ low: 2.99, up: 3.01 });
    expect(photoLookupBounds(0.04)).toEqual({ low: 0.03, up: 0.05 });
  });
});

describe('given boxes of the same size', () => {
  const box = (id: number, size: number, free: boolean, place: string | null = free ? 'MSK-01' : null) => ({ id, size, free, place });

  it('should keep one per size, preferring a free one', () => {
    const out = dedupeBySize([box(1, 3, false), box(2, 3.001, true), box(3, 1, false), box(4, 3, true)]);
    expect(out.map((b) => b.id)).toEqual([3, 2]);
  });

  it('should count a box with a place as available even when free is false', () => {
    expect(isBoxAvailable({ free: false, place: 'MSK-01' })).toBe(true);
    expect(isBoxAvailable({ free: false, place: null })).toBe(false);
    expect(isBoxAvailable({ free: true, place: null })).toBe(true);
  });
});

describe('given places and their sizes', () => {
  const place = (code: string, city = 'Москва') =>
    ({ id: 1, code, name: code, address: '', phone: '', city_name: city, managers: [], complectation: [], work_hours: [] }) as Place;
  const size = (place_code: string, s: number, count: number, month_rate = 1000): SizeEntry => ({
    place_code,
    size: s,
    count,
    month_rate,
    free: count > 0,
  });
  const places = [place('A'), place('B')];
  const sizes = [size('A', 3, 2, 5700), size('A', 3, 1, 5000), size('A', 10, 0), size('A', 0.04, 1), size('B', 40, 0)];

  it('should group available sizes by warehouse, once per size, the cheapest price', () => {
    const out = groupResults(places, sizes, { places: [], sizes: [], availability: 'available' });
    expect(out.map((g) => [g.place.code, g.sizes.map((s) => [s.size, s.month_rate])])).toEqual([
      [
        'A',
        [
          [0.04, 1000],
          [3, 5000],
        ],
      ],
    ]);
  });

  it('should filter by class and show by-request sizes of the chosen warehouses', () => {
    expect(groupResults(places, sizes, { places: [], sizes: ['small'], availability: 'available' })[0]?.sizes.map((s) => s.size)).toEqual([
      3,
    ]);
    const byRequest = groupResults(places, sizes, { places: ['B'], sizes: [], availability: 'byRequest' });
    expect(byRequest.map((g) => g.place.code)).toEqual(['B']);
    expect(byRequest[0]?.sizes.map((s) => s.size)).toEqual([40]);
  });

  it('should find the city of a place in either language', () => {
    expect(cityOfPlace('Санкт-Петербург')).toBe('spb');
    expect(cityOfPlace('Khimki')).toBe('khimki');
    expect(cityOfPlace('Тверь')).toBeNull();
  });

  it('should prefer map links from the answer over the table of known warehouses', () => {
    expect(mapPreviewsFor({ code: 'X', maps: { road: '/r', office: '/o', tour: '/t' } })).toEqual({ road: '/r', office: '/o', tour: '/t' });
    expect(mapPreviewsFor({ code: 'MSK-01' })?.tour).toBe('/static/maps/MSK-01/tour.html');
    expect(mapPreviewsFor({ code: 'MSK-04' })).toBeNull();
  });
});
