import type http from 'node:http';
import type { Sandbox } from './context.ts';
import { HttpError, readJson, sendJson } from './http.ts';
import { outbox } from './sms.ts';
import { stateChange, stateNames } from './states.ts';
import { resetData, saveClock } from './lifecycle.ts';
import type { PlaceRow } from './domain/rows.ts';
import { mapHtml, photoSvg } from './domain/files.ts';
import { paymentRoutes } from './payment-routes.ts';
import { morningOf } from './domain/time.ts';

function sendText(res: http.ServerResponse, status: number, type: string, body: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...extra });
  res.end(body);
}

/**
 * Sandbox-only routes (never part of a real backend): the SMS outbox, the clock, provider states, stored
 * requests, the payment page, and what the sandbox serves itself: files ('cloud storage'), photos, map frames.
 */
export async function sandboxRoutes(sb: Sandbox, req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<boolean> {
  const method = req.method ?? 'GET';
  const p = url.pathname;

  if (method === 'GET' && p === '/__sandbox/outbox') {
    const phone = (url.searchParams.get('phone') ?? '').replace(/\D/g, '');
    if (!/^7\d{10}$/.test(phone)) throw new HttpError(400, 'phone must be 7XXXXXXXXXX', { errorCode: 'VALIDATION_ERROR' });
    sendJson(res, 200, outbox(sb, phone));
    return true;
  }
  if (p === '/__sandbox/clock') {
    if (method === 'POST') {
      const body = ((await readJson(req)) ?? {}) as {
        advanceMs?: number;
        advanceDays?: number;
        advanceSeconds?: number;
        set?: string | null;
      };
      if (body.set !== undefined) {
        if (body.set !== null && (typeof body.set !== 'string' || Number.isNaN(Date.parse(body.set))))
          throw new HttpError(400, 'set must be an ISO date or null');
        sb.clock.set(typeof body.set === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.set) ? morningOf(body.set) : body.set);
      }
      for (const [k, mult] of [
        ['advanceMs', 1],
        ['advanceSeconds', 1000],
        ['advanceDays', 86_400_000],
      ] as const) {
        const v = body[k];
        if (v !== undefined && (typeof v !== 'number' || !Number.isFinite(v))) throw new HttpError(400, `${k} must be a number`);
        if (v) sb.clock.advance(v * mult);
      }
      saveClock(sb);
    }
    sendJson(res, 200, sb.clock.describe());
    return true;
  }
  // provider states of the pacts (docs/contracts.md, the state-change contract); an unknown state is a 400
  if (method === 'POST' && (p === '/__sandbox/state' || p === '/__sandbox/provider-states')) {
    sendJson(res, 200, stateChange(sb, ((await readJson(req)) ?? {}) as Record<string, unknown>));
    return true;
  }
  if (method === 'GET' && p === '/__sandbox/states') {
    sendJson(res, 200, { states: stateNames() });
    return true;
  }
  if (method === 'POST' && p === '/__sandbox/reset') {
    const body = ((await readJson(req)) ?? {}) as { clock?: string | null };
    resetData(sb, typeof body.clock === 'string' ? (/^\d{4}-\d{2}-\d{2}$/.test(body.clock) ? morningOf(body.clock) : body.clock) : null);
    sendJson(res, 200, { success: true, clock: sb.clock.describe() });
    return true;
  }
  if (method === 'GET' && p === '/__sandbox/health') {
    sendJson(res, 200, { ok: true, clock: sb.clock.describe() });
    return true;
  }
  if (method === 'GET' && p === '/__sandbox/requests') {
    const kind = url.searchParams.get('kind');
    const phoneParam = url.searchParams.get('phone');
    // a request of the public catalogue carries no session: its contact phone stands for the customer's
    const phone = phoneParam ? phoneParam.replace(/\D/g, '') : null;
    const limit = Math.min(100_000, Math.max(1, Number(url.searchParams.get('limit') ?? 500) || 500));
    const rows = sb.db
      .prepare(
        `SELECT * FROM (SELECT r.id, r.kind, r.endpoint, r.payload, r.created_at,
           COALESCE(c.phone, NULLIF(replace(replace(replace(replace(replace(replace(COALESCE(json_extract(r.payload, '$.contact_phone'), ''), '+', ''), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '')) AS phone
         FROM requests r LEFT JOIN customers c ON c.id = r.customer_id)
         WHERE (? IS NULL OR kind = ?) AND (? IS NULL OR phone = ?) ORDER BY id DESC LIMIT ?`,
      )
      .all(kind, kind, phone, phone, limit) as Array<{
      id: number;
      kind: string;
      endpoint: string;
      payload: string;
      created_at: string;
      phone: string | null;
    }>;
    sendJson(
      res,
      200,
      rows.map((r) => ({ id: r.id, kind: r.kind, endpoint: r.endpoint, phone: r.phone, payload: JSON.parse(r.payload), at: r.created_at })),
    );
    return true;
  }
  if (method === 'POST' && p === '/__sandbox/faults') {
    const body = ((await readJson(req)) ?? {}) as { cargo?: string | null };
    if (body.cargo === null || body.cargo === undefined) sb.db.prepare("DELETE FROM meta WHERE key = 'cargo_fault'").run();
    else
      sb.db
        .prepare("INSERT INTO meta (key, value) VALUES ('cargo_fault', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
        .run(String(body.cargo));
    sendJson(res, 200, { success: true });
    return true;
  }

  if (await paymentRoutes(sb, req, res, url)) return true;

  // --- files ('cloud storage'), photos and map frames --------------------------------------------------------------
  if (method === 'GET' && p.startsWith('/files/')) {
    const row = sb.db.prepare('SELECT customer_id, filename, content_type, content, ready_at FROM files WHERE path = ?').get(p) as
      { customer_id: number | null; filename: string; content_type: string; content: string; ready_at: string | null } | undefined;
    if (!row || (row.ready_at && Date.parse(row.ready_at) > sb.clock.nowMs()))
      throw new HttpError(404, 'file not found', { errorCode: 'FILE_NOT_FOUND', code: 404 });
    // a request that carries a session may only read its own customer's files
    const token = req.headers['x-sb-api-key'];
    if (typeof token === 'string' && token) {
      const owner = sb.db.prepare('SELECT customer_id FROM sessions WHERE token = ?').get(token) as { customer_id: number } | undefined;
      if (!owner || owner.customer_id !== row.customer_id)
        throw new HttpError(404, 'file not found', { errorCode: 'FILE_NOT_FOUND', code: 404 });
    }
    const download = url.searchParams.has('download');
    sendText(res, 200, row.content_type, row.content, {
      'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(row.filename)}`,
    });
    return true;
  }
  if (method === 'GET' && p.startsWith('/static/photos/')) {
    const m = /^\/static\/photos\/(places|cells)\/([^/]+)\/(\d+)\.svg$/.exec(p);
    if (!m) return false;
    const label = decodeURIComponent(m[2] as string);
    sendText(
      res,
      200,
      'image/svg+xml; charset=utf-8',
      photoSvg(m[1] === 'cells' ? `Бокс ${label.replace('_', '–')} м²` : label, Number(m[3])),
      {
        'Cache-Control': 'public, max-age=86400',
      },
    );
    return true;
  }
  if (method === 'GET' && p.startsWith('/static/maps/')) {
    const m = /^\/static\/maps\/([^/]+)\/(road|office|tour)\.html$/.exec(p);
    if (!m) return false;
    const place = sb.db.prepare('SELECT * FROM places WHERE code = ?').get(decodeURIComponent(m[1] as string)) as PlaceRow | undefined;
    if (!place || !JSON.parse(place.data).maps) return false;
    sendText(res, 200, 'text/html; charset=utf-8', mapHtml(place, m[2] as string));
    return true;
  }
  return false;
}
