import { readJson, sendJson, HttpError } from '../http.ts';
import { outbox } from '../sms.ts';
import { stateChange, stateNames } from '../states.ts';
import { resetData, saveClock } from '../lifecycle.ts';
import { morningOf } from '../domain/time.ts';
import type { RouteCall, SandboxRoute } from './route.ts';

// The sandbox's control routes for development and tests: the SMS outbox, the clock, provider states, reset,
// health, stored requests, planted faults.

async function body<T>(req: RouteCall['req']): Promise<T> {
  return ((await readJson(req)) ?? {}) as T;
}

const describeClock = ({ sb, res }: RouteCall): void => sendJson(res, 200, sb.clock.describe());

async function moveClock(call: RouteCall): Promise<void> {
  const { sb } = call;
  const b = await body<{ advanceMs?: number; advanceDays?: number; advanceSeconds?: number; set?: string | null }>(call.req);
  if (b.set !== undefined) {
    if (b.set !== null && (typeof b.set !== 'string' || Number.isNaN(Date.parse(b.set))))
      throw new HttpError(400, 'set must be an ISO date or null');
    sb.clock.set(typeof b.set === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(b.set) ? morningOf(b.set) : b.set);
  }
  for (const [k, mult] of [
    ['advanceMs', 1],
    ['advanceSeconds', 1000],
    ['advanceDays', 86_400_000],
  ] as const) {
    const v = b[k];
    if (v !== undefined && (typeof v !== 'number' || !Number.isFinite(v))) throw new HttpError(400, `${k} must be a number`);
    if (v) sb.clock.advance(v * mult);
  }
  saveClock(sb);
  describeClock(call);
}

// provider states of the pacts (docs/contracts.md, the state-change contract); an unknown state is a 400
async function applyProviderState({ sb, req, res }: RouteCall): Promise<void> {
  sendJson(res, 200, stateChange(sb, await body<Record<string, unknown>>(req)));
}

function storedRequests({ sb, res, url }: RouteCall): void {
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
}

export const controlRoutes: readonly SandboxRoute[] = [
  {
    method: 'GET',
    path: '/__sandbox/outbox',
    handle: ({ sb, res, url }) => {
      const phone = (url.searchParams.get('phone') ?? '').replace(/\D/g, '');
      if (!/^7\d{10}$/.test(phone)) throw new HttpError(400, 'phone must be 7XXXXXXXXXX', { errorCode: 'VALIDATION_ERROR' });
      sendJson(res, 200, outbox(sb, phone));
    },
  },
  { method: 'GET', path: '/__sandbox/clock', handle: describeClock },
  { method: 'POST', path: '/__sandbox/clock', handle: moveClock },
  { method: 'POST', path: '/__sandbox/state', handle: applyProviderState },
  { method: 'POST', path: '/__sandbox/provider-states', handle: applyProviderState },
  { method: 'GET', path: '/__sandbox/states', handle: ({ res }) => sendJson(res, 200, { states: stateNames() }) },
  {
    method: 'POST',
    path: '/__sandbox/reset',
    handle: async ({ sb, req, res }) => {
      const b = await body<{ clock?: string | null }>(req);
      resetData(sb, typeof b.clock === 'string' ? (/^\d{4}-\d{2}-\d{2}$/.test(b.clock) ? morningOf(b.clock) : b.clock) : null);
      sendJson(res, 200, { success: true, clock: sb.clock.describe() });
    },
  },
  { method: 'GET', path: '/__sandbox/health', handle: ({ sb, res }) => sendJson(res, 200, { ok: true, clock: sb.clock.describe() }) },
  { method: 'GET', path: '/__sandbox/requests', handle: storedRequests },
  {
    method: 'POST',
    path: '/__sandbox/faults',
    handle: async ({ sb, req, res }) => {
      const b = await body<{ cargo?: string | null; file?: string | null }>(req);
      const plant = (key: string, value: string | null | undefined) => {
        if (value === null || value === undefined) sb.db.prepare('DELETE FROM meta WHERE key = ?').run(key);
        else
          sb.db
            .prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
            .run(key, String(value));
      };
      if ('file' in b) {
        if (b.file !== null && (typeof b.file !== 'string' || !b.file.startsWith('/files/')))
          throw new HttpError(400, 'file must be a /files/ path or null');
        // the file's path: a link as the answers carry it (signed, with `?expires=&sig=`) names the same file
        plant('file_fault', b.file === null ? null : b.file.split('?')[0]);
      }
      if ('cargo' in b || !('file' in b)) plant('cargo_fault', b.cargo);
      sendJson(res, 200, { success: true });
    },
  },
];
