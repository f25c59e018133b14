import { cabinet, general, type ApiClient, type CargoCreateRequest, type Order } from '@sb/contracts';

// ---------------------------------------------------------------------------------------------------------------
// The orders feature's commands (invoices, the lock, contract close, cargo requests) over the contracts client. Its
// queries (orders lists, the signing check, the invoice price, the profile, cargo lists) are the shared resources
// of shared/api/resources.ts: the feature has no key of its own.
// ---------------------------------------------------------------------------------------------------------------

/** Issues the invoice (only_price false) and answers it. */
export const makeInvoice = (api: ApiClient, orderNumber: number, days: number, start: string) =>
  api.call(cabinet.makeOrderInvoice, { params: { orderId: orderNumber }, body: { days, only_price: false, start_period: start } });

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

export const sendSimpleRequest = (api: ApiClient, request_name: string, request_comment: string) =>
  api.call(cabinet.requestClientSimple, { body: { request_name, request_comment } });

export const createCargoRequest = (api: ApiClient, body: CargoCreateRequest) => api.call(general.cargoCreateRequest, { body });
