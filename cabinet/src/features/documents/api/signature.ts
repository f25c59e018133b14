import { cabinet, type ApiClient } from '@sb/contracts';
import { queryOptions } from '../../../shared/api/options.ts';

export const signatureKeys = { all: ['signature'] as const, status: () => ['signature', 'status'] as const };
/** The EDS status; always fresh (it changes while the customer waits). */
export const signatureStatusOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: signatureKeys.status(),
    queryFn: ({ signal }) => api.call(cabinet.signatureStatus, { signal }),
    staleTime: 0,
  });
