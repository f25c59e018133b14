import { cabinet, type ApiClient, type ContractDocument, type OrderListStatus } from '@sb/contracts';
import { infiniteQueryOptions, queryOptions } from './options.ts';
import { atomWithMutation, queryClientAtom } from './serverState.ts';
import { apiAtom } from './apiClient.ts';
import { orderKeys } from './orders.ts';

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

// --- commands --------------------------------------------------------------------------------------------------

/** Starts the SMS signing of an order's contract or act. */
export const startSigningAtom = atomWithMutation((get) => ({
  mutationFn: (orderNumber: number) => get(apiAtom).call(cabinet.startSigning, { body: { order_id: orderNumber } }),
}));

/** Approves the signing with the SMS code: the documents and the orders lists refresh. */
export const approveSmsAtom = atomWithMutation((get) => ({
  mutationFn: ({ orderNumber, code }: { orderNumber: number; code: string }) =>
    get(apiAtom).call(cabinet.approveSms, { body: { order_id: orderNumber, code } }),
  // not awaited: the screen leaves for the confirmation at once, and a refetch finishing first would unmount it
  onSuccess: () => {
    void get(queryClientAtom).invalidateQueries({ queryKey: documentKeys.all });
    // signing changes the order (reserved -> not-active with its first invoice): the orders lists (and a running
    // signing check, under the active list) must not show 'Sign the contract' any more
    void get(queryClientAtom).invalidateQueries({ queryKey: orderKeys.lists() });
  },
}));

/**
 * contract/{id}/make/contract-booking for the order; resolves the new contract's number: the answer's when it
 * carries one (a proposal: spec 2 shows no answer), else the order's document read afresh (the one that no longer
 * needs a change), else null (the screen then leads to the documents list).
 */
export const recreateBookingAtom = atomWithMutation((get) => ({
  mutationFn: async (orderNumber: number): Promise<{ agreementNumber: string | null }> => {
    const api = get(apiAtom);
    const answer = await api.call(cabinet.contractBooking, { params: { id: orderNumber } });
    if (answer.agreement_number) return { agreementNumber: answer.agreement_number };
    const { documents } = await get(queryClientAtom).fetchQuery({ ...activeDocsOptions(api), staleTime: 0 });
    const ofOrder = documents.filter((d) => d.order_number === orderNumber);
    const renewed = ofOrder.find((d) => !d.need_change) ?? ofOrder[0];
    return { agreementNumber: renewed?.agreement_number ?? null };
  },
  onSuccess: () => {
    void get(queryClientAtom).invalidateQueries({ queryKey: documentKeys.all });
    // the order now carries the new contract
    void get(queryClientAtom).invalidateQueries({ queryKey: orderKeys.list('active') });
  },
}));
