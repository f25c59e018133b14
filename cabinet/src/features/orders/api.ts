import { queryOptions } from '@tanstack/react-query';
import { cabinet, general, type ApiClient, type CargoCreateRequest, type Order, type OrderListStatus } from '@sb/contracts';

// ---------------------------------------------------------------------------------------------------------------
// Orders, invoices, the lock, contract close and cargo requests: query options under 'orders' and the commands,
// over the contracts client (passed in, so the atoms read it from apiAtom and tests inject a stubbed network).
// ---------------------------------------------------------------------------------------------------------------

export const ordersKeys = {
  all: ['orders'] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  list: (status: OrderListStatus) => [...ordersKeys.lists(), status] as const,
  /** Under the active list, so refreshing the active orders also refreshes a running signing check. */
  checkStatus: (orderNumber: number) => [...ordersKeys.list('active'), 'check-status', orderNumber] as const,
  invoicePrice: (orderNumber: number, days: number, start: string) =>
    [...ordersKeys.all, 'invoice-price', orderNumber, days, start] as const,
  client: () => [...ordersKeys.all, 'client'] as const,
  cargo: (what: 'types' | 'services' | 'timings') => [...ordersKeys.all, 'cargo', what] as const,
};

export const fetchOrders = (api: ApiClient, status: OrderListStatus, signal?: AbortSignal) =>
  api.call(cabinet.ordersList, { params: { status }, signal }).then((r) => r.orders);

export const ordersListOptions = (api: ApiClient, status: OrderListStatus) =>
  queryOptions({ queryKey: ordersKeys.list(status), queryFn: ({ signal }) => fetchOrders(api, status, signal) });

/** The active orders polled by the signing check (its own entry, dropped when the screen is left). */
export const checkStatusOptions = (api: ApiClient, orderNumber: number) =>
  queryOptions({
    queryKey: ordersKeys.checkStatus(orderNumber),
    queryFn: ({ signal }) => fetchOrders(api, 'active', signal),
    gcTime: 0,
    staleTime: 0,
  });

/** The price of a new invoice before it is made (`only_price`). */
export const invoicePriceOptions = (api: ApiClient, orderNumber: number, days: number, start: string) =>
  queryOptions({
    queryKey: ordersKeys.invoicePrice(orderNumber, days, start),
    queryFn: ({ signal }) =>
      api.call(cabinet.makeOrderInvoice, {
        params: { orderId: orderNumber },
        body: { days, only_price: true, start_period: start },
        signal,
      }),
  });

/** The profile, for the individual or legal-entity wording of the contract close. */
export const clientOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ordersKeys.client(), queryFn: ({ signal }) => api.call(cabinet.client, { signal }), staleTime: 5 * 60_000 });

export const cargoTypesOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ordersKeys.cargo('types'),
    queryFn: ({ signal }) => api.call(general.cargoMovingTypes, { signal }).then((r) => r.list),
    staleTime: 10 * 60_000,
  });
export const cargoServicesOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ordersKeys.cargo('services'),
    queryFn: ({ signal }) => api.call(general.cargoServices, { signal }).then((r) => r.services),
    staleTime: 10 * 60_000,
  });
export const cargoTimingsOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ordersKeys.cargo('timings'),
    queryFn: ({ signal }) => api.call(general.cargoTiming, { signal }).then((r) => r.timings),
    staleTime: 10 * 60_000,
  });

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
