import { atomWithQuery } from '../../shared/api/serverState.ts';
import type { LockStatus, Order } from '@sb/contracts';
import { apiAtom } from '../../shared/api/apiClient.ts';
import { keyed } from '../../shared/api/keyed.ts';
import { ordersListOptions } from '../../shared/api/orders.ts';
import { LOCK_REFRESH_MS } from './rules.ts';

// ---------------------------------------------------------------------------------------------------------------
// The lock's live status. The status comes with the active orders; while a lock is open, the order view keeps
// asking for them until the lock reports closed again (a lock relocks on its own, ~30 s after an open command).
// ---------------------------------------------------------------------------------------------------------------

/** While a lock is open its status is asked this often (the first time LOCK_REFRESH_MS after an open command). */
export const LOCK_POLL_MS = 5_000;

export function isLockOpen(status: LockStatus | undefined): boolean {
  return status === 'open' || status === 'opened';
}

/**
 * How long until the lock's status is asked again, or false when it is not open: the spec's refresh 15 s after
 * an open command (the command needs that long to reach the lock), then every LOCK_POLL_MS until it is closed.
 */
export function lockPollInterval(status: LockStatus | undefined, openedAt: number | null, now: number): number | false {
  if (!isLockOpen(status)) return false;
  const sinceOpen = openedAt === null ? Infinity : now - openedAt;
  return sinceOpen < LOCK_REFRESH_MS ? LOCK_REFRESH_MS - sinceOpen : LOCK_POLL_MS;
}

/** The lock on screen: its order, and when this tab last sent its open command (null: not in this visit). */
export type WatchedLock = { orderNumber: number; openedAt: number | null };

/**
 * Follows the lock of one order (the lock block passes its order and open time at render): the active orders (the
 * same query the order view shows, so the screen updates) refetched while the lock is open. It never fetches on its
 * own otherwise, and as a query's refetchInterval it stops when the lock block leaves the screen.
 */
export const lockWatchAtom = keyed((key: string) => {
  const [orderNumber, openedAt] = key.split('|');
  const watched: WatchedLock = { orderNumber: Number(orderNumber), openedAt: openedAt ? Number(openedAt) : null };
  return atomWithQuery((get) => ({
    ...ordersListOptions(get(apiAtom), 'active'),
    staleTime: Infinity,
    refetchInterval: (query: { state: { data?: Order[] } }) => {
      const order = query.state.data?.find((o) => o.number === watched.orderNumber);
      return lockPollInterval(order?.cell.lock?.lock_status, watched.openedAt, Date.now());
    },
  }));
});

/** The key of `lockWatchAtom` for a watched lock. */
export const lockWatchKey = ({ orderNumber, openedAt }: WatchedLock): string => `${orderNumber}|${openedAt ?? ''}`;
