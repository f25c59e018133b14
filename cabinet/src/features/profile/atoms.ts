import { atomWithMutation, atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import type { ClientLegalRequest, ClientPersonalRequest, LegalRequisitesRequest, PersonalRequisitesRequest } from '@sb/contracts';
import { apiAtom } from '../../shared/api/store.ts';
import {
  checkPasswordCode,
  filesOptions,
  legalRequisitesOptions,
  personalRequisitesOptions,
  profileOptions,
  requestPasswordCode,
  saveLegal,
  saveLegalRequisites,
  savePersonal,
  savePersonalRequisites,
  setNewPassword,
} from './api.ts';

// Query atoms fetch only while a component that reads them is mounted, so the personal requisites are never
// asked for an organisation and the other way round.

export const profileAtom = atomWithQuery((get) => profileOptions(get(apiAtom)));
export const personalRequisitesAtom = atomWithQuery((get) => personalRequisitesOptions(get(apiAtom)));
export const legalRequisitesAtom = atomWithQuery((get) => legalRequisitesOptions(get(apiAtom)));
export const filesAtom = atomWithQuery((get) => filesOptions(get(apiAtom)));

// Saves: the cache is updated by invalidating through the options' own keys.

export const savePersonalAtom = atomWithMutation((get) => ({
  mutationFn: (body: ClientPersonalRequest) => savePersonal(get(apiAtom), body),
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: profileOptions(get(apiAtom)).queryKey }),
}));

export const saveLegalAtom = atomWithMutation((get) => ({
  mutationFn: (body: ClientLegalRequest) => saveLegal(get(apiAtom), body),
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: profileOptions(get(apiAtom)).queryKey }),
}));

export const savePersonalRequisitesAtom = atomWithMutation((get) => ({
  mutationFn: (body: PersonalRequisitesRequest) => savePersonalRequisites(get(apiAtom), body),
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: personalRequisitesOptions(get(apiAtom)).queryKey }),
}));

export const saveLegalRequisitesAtom = atomWithMutation((get) => ({
  mutationFn: (body: LegalRequisitesRequest) => saveLegalRequisites(get(apiAtom), body),
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: legalRequisitesOptions(get(apiAtom)).queryKey }),
}));

// Password change through the SMS flow.

export const requestPasswordCodeAtom = atomWithMutation((get) => ({
  mutationFn: (phone: string) => requestPasswordCode(get(apiAtom), phone),
}));

export const checkPasswordCodeAtom = atomWithMutation((get) => ({
  mutationFn: ({ phone, code }: { phone: string; code: string }) => checkPasswordCode(get(apiAtom), phone, code),
}));

export const setNewPasswordAtom = atomWithMutation((get) => ({
  mutationFn: ({ token, password }: { token: string; password: string }) => setNewPassword(get(apiAtom), token, password),
}));
