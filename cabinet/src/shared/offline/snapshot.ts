import type { Order, OrderListStatus } from '@sb/contracts';
import { sessionKeys } from '../session/drafts.ts';

// ---------------------------------------------------------------------------------------------------------------
// What the customer has seen of their orders, kept to read offline: the two lists as last answered, with the time
// of each answer. Kept in the tab's sessionStorage under a session key (shared/session/drafts.ts), so every session
// end and every login removes it (shared/session/lifecycle.ts), closing the tab forgets it, and no other tab, window
// or later visitor of the device ever reads it; never localStorage, IndexedDB or a worker cache.
// ---------------------------------------------------------------------------------------------------------------

export interface KeptList {
  orders: Order[];
  /** When the answer arrived (ms since the epoch). */
  at: number;
}
export type OrdersSnapshot = Partial<Record<OrderListStatus, KeptList>>;

const KEY = sessionKeys.offlineOrders;

/** The kept lists, or an empty snapshot (nothing kept, or storage unavailable). */
export function keptOrders(): OrdersSnapshot {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as OrdersSnapshot) : {};
  } catch {
    return {};
  }
}

/** Keeps one list's answer as of `at`; an older answer never replaces a newer one. */
export function keepOrders(status: OrderListStatus, orders: Order[], at: number): void {
  try {
    const kept = keptOrders();
    const previous = kept[status];
    if (previous && previous.at >= at) return;
    sessionStorage.setItem(KEY, JSON.stringify({ ...kept, [status]: { orders, at } }));
  } catch {
    // a full or refused storage: nothing is kept, the lists simply are not readable offline
  }
}
