import { atomWithMutation, atomWithQuery } from '../../shared/api/serverState.ts';
import type { CargoCreateRequest } from '@sb/contracts';
import { apiAtom } from '../../shared/api/apiClient.ts';
import { cargoServicesOptions, cargoTimingsOptions, cargoTypesOptions } from '../../shared/api/resources.ts';
import { clientAtom } from '../../shared/api/customerQueries.ts';
import { createCargoRequest, sendSimpleRequest } from './requestApi.ts';

// The requests' atoms (atoms.ts has the page's): the contract close and cargo dialogs' chunks bring them, with the
// profile, cargo and requests' endpoints and schemas, so the order's page loads none of them.

/** The profile (the wording of the contract close, the cargo request's contact): the shared resource's atom. */
export { clientAtom };

export const cargoTypesAtom = atomWithQuery((get) => cargoTypesOptions(get(apiAtom)));
export const cargoServicesAtom = atomWithQuery((get) => cargoServicesOptions(get(apiAtom)));
export const cargoTimingsAtom = atomWithQuery((get) => cargoTimingsOptions(get(apiAtom)));

export const closeContractAtom = atomWithMutation((get) => ({
  mutationFn: ({ name, comment }: { name: string; comment: string }) => sendSimpleRequest(get(apiAtom), name, comment),
}));

export const cargoRequestAtom = atomWithMutation((get) => ({
  mutationFn: (body: CargoCreateRequest) => createCargoRequest(get(apiAtom), body),
}));
