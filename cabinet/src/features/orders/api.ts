import { cabinet, type ApiClient, type Order } from '@sb/contracts';

// ---------------------------------------------------------------------------------------------------------------
// The orders feature's commands over the contracts client: the lock here (the order's page), the invoice in
// invoiceApi.ts and the requests (contract close, cargo) in requestApi.ts, which only their dialogs load. Its queries
// (orders lists, the signing check, the invoice price, the profile, cargo lists) are the shared resources of
// shared/api/resources.ts: the feature has no key of its own.
// ---------------------------------------------------------------------------------------------------------------

/** Opens the box's lock: `{id}` is floor_cell_number, the body the lock's hardware address. */
export const openLock = (api: ApiClient, order: Order) => {
  const lock = order.cell.lock;
  const buBoardUuid = lock?.BuUuid;
  const cuBoardId = lock?.CuId;
  const lockNumber = lock?.Lock;
  if (!buBoardUuid || cuBoardId == null || lockNumber == null) return Promise.reject(new Error('the box has no addressable lock'));
  return api.call(cabinet.openLock, {
    params: { kind: 'cell', id: order.cell.floor_cell_number },
    body: { buBoardUuid, cuBoardId, lockNumber },
  });
};
