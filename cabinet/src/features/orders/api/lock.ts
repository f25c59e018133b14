import { cabinet, type Order } from '@sb/contracts';
import { atom } from 'jotai';
import { atomWithMutation, queryClientAtom } from '../../../shared/api/serverState.ts';
import { apiAtom } from '../../../shared/api/apiClient.ts';
import { orderKeys } from '../../../shared/api/orders.ts';

// The box's lock: the open command (the order's page) and the status it shows at once in the cached active list.

/** Opens the box's lock: `{id}` is floor_cell_number, the body the lock's hardware address. */
export const openLockAtom = atomWithMutation((get) => ({
  mutationFn: (order: Order) => {
    const lock = order.cell.lock;
    const buBoardUuid = lock?.BuUuid;
    const cuBoardId = lock?.CuId;
    const lockNumber = lock?.Lock;
    if (!buBoardUuid || cuBoardId == null || lockNumber == null) return Promise.reject(new Error('the box has no addressable lock'));
    return get(apiAtom).call(cabinet.openLock, {
      params: { kind: 'cell', id: order.cell.floor_cell_number },
      body: { buBoardUuid, cuBoardId, lockNumber },
    });
  },
}));

/** Marks the lock of an order 'opened' in the cached active list right after the open command. */
export const markLockOpenedAtom = atom(null, (get, _set, orderNumber: number) => {
  get(queryClientAtom).setQueryData<Order[]>(orderKeys.list('active'), (orders) =>
    orders?.map((o) =>
      o.number === orderNumber && o.cell.lock ? { ...o, cell: { ...o.cell, lock: { ...o.cell.lock, lock_status: 'opened' as const } } } : o,
    ),
  );
});
