import type http from 'node:http';
import type { Sandbox } from './context.ts';
import { HttpError, MAX_BODY_BYTES, readJson, sendJson } from './http.ts';
import { outbox } from './sms.ts';
import { applyState, stateNames } from './states.ts';
import { resetData, saveClock } from './lifecycle.ts';
import { INVOICE_PAID, markInvoicePaid, tick, type InvoiceRow, type PlaceRow } from './domain/core.ts';
import { mapHtml, payPage, photoSvg, withOutcome } from './domain/files.ts';
import { morningOf } from './domain/time.ts';

export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

function sendText(res: http.ServerResponse, status: number, type: string, body: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...extra });
  res.end(body);
}

async function readForm(req: http.IncomingMessage): Promise<Record<string, string>> {
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('application/json')) return ((await readJson(req)) ?? {}) as Record<string, string>;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'request body too large', { errorCode: 'PAYLOAD_TOO_LARGE' });
    chunks.push(chunk as Buffer);
  }
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/** Only paths of this origin (or localhost pages) may be returned to. */
function safeReturn(value: string | null | undefined): string {
  if (!value) return '/orders';
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const u = new URL(value);
    if (['localhost', '127.0.0.1'].includes(u.hostname)) return u.toString();
  } catch {
    // fall through
  }
  return '/orders';
}

function findInvoice(sb: Sandbox, number: string | null | undefined): InvoiceRow {
  const inv = sb.db.prepare('SELECT * FROM invoices WHERE number = ?').get(String(number ?? '')) as InvoiceRow | undefined;
  if (!inv) throw new HttpError(404, 'invoice not found', { errorCode: 'INVOICE_NOT_FOUND', code: 404 });
  return inv;
}

/** Pays an invoice with a test card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. */
export function payWithCard(
  sb: Sandbox,
  number: string,
  card: string,
): { success: boolean; message: string; invoice: string; status: number } {
  const digits = String(card ?? '').replace(/\D/g, '');
  sb.db.exec('BEGIN IMMEDIATE');
  try {
    tick(sb);
    const inv = findInvoice(sb, number);
    let result: { success: boolean; message: string; invoice: string; status: number };
    if (inv.status_id === INVOICE_PAID) result = { success: true, message: 'already paid', invoice: inv.number, status: INVOICE_PAID };
    else if (digits === TEST_CARDS.success) {
      markInvoicePaid(sb, inv, 'sandbox-card', digits.slice(-4));
      result = { success: true, message: 'payment succeeded', invoice: inv.number, status: INVOICE_PAID };
    } else {
      sb.db.prepare('UPDATE invoices SET payment_hash = NULL WHERE id = ?').run(inv.id);
      sb.db
        .prepare(
          "INSERT INTO payments (invoice_id, provider, card_last4, status, amount, created_at) VALUES (?, 'sandbox-card', ?, 'declined', ?, ?)",
        )
        .run(inv.id, digits.slice(-4), inv.price, sb.clock.now().toISOString());
      result = {
        success: false,
        message: digits === TEST_CARDS.declined ? 'the card was declined' : 'unknown test card',
        invoice: inv.number,
        status: inv.status_id,
      };
    }
    sb.db.exec('COMMIT');
    return result;
  } catch (e) {
    sb.db.exec('ROLLBACK');
    throw e;
  }
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
  if (method === 'POST' && p === '/__sandbox/state') {
    const body = ((await readJson(req)) ?? {}) as { state?: string; params?: Record<string, unknown>; action?: string };
    if (!body.state) throw new HttpError(400, 'state is required');
    if (body.action === 'teardown') {
      sendJson(res, 200, {});
      return true;
    }
    sendJson(res, 200, applyState(sb, body.state, body.params ?? {}));
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

  // --- the payment page ---------------------------------------------------------------------------------------
  if (method === 'GET' && p === '/__sandbox/pay') {
    const returnTo = safeReturn(url.searchParams.get('return'));
    const number = url.searchParams.get('invoice');
    let inv: InvoiceRow;
    try {
      inv = findInvoice(sb, number);
    } catch {
      sendText(
        res,
        404,
        'text/html; charset=utf-8',
        `<!doctype html><html lang="ru"><title>Счёт не найден</title><p>Счёт не найден / Invoice not found. <a href="${returnTo}">Назад</a></p></html>`,
      );
      return true;
    }
    if (inv.status_id !== INVOICE_PAID && !inv.payment_hash) {
      sb.db.prepare('UPDATE invoices SET payment_hash = ? WHERE id = ?').run(`sandbox-${inv.number}-${sb.clock.nowMs()}`, inv.id);
    }
    sendText(res, 200, 'text/html; charset=utf-8', payPage({ invoice: inv, returnTo }));
    return true;
  }
  if (method === 'POST' && p === '/__sandbox/pay') {
    const form = await readForm(req);
    const returnTo = safeReturn(form.return);
    const result = payWithCard(sb, form.invoice ?? '', form.card ?? '');
    if (result.success) {
      res.writeHead(303, { Location: withOutcome(returnTo, 'success', result.invoice) });
      res.end();
    } else {
      const inv = findInvoice(sb, form.invoice);
      sendText(
        res,
        402,
        'text/html; charset=utf-8',
        payPage({ invoice: inv, returnTo, message: `Оплата отклонена / Payment declined: ${result.message}`, error: true }),
      );
    }
    return true;
  }
  if (method === 'POST' && p === '/__sandbox/pay-invoice') {
    const body = ((await readJson(req)) ?? {}) as { invoice?: string; card?: string };
    const result = payWithCard(sb, String(body.invoice ?? ''), body.card ?? TEST_CARDS.success);
    sendJson(res, result.success ? 200 : 402, result);
    return true;
  }

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
