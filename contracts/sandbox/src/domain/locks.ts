import type { openLockResponse } from '@sb/contracts';
import type { Sandbox } from '../context.ts';
import { type Accepts, withExtras } from '../answer.ts';
import { HttpError } from '../http.ts';
import type { CellRow, OrderRow } from './rows.ts';
import { cellById } from './queries.ts';
import { nowIso } from './time.ts';

/** Opens a box lock: only for a signed contract of an active order; relocks after the configured time. */
export function openCell(sb: Sandbox, customerId: number | null, o: OrderRow, source: string): Accepts<typeof openLockResponse> {
  const cell = cellById(sb, o.cell_id) as CellRow;
  const contract = sb.db
    .prepare("SELECT status, sign_system FROM agreements WHERE order_id = ? AND kind = 'contract' ORDER BY id DESC LIMIT 1")
    .get(o.id) as { status: string; sign_system: string } | undefined;
  const signed = contract && (contract.status === 'active' || contract.sign_system === 'no');
  if (o.state !== 'active' || !signed) throw new HttpError(400, 'no access to the lock', { errorCode: 'NO_LOCK_ACCESS' });
  if (cell.lock_status === 'unregistered') throw new HttpError(400, 'the box has no lock', { errorCode: 'LOCK_UNREGISTERED' });
  if (cell.lock_status === 'error' || cell.lock_status === 'inactive')
    throw new HttpError(409, 'the lock is not available, contact the manager', { errorCode: 'LOCK_UNAVAILABLE' });
  const relock = new Date(sb.clock.nowMs() + sb.config.relockSeconds * 1000).toISOString();
  sb.db.prepare("UPDATE cells SET lock_status = 'open', relock_at = ? WHERE id = ?").run(relock, cell.id);
  sb.db.prepare('INSERT INTO lock_events (cell_id, customer_id, source, at) VALUES (?,?,?,?)').run(cell.id, customerId, source, nowIso(sb));
  return withExtras({ success: true, message: 'command to open the lock sent' }, { lock_status: 'open', relock_at: relock });
}
