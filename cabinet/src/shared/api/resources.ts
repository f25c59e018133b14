import { cabinet, general, type ApiClient, type CellBookingRequest, type ContractDocument, type OrderListStatus } from '@sb/contracts';
import { infiniteQueryOptions, queryOptions } from './options.ts';

// ---------------------------------------------------------------------------------------------------------------
// The cabinet's server state: ONE definition per resource. Each resource has one key family (its first two key
// parts) and one options factory; features read these, never a copy of their own, and a mutation invalidates the
// family it changes through `xKeys`, never a hand-typed key. `resources.test.ts` lists the key of every endpoint.
// ---------------------------------------------------------------------------------------------------------------

/** Contracts per page in the inbox (spec 2 section 9). */
export const CONTRACTS_PAGE_SIZE = 5;
/** The 'full list' limit, for finding one contract by its number. */
export const CONTRACTS_ALL_LIMIT = 1000;

/** One page of the contracts inbox. */
export type ContractsPage = { count: number; elements: ContractDocument[] };

// --- the customer ---------------------------------------------------------------------------------------------

export const clientKeys = { all: ['client'] as const, profile: () => ['client', 'profile'] as const };
/** The profile (GET client): name, phones, e-mails, legal_type. */
export const clientOptions = (api: ApiClient) =>
  queryOptions({ queryKey: clientKeys.profile(), queryFn: ({ signal }) => api.call(cabinet.client, { signal }) });

export const requisitesKeys = {
  all: ['requisites'] as const,
  of: (kind: 'personal' | 'legal') => ['requisites', kind] as const,
};
/** Passport requisites of an individual. */
export const personalRequisitesOptions = (api: ApiClient) =>
  queryOptions({ queryKey: requisitesKeys.of('personal'), queryFn: ({ signal }) => api.call(cabinet.requisitesPersonal, { signal }) });
/** Company requisites of a legal entity. */
export const legalRequisitesOptions = (api: ApiClient) =>
  queryOptions({ queryKey: requisitesKeys.of('legal'), queryFn: ({ signal }) => api.call(cabinet.requisitesLegal, { signal }) });

export const filesKeys = { all: ['files'] as const, available: () => ['files', 'available'] as const };
/** Files the customer can download ('my files'). */
export const filesOptions = (api: ApiClient) =>
  queryOptions({ queryKey: filesKeys.available(), queryFn: ({ signal }) => api.call(cabinet.availableFiles, { signal }) });

export const signatureKeys = { all: ['signature'] as const, status: () => ['signature', 'status'] as const };
/** The EDS status; always fresh (it changes while the customer waits). */
export const signatureStatusOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: signatureKeys.status(),
    queryFn: ({ signal }) => api.call(cabinet.signatureStatus, { signal }),
    staleTime: 0,
  });

// --- orders and documents -------------------------------------------------------------------------------------

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => ['orders', 'list'] as const,
  list: (status: OrderListStatus) => ['orders', 'list', status] as const,
  /** Under the active list, so refreshing the active orders also refreshes a running signing check. */
  checkStatus: (orderNumber: number) => ['orders', 'list', 'active', 'check-status', orderNumber] as const,
};
export const fetchOrders = (api: ApiClient, status: OrderListStatus, signal?: AbortSignal) =>
  api.call(cabinet.ordersList, { params: { status }, signal }).then((r) => r.orders);
/** The orders of one list (active or history). */
export const ordersListOptions = (api: ApiClient, status: OrderListStatus) =>
  queryOptions({ queryKey: orderKeys.list(status), queryFn: ({ signal }) => fetchOrders(api, status, signal) });
/** The active orders polled by the signing check (its own entry, dropped when the screen is left). */
export const checkStatusOptions = (api: ApiClient, orderNumber: number) =>
  queryOptions({
    queryKey: orderKeys.checkStatus(orderNumber),
    queryFn: ({ signal }) => fetchOrders(api, 'active', signal),
    gcTime: 0,
    staleTime: 0,
  });

export const documentKeys = {
  all: ['documents'] as const,
  contracts: (status: OrderListStatus) => ['documents', 'contracts', status] as const,
  contractPages: (status: OrderListStatus) => ['documents', 'contracts', status, 'pages'] as const,
  contractsAll: (status: OrderListStatus) => ['documents', 'contracts', status, 'all'] as const,
  activeDocs: () => ['documents', 'active-docs'] as const,
};
/** The inbox: contracts of `status` in pages of 5 (load more asks for the next page). */
export const contractPagesOptions = (api: ApiClient, status: OrderListStatus) =>
  infiniteQueryOptions({
    queryKey: documentKeys.contractPages(status),
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }): Promise<ContractsPage> =>
      api.call(cabinet.activeContracts, { params: { x: status }, query: { page: pageParam, limit: CONTRACTS_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: ContractsPage, pages: ContractsPage[]) => {
      const loaded = pages.reduce((n, p) => n + p.elements.length, 0);
      return loaded < last.count && last.elements.length > 0 ? pages.length + 1 : undefined;
    },
  });
/** Every contract of `status` at once (limit 1000): to find one by its agreement number. */
export const contractsAllOptions = (api: ApiClient, status: OrderListStatus) =>
  queryOptions({
    queryKey: documentKeys.contractsAll(status),
    queryFn: ({ signal }) =>
      api.call(cabinet.activeContracts, { params: { x: status }, query: { page: 1, limit: CONTRACTS_ALL_LIMIT }, signal }),
  });
/** Contracts and acts of the live orders (acts to sign come from here). */
export const activeDocsOptions = (api: ApiClient) =>
  queryOptions({ queryKey: documentKeys.activeDocs(), queryFn: ({ signal }) => api.call(cabinet.activeDocs, { signal }) });

// --- prices ---------------------------------------------------------------------------------------------------

export const priceKeys = {
  all: ['prices'] as const,
  /** One entry per payload, so an answer for older dates never shows for newer ones. */
  booking: (payload: CellBookingRequest | null) => ['prices', 'booking', payload ? JSON.stringify(payload) : null] as const,
  invoice: (orderNumber: number, days: number, start: string) => ['prices', 'invoice', orderNumber, days, start] as const,
};
/** The live price of a booking (orders/cell/calc); disabled while the dialog has no valid payload. */
export const bookingPriceOptions = (api: ApiClient, payload: CellBookingRequest | null) =>
  queryOptions({
    queryKey: priceKeys.booking(payload),
    queryFn: ({ signal }) => api.call(cabinet.cellCalc, { body: payload as CellBookingRequest, signal }),
    enabled: payload !== null,
    staleTime: 60_000,
    retry: false,
  });
/** The price of a new invoice before it is made (`only_price`). */
export const invoicePriceOptions = (api: ApiClient, orderNumber: number, days: number, start: string) =>
  queryOptions({
    queryKey: priceKeys.invoice(orderNumber, days, start),
    queryFn: ({ signal }) =>
      api.call(cabinet.makeOrderInvoice, {
        params: { orderId: orderNumber },
        body: { days, only_price: true, start_period: start },
        signal,
      }),
  });

// --- the catalogue of places and boxes -----------------------------------------------------------------------

export const placeKeys = {
  all: ['places'] as const,
  list: () => ['places', 'list'] as const,
  one: (code: string) => ['places', 'one', code] as const,
  sizes: (codes: readonly string[]) => ['places', 'sizes', [...codes].sort().join(',')] as const,
  catalog: (code: string) => ['places', 'catalog', code] as const,
  cell: (cellId: number) => ['places', 'cell', cellId] as const,
  photos: (low: number, up: number) => ['places', 'photos', low, up] as const,
};
export const placesOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: placeKeys.list(),
    queryFn: ({ signal }) => api.call(general.placesList, { signal }).then((r) => r.places),
    staleTime: 5 * 60_000,
  });
export const placeOptions = (api: ApiClient, code: string) =>
  queryOptions({
    queryKey: placeKeys.one(code),
    queryFn: ({ signal }) => api.call(general.placeOne, { query: { code }, signal }).then((r) => r.place),
    staleTime: 5 * 60_000,
  });
/** Box sizes available in the given warehouses (none asked: none answered, no call). */
export const sizesOptions = (api: ApiClient, codes: readonly string[]) =>
  queryOptions({
    queryKey: placeKeys.sizes(codes),
    queryFn: ({ signal }) => api.call(general.sizesBox, { body: { places: [...codes] }, signal }).then((r) => r.sizes),
    enabled: codes.length > 0,
  });
export const catalogOptions = (api: ApiClient, code: string) =>
  queryOptions({
    queryKey: placeKeys.catalog(code),
    queryFn: ({ signal }) => api.call(general.catalogBox, { query: { place_code: code }, signal }).then((r) => r.boxes),
  });
export const cellOptions = (api: ApiClient, cellId: number) =>
  queryOptions({
    queryKey: placeKeys.cell(cellId),
    queryFn: ({ signal }) => api.call(general.cellInfo, { query: { cell: cellId }, signal }).then((r) => r.cell),
    enabled: Number.isInteger(cellId) && cellId > 0,
  });
/** Photos of a size range (the lookup is the size plus or minus 0.01 m2): every matching group's links, in order. */
export const photosOptions = (api: ApiClient, bounds: { low: number; up: number }) =>
  queryOptions({
    queryKey: placeKeys.photos(bounds.low, bounds.up),
    queryFn: ({ signal }) =>
      api.call(general.cellPhotos, { query: bounds, signal }).then((r) =>
        Object.values(r.photos)
          .flat()
          .map((p) => p.link),
      ),
    staleTime: 10 * 60_000,
  });

// --- reference lists -----------------------------------------------------------------------------------------

export const cargoKeys = { all: ['cargo'] as const, list: (what: 'types' | 'services' | 'timings') => ['cargo', what] as const };
export const cargoTypesOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: cargoKeys.list('types'),
    queryFn: ({ signal }) => api.call(general.cargoMovingTypes, { signal }).then((r) => r.list),
    staleTime: 10 * 60_000,
  });
export const cargoServicesOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: cargoKeys.list('services'),
    queryFn: ({ signal }) => api.call(general.cargoServices, { signal }).then((r) => r.services),
    staleTime: 10 * 60_000,
  });
export const cargoTimingsOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: cargoKeys.list('timings'),
    queryFn: ({ signal }) => api.call(general.cargoTiming, { signal }).then((r) => r.timings),
    staleTime: 10 * 60_000,
  });

export const termsKeys = { all: ['terms'] as const, of: (language: string) => ['terms', language] as const };
/** The terms of service (HTML, shown as text) in the current language, for registration step 1. */
export const termsOptions = (api: ApiClient, language: 'ru' | 'en') =>
  queryOptions({
    queryKey: termsKeys.of(language),
    queryFn: ({ signal }) => api.call(general.termsOfServices, { body: { language }, signal }).then((a) => a.content),
    staleTime: Infinity,
  });
