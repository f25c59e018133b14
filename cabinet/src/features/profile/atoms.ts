import { atomWithMutation, queryClientAtom } from '../../shared/api/serverState.ts';
import type { ClientLegalRequest, ClientPersonalRequest, LegalRequisitesRequest, PersonalRequisitesRequest } from '@sb/contracts';
import { apiAtom } from '../../shared/api/apiClient.ts';
import { clientKeys, requisitesKeys } from '../../shared/api/resources/client.ts';
import { clientAtom, filesAtom, legalRequisitesAtom, personalRequisitesAtom } from '../../shared/api/customerQueries.ts';
import { saveLegal, saveLegalRequisites, savePersonal, savePersonalRequisites } from './api.ts';

// What the profile shows: the shared resources' atoms (the documents' EDS dialog reads and saves the same ones).
// They fetch only while a component that reads them is mounted, so the personal requisites are never asked for
// an organisation and the other way round.

export { clientAtom as profileAtom, filesAtom, legalRequisitesAtom, personalRequisitesAtom };

// Saves: each invalidates the one key family it changes.

export const savePersonalAtom = atomWithMutation((get) => ({
  mutationFn: (body: ClientPersonalRequest) => savePersonal(get(apiAtom), body),
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: clientKeys.all }),
}));

export const saveLegalAtom = atomWithMutation((get) => ({
  mutationFn: (body: ClientLegalRequest) => saveLegal(get(apiAtom), body),
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: clientKeys.all }),
}));

export const savePersonalRequisitesAtom = atomWithMutation((get) => ({
  mutationFn: (body: PersonalRequisitesRequest) => savePersonalRequisites(get(apiAtom), body),
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: requisitesKeys.of('personal') }),
}));

export const saveLegalRequisitesAtom = atomWithMutation((get) => ({
  mutationFn: (body: LegalRequisitesRequest) => saveLegalRequisites(get(apiAtom), body),
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: requisitesKeys.of('legal') }),
}));
