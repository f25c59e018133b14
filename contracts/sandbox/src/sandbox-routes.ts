import type http from 'node:http';
import type { Sandbox } from './context.ts';
import { HttpError, readJson, sendJson } from './http.ts';
import { outbox } from './sms.ts';
import { applyState } from './states.ts';

/**
 * Sandbox-only routes (never part of a real backend): the SMS outbox, the clock, provider states, and the
 * files the sandbox serves as its 'cloud storage'.
 */
export async function sandboxRoutes(sb: Sandbox, req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<boolean> {
  const method = req.method ?? 'GET';
  if (method === 'GET' && url.pathname === '/__sandbox/outbox') {
    const phone = (url.searchParams.get('phone') ?? '').replace(/\D/g, '');
    if (!/^7\d{10}$/.test(phone)) throw new HttpError(400, 'phone must be 7XXXXXXXXXX', { errorCode: 'VALIDATION_ERROR' });
    sendJson(res, 200, outbox(sb, phone));
    return true;
  }
  if (url.pathname === '/__sandbox/clock') {
    if (method === 'POST') {
      const body = ((await readJson(req)) ?? {}) as { advanceMs?: number; advanceDays?: number; set?: string | null };
      if (body.set !== undefined) sb.clock.set(body.set);
      if (body.advanceMs) sb.clock.advance(body.advanceMs);
      if (body.advanceDays) sb.clock.advance(body.advanceDays * 86_400_000);
    }
    sendJson(res, 200, sb.clock.describe());
    return true;
  }
  if (method === 'POST' && url.pathname === '/__sandbox/state') {
    const body = ((await readJson(req)) ?? {}) as { state?: string; params?: Record<string, unknown>; action?: string };
    if (!body.state) throw new HttpError(400, 'state is required');
    if (body.action === 'teardown') {
      sendJson(res, 200, {});
      return true;
    }
    sendJson(res, 200, applyState(sb, body.state, body.params ?? {}));
    return true;
  }
  if (method === 'GET' && url.pathname === '/__sandbox/health') {
    sendJson(res, 200, { ok: true, clock: sb.clock.describe() });
    return true;
  }
  return false;
}
