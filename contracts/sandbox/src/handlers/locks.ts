import type { Sandbox } from '../context.ts';
import type { HandlerGroup } from '../api/handler.ts';
import { HttpError } from '../http.ts';
import type { CellRow, OrderRow } from '../domain/rows.ts';
import { openCell } from '../domain/locks.ts';
import { me } from './util.ts';

// Opening a box lock: the customer's own box from the cabinet, or any lock by a server with the private key.

/** The fixed private key of universe-lockers/openLock: SANDBOX_LOCKERS_KEY, or what a provider state set. */
export function lockersKey(sb: Sandbox): string {
  const row = sb.db.prepare("SELECT value FROM meta WHERE key = 'lockers_key'").get() as { value: string } | undefined;
  return row?.value ?? process.env.SANDBOX_LOCKERS_KEY ?? 'sandbox-private-key';
}

export const locksHandlers = {
  'cabinet.openLock': (ctx) => {
    const { sb } = ctx;
    const c = me(ctx);
    const b = ctx.body;
    // the box of that number whose lock is at that address: a wrong address opens nothing
    const match = sb.db
      .prepare(
        "SELECT o.* FROM orders o JOIN cells c ON c.id = o.cell_id WHERE o.customer_id = ? AND c.floor_cell_number = ? AND o.state != 'archived' AND c.lock_bu_uuid = ? AND c.lock_cu_id = ? AND c.lock_number = ?",
      )
      .get(c.id, String(ctx.params.id), b.buBoardUuid, b.cuBoardId, b.lockNumber) as OrderRow | undefined;
    if (!match) {
      const mine = sb.db
        .prepare(
          "SELECT 1 FROM orders o JOIN cells c ON c.id = o.cell_id WHERE o.customer_id = ? AND c.floor_cell_number = ? AND o.state != 'archived'",
        )
        .get(c.id, String(ctx.params.id));
      if (!mine) throw new HttpError(404, 'order item not found', { errorCode: 'ORDER_NOT_FOUND', code: 404 });
      throw new HttpError(404, 'lock not found', { errorCode: 'LOCK_NOT_FOUND', code: 404 });
    }
    return openCell(sb, c.id, match, 'cabinet');
  },

  'general.openLock': (ctx) => {
    const { sb } = ctx;
    const key = ctx.headers['x-sb-private-key'];
    if (key !== lockersKey(sb)) throw new HttpError(401, 'invalid private key', { code: 401 });
    const b = ctx.body;
    const cell = sb.db
      .prepare('SELECT * FROM cells WHERE lock_bu_uuid = ? AND lock_cu_id = ? AND lock_number = ?')
      .get(b.buBoardUuid, b.cuBoardId, b.lockNumber) as CellRow | undefined;
    if (!cell) throw new HttpError(404, 'lock not found', { errorCode: 'LOCK_NOT_FOUND', code: 404 });
    const o = sb.db.prepare("SELECT * FROM orders WHERE cell_id = ? AND state != 'archived'").get(cell.id) as OrderRow | undefined;
    if (!o) throw new HttpError(400, 'no access to the lock', { errorCode: 'NO_LOCK_ACCESS' });
    return openCell(sb, null, o, 'universe-lockers');
  },
} satisfies HandlerGroup;
