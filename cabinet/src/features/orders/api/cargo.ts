import { general, type ApiClient, type CargoCreateRequest } from '@sb/contracts';
import { queryOptions } from '../../../shared/api/options.ts';
import { atomWithMutation, atomWithQuery } from '../../../shared/api/serverState.ts';
import { apiAtom } from '../../../shared/api/apiClient.ts';

// The cargo request of an order: its choices (types, services, timings) and the request itself (a command; nothing
// it changes is cached).

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

export const cargoTypesAtom = atomWithQuery((get) => cargoTypesOptions(get(apiAtom)));
export const cargoServicesAtom = atomWithQuery((get) => cargoServicesOptions(get(apiAtom)));
export const cargoTimingsAtom = atomWithQuery((get) => cargoTimingsOptions(get(apiAtom)));

export const cargoRequestAtom = atomWithMutation((get) => ({
  mutationFn: (body: CargoCreateRequest) => get(apiAtom).call(general.cargoCreateRequest, { body }),
}));
