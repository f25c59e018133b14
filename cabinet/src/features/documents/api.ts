import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { cabinet, type ApiClient, type ContractDocument, type OrderListStatus } from '@sb/contracts';

/** Contracts per page in the inbox (spec 2 section 9). */
export const CONTRACTS_PAGE_SIZE = 5;
/** The 'full list' limit, for finding one document by its number. */
export const CONTRACTS_ALL_LIMIT = 1000;
/** EDS status polling and documents refresh (spec 2 section 9). */
export const POLL_MS = 3000;
/** The signature-create flag is cleared after this, by reloading the status. */
export const CREATE_FLAG_MS = 10_000;

export const documentKeys = {
  all: ['documents'] as const,
  contracts: (status: OrderListStatus) => ['documents', 'contracts', status] as const,
  contractPages: (status: OrderListStatus) => ['documents', 'contracts', status, 'pages'] as const,
  contractsAll: (status: OrderListStatus) => ['documents', 'contracts', status, 'all'] as const,
  activeDocs: () => ['documents', 'active-docs'] as const,
  files: () => ['documents', 'files'] as const,
  signature: () => ['documents', 'signature', 'status'] as const,
  profile: () => ['documents', 'profile'] as const,
  requisites: (kind: 'personal' | 'legal') => ['documents', 'requisites', kind] as const,
  activeOrders: () => ['documents', 'orders', 'active'] as const,
};

/** The inbox: contracts of `status` in pages of 5 (load more asks for the next page). */
export function contractPagesOptions(api: ApiClient, status: OrderListStatus) {
  return infiniteQueryOptions({
    queryKey: documentKeys.contractPages(status),
    queryFn: ({ pageParam, signal }) =>
      api.call(cabinet.activeContracts, { params: { x: status }, query: { page: pageParam, limit: CONTRACTS_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.elements.length, 0);
      return loaded < last.count && last.elements.length > 0 ? pages.length + 1 : undefined;
    },
  });
}

/** Every contract of `status` at once (limit 1000): to find one by its agreement number. */
export function contractsAllOptions(api: ApiClient, status: OrderListStatus) {
  return queryOptions({
    queryKey: documentKeys.contractsAll(status),
    queryFn: ({ signal }) =>
      api.call(cabinet.activeContracts, { params: { x: status }, query: { page: 1, limit: CONTRACTS_ALL_LIMIT }, signal }),
  });
}

/** Contracts and acts of the live orders (acts to sign come from here). */
export function activeDocsOptions(api: ApiClient) {
  return queryOptions({
    queryKey: documentKeys.activeDocs(),
    queryFn: ({ signal }) => api.call(cabinet.activeDocs, { signal }),
  });
}

/** 'My files': files the customer can download. */
export function filesOptions(api: ApiClient) {
  return queryOptions({
    queryKey: documentKeys.files(),
    queryFn: ({ signal }) => api.call(cabinet.availableFiles, { signal }),
  });
}

export function signatureStatusOptions(api: ApiClient) {
  return queryOptions({
    queryKey: documentKeys.signature(),
    queryFn: ({ signal }) => api.call(cabinet.signatureStatus, { signal }),
    staleTime: 0,
  });
}

export function profileOptions(api: ApiClient) {
  return queryOptions({
    queryKey: documentKeys.profile(),
    queryFn: ({ signal }) => api.call(cabinet.client, { signal }),
  });
}

export function personalRequisitesOptions(api: ApiClient) {
  return queryOptions({
    queryKey: documentKeys.requisites('personal'),
    queryFn: ({ signal }) => api.call(cabinet.requisitesPersonal, { signal }),
    staleTime: 0,
  });
}

export function legalRequisitesOptions(api: ApiClient) {
  return queryOptions({
    queryKey: documentKeys.requisites('legal'),
    queryFn: ({ signal }) => api.call(cabinet.requisitesLegal, { signal }),
    staleTime: 0,
  });
}

/** Live orders: the reservation date of a reserved contract comes from its order. */
export function activeOrdersOptions(api: ApiClient) {
  return queryOptions({
    queryKey: documentKeys.activeOrders(),
    queryFn: ({ signal }) => api.call(cabinet.ordersList, { params: { status: 'active' }, signal }),
  });
}

/** A document is signed when its agreement_status is 'active'. */
export function isSigned(doc: Pick<ContractDocument, 'agreement_status'>): boolean {
  return doc.agreement_status === 'active';
}

/** A contract or act that still waits for the customer's signature. */
export function isAwaitingSignature(doc: ContractDocument): boolean {
  return doc.agreement_status !== 'active' && doc.agreement_status !== 'archived' && doc.sign_system !== 'no' && !doc.need_change;
}

export function isAct(doc: Pick<ContractDocument, 'document_type'>): boolean {
  return doc.document_type === 'act';
}
