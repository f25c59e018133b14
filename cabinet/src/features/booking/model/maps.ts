import type { Place } from '@sb/contracts';

// Map previews (spec 2 section 9): 5 warehouse codes with 3 views each (road, office, 3D tour). The frames are
// served by the site's own static host (locally by the sandbox under /static/maps/{code}/{view}.html). A place
// answer that carries `maps` links wins over the table (docs/decisions.md).

export const MAP_VIEWS = ['road', 'office', 'tour'] as const;
export type MapView = (typeof MAP_VIEWS)[number];
export type MapPreviews = Record<MapView, string>;

export const MAP_PREVIEW_CODES = ['MSK-01', 'MSK-02', 'MSK-03', 'KHM-01', 'SPB-01'] as const;

export function mapPreviewsFor(place: Pick<Place, 'code'> & { maps?: unknown }): MapPreviews | null {
  const given = place.maps as Partial<MapPreviews> | null | undefined;
  if (given && typeof given === 'object' && MAP_VIEWS.every((v) => typeof given[v] === 'string')) return given as MapPreviews;
  if (!(MAP_PREVIEW_CODES as readonly string[]).includes(place.code)) return null;
  const base = `/static/maps/${encodeURIComponent(place.code)}`;
  return { road: `${base}/road.html`, office: `${base}/office.html`, tour: `${base}/tour.html` };
}
