import { general, type ApiClient } from '@sb/contracts';
import { queryOptions } from '../options.ts';

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
