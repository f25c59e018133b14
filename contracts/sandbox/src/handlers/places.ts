import type { Handler, Sandbox } from '../context.ts';
import { HttpError } from '../http.ts';
import { type CellRow, type OrderRow, type PlaceRow, boxView, placeView } from '../domain/core.ts';
import { parseDay, today } from '../domain/time.ts';
import { openCell } from './signing.ts';
import { storeRequest } from './util.ts';

function allPlaces(sb: Sandbox): PlaceRow[] {
  return sb.db.prepare('SELECT * FROM places ORDER BY city_id, id').all() as unknown as PlaceRow[];
}

function placeByCode(sb: Sandbox, code: string): PlaceRow {
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

export const cargoLists = {
  list: [
    { id: 1, name: 'Переезд квартиры' },
    { id: 2, name: 'Переезд офиса' },
    { id: 3, name: 'Доставка вещей на склад' },
    { id: 4, name: 'Вывоз вещей со склада' },
  ],
  services: [
    { id: 1, name: 'Грузчики', price: 900 },
    { id: 2, name: 'Упаковка', price: 1500 },
    { id: 3, name: 'Разборка и сборка мебели', price: 2500 },
    { id: 4, name: 'Коробки и плёнка', price: null },
  ],
  timings: [
    { id: 1, name: '09:00–12:00' },
    { id: 2, name: '12:00–15:00' },
    { id: 3, name: '15:00–18:00' },
    { id: 4, name: '18:00–21:00' },
  ],
};

const terms: Record<string, string> = {
  ru: '<h2>Пользовательское соглашение</h2><p>Песочница: условия использования личного кабинета аренды боксов. Регистрируясь, вы соглашаетесь на выпуск электронной подписи и обработку персональных данных.</p>',
  en: '<h2>Terms of service</h2><p>Sandbox: terms of use of the box rental cabinet. By registering you agree to the issuance of an electronic signature and to the processing of personal data.</p>',
};

/** A fault a provider state or a test plants for the next cargo request (409 or 405). */
export function cargoFault(sb: Sandbox): string | null {
  const row = sb.db.prepare("SELECT value FROM meta WHERE key = 'cargo_fault'").get() as { value: string } | undefined;
  return row?.value ?? null;
}

/** The fixed private key of universe-lockers/openLock: SANDBOX_LOCKERS_KEY, or what a provider state set. */
export function lockersKey(sb: Sandbox): string {
  const row = sb.db.prepare("SELECT value FROM meta WHERE key = 'lockers_key'").get() as { value: string } | undefined;
  return row?.value ?? process.env.SANDBOX_LOCKERS_KEY ?? 'sandbox-private-key';
}

export const placesHandlers: Record<string, Handler> = {
  'GET /api/places/list': (ctx) => ({ places: allPlaces(ctx.sb).map((p) => placeView(ctx.sb, p)) }),
  'GET /api/places/box/sizes/available': (ctx) => sizes(ctx.sb, null),
  'POST /api/places/box/sizes/box': (ctx) => {
    const codes = (ctx.body.places as string[]).map((c) => placeByCode(ctx.sb, c).code);
    return sizes(ctx.sb, codes);
  },
  'GET /api/places/catalog/box': (ctx) => {
    const p = placeByCode(ctx.sb, ctx.query.place_code);
    const cells = ctx.sb.db
      .prepare('SELECT * FROM cells WHERE place_id = ? ORDER BY size, floor, floor_cell_number')
      .all(p.id) as unknown as CellRow[];
    return { boxes: cells.map((c) => boxView(ctx.sb, c, p)), place: placeView(ctx.sb, p) };
  },
  'GET /api/places/floors/cell/info': (ctx) => {
    const c = ctx.sb.db.prepare('SELECT * FROM cells WHERE id = ?').get(Number(ctx.query.cell)) as CellRow | undefined;
    if (!c) throw new HttpError(404, 'order item not found', { errorCode: 'CELL_NOT_FOUND', code: 404 });
    return { cell: boxView(ctx.sb, c) };
  },
  'GET /api/cells/get-photos': (ctx) => {
    const low = Number(ctx.query.low);
    const up = Number(ctx.query.up);
    if (!(low >= 0) || !(up >= low)) throw new HttpError(400, 'low and up must be sizes with low <= up', { errorCode: 'VALIDATION_ERROR' });
    const key = `${low}_${up}`;
    const n = up < 0.5 ? 2 : up <= 6 ? 3 : 4;
    return { photos: { [key]: Array.from({ length: n }, (_, i) => ({ link: `/static/photos/cells/${key}/${i + 1}.svg` })) } };
  },
  'GET /api/places/one': (ctx) => ({ place: placeView(ctx.sb, placeByCode(ctx.sb, ctx.query.code)) }),

  'GET /api/cargo/moving-types': () => ({ list: cargoLists.list }),
  'GET /api/cargo/services': () => ({ services: cargoLists.services }),
  'GET /api/cargo/timing': () => ({ timings: cargoLists.timings }),
  'POST /api/cargo/client/create-request': (ctx) => {
    const { sb } = ctx;
    const b = ctx.body as { moving_type: number; services: number[]; timing: number; date: string; place: string };
    const fault = cargoFault(sb);
    // unknown catalogue ids: validation error (605); a date in the past or an unknown warehouse: 409; the manager
    // service down (a provider state or POST /__sandbox/faults): 405
    const unknownIds =
      !cargoLists.list.some((x) => x.id === b.moving_type) ||
      !cargoLists.timings.some((x) => x.id === b.timing) ||
      !b.services.every((id) => cargoLists.services.some((x) => x.id === id));
    if (unknownIds) throw new HttpError(400, 'validation error', { code: 605 });
    const date = parseDay(b.date);
    if (fault === '409' || !date || date < today(sb) || !sb.db.prepare('SELECT 1 FROM places WHERE code = ?').get(b.place)) {
      throw new HttpError(409, 'incorrect conditions', { code: 409 });
    }
    if (fault === '405') throw new HttpError(405, 'request sending error', { code: 405 });
    const id = storeRequest(sb, 'cargo', ctx.customer?.id ?? null, 'POST /api/cargo/client/create-request', b);
    return { success: true, request_id: id };
  },
  'POST /api/request/simple': (ctx) => {
    const { sb } = ctx;
    const b = ctx.body as Record<string, unknown>;
    placeByCode(sb, String(b.place));
    const kind = b.budget !== undefined || b.size !== undefined ? 'box' : b.is_consent_checked !== undefined ? 'storage' : 'simple';
    if (kind === 'storage' && b.is_consent_checked !== true)
      throw new HttpError(400, 'consent is required', { errorCode: 'VALIDATION_ERROR' });
    const id = storeRequest(sb, kind, ctx.customer?.id ?? null, 'POST /api/request/simple', b);
    return { success: true, message: 'request sent', request_id: id };
  },
  'POST /api/get-terms-of-services': (ctx) => ({ content: terms[ctx.body.language as string] ?? terms.ru }),

  'POST /api/universe-lockers/openLock': (ctx) => {
    const { sb } = ctx;
    const key = ctx.headers['x-sb-private-key'];
    if (key !== lockersKey(sb)) throw new HttpError(401, 'invalid private key', { code: 401 });
    const b = ctx.body as { buBoardUuid: string; cuBoardId: number; lockNumber: number };
    const cell = sb.db
      .prepare('SELECT * FROM cells WHERE lock_bu_uuid = ? AND lock_cu_id = ? AND lock_number = ?')
      .get(b.buBoardUuid, b.cuBoardId, b.lockNumber) as CellRow | undefined;
    if (!cell) throw new HttpError(404, 'lock not found', { errorCode: 'LOCK_NOT_FOUND', code: 404 });
    const o = sb.db.prepare("SELECT * FROM orders WHERE cell_id = ? AND state != 'archived'").get(cell.id) as OrderRow | undefined;
    if (!o) throw new HttpError(400, 'no access to the lock', { errorCode: 'NO_LOCK_ACCESS' });
    return openCell(sb, null, o, 'universe-lockers');
  },
};
