import type {
  DataTag,
  DefaultError,
  InfiniteData,
  InfiniteQueryObserverOptions,
  QueryKey,
  QueryObserverOptions,
} from '@tanstack/query-core';

// `queryOptions` / `infiniteQueryOptions` over @tanstack/query-core, the runtime jotai-tanstack-query is built on
// (the React bindings are not needed: atoms observe the cache). Identity functions: they only tag the key with the
// data type, so `queryClient.getQueryData(options.queryKey)` is typed.

export function queryOptions<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: QueryObserverOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey> & { queryKey: TQueryKey },
): typeof options & { queryKey: DataTag<TQueryKey, TQueryFnData, TError> } {
  return options as typeof options & { queryKey: DataTag<TQueryKey, TQueryFnData, TError> };
}

export function infiniteQueryOptions<
  TQueryFnData,
  TError = DefaultError,
  TData = InfiniteData<TQueryFnData>,
  TQueryKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(
  options: InfiniteQueryObserverOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam> & { queryKey: TQueryKey },
): typeof options & { queryKey: DataTag<TQueryKey, InfiniteData<TQueryFnData, TPageParam>, TError> } {
  return options as typeof options & { queryKey: DataTag<TQueryKey, InfiniteData<TQueryFnData, TPageParam>, TError> };
}
