import type { Sandbox } from '../context.ts';
import type { HandlerGroup } from '../api/handler.ts';
import { HttpError } from '../http.ts';
import type { CellRow, PlaceRow } from '../domain/rows.ts';
import { boxView, placeView } from '../domain/views.ts';

function allPlaces(sb: Sandbox): PlaceRow[] {
  return sb.db.prepare('SELECT * FROM places ORDER BY city_id, id').all() as unknown as PlaceRow[];
}

export function placeByCode(sb: Sandbox, code: string): PlaceRow {
  const p = sb.db.prepare('SELECT * FROM places WHERE code = ? OR CAST(id AS TEXT) = ?').get(code, code) as PlaceRow | undefined;
  if (!p) throw new HttpError(404, 'place not found', { errorCode: 'PLACE_NOT_FOUND', code: 404 });
  return p;
}

/** Sizes per warehouse: one entry per distinct size (2 decimals), counting free boxes, the lowest rate. */
function sizes(sb: Sandbox, codes: string[] | null) {
  const rows = sb.db
    .prepare(
      `SELECT p.code AS place_code, round(c.size, 2) AS size, sum(CASE WHEN c.status = 'free' THEN 1 ELSE 0 END) AS count, min(c.month_rate) AS month_rate
       FROM cells c JOIN places p ON p.id = c.place_id GROUP BY p.code, round(c.size, 2) ORDER BY p.id, size`,
    )
    .all() as Array<{ place_code: string; size: number; count: number; month_rate: number }>;
  return {
    sizes: rows
      .filter((r) => !codes || codes.includes(r.place_code))
      .map((r) => ({
        place_code: r.place_code,
        size: Number(r.size),
        count: Number(r.count),
        month_rate: Number(r.month_rate),
        free: Number(r.count) > 0,
      })),
  };
}

export const placesHandlers = {
  'general.placesList': (ctx) => ({ places: allPlaces(ctx.sb).map((p) => placeView(ctx.sb, p)) }),
  'general.sizesAvailable': (ctx) => sizes(ctx.sb, null),
  'general.sizesBox': (ctx) => {
    const codes = ctx.body.places.map((c) => placeByCode(ctx.sb, c).code);
    return sizes(ctx.sb, codes);
  },
  'general.catalogBox': (ctx) => {
    const p = placeByCode(ctx.sb, ctx.query.place_code);
    const cells = ctx.sb.db
      .prepare('SELECT * FROM cells WHERE place_id = ? ORDER BY size, floor, floor_cell_number')
      .all(p.id) as unknown as CellRow[];
    return { boxes: cells.map((c) => boxView(ctx.sb, c, p)), place: placeView(ctx.sb, p) };
  },
  'general.cellInfo': (ctx) => {
    const c = ctx.sb.db.prepare('SELECT * FROM cells WHERE id = ?').get(Number(ctx.query.cell)) as CellRow | undefined;
    if (!c) throw new HttpError(404, 'order item not found', { errorCode: 'CELL_NOT_FOUND', code: 404 });
    return { cell: boxView(ctx.sb, c) };
  },
  'general.cellPhotos': (ctx) => {
    const low = Number(ctx.query.low);
    const up = Number(ctx.query.up);
    if (!(low >= 0) || !(up >= low)) throw new HttpError(400, 'low and up must be sizes with low <= up', { errorCode: 'VALIDATION_ERROR' });
    const key = `${low}_${up}`;
    const n = up < 0.5 ? 2 : up <= 6 ? 3 : 4;
    return { photos: { [key]: Array.from({ length: n }, (_, i) => ({ link: `/static/photos/cells/${key}/${i + 1}.svg` })) } };
  },
  'general.placeOne': (ctx) => ({ place: placeView(ctx.sb, placeByCode(ctx.sb, ctx.query.code)) }),
} satisfies HandlerGroup;
