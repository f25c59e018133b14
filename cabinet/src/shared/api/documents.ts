import { cabinet, type ApiClient, type ContractDocument, type OrderListStatus } from '@sb/contracts';
import { infiniteQueryOptions, queryOptions } from './options.ts';

/** Contracts per page in the inbox (spec 2 section 9). */
export const CONTRACTS_PAGE_SIZE = 5;
/** The 'full list' limit, for finding one contract by its number. */
export const CONTRACTS_ALL_LIMIT = 1000;

/** One page of the contracts inbox. */
export type ContractsPage = { count: number; elements: ContractDocument[] };

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
