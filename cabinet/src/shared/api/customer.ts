import {
  cabinet,
  type ApiClient,
  type ClientLegalRequest,
  type ClientPersonalRequest,
  type LegalRequisitesRequest,
  type PersonalRequisitesRequest,
} from '@sb/contracts';
import { queryOptions } from './options.ts';
import { atomWithMutation, atomWithQuery, queryClientAtom } from './serverState.ts';
import { apiAtom } from './apiClient.ts';

// The customer: the profile (GET client), the requisites and 'my files', read by the profile, the documents' EDS
// dialog, the orders' requests and the period; saved by the profile, the EDS dialog and registration. Each save
// invalidates the one key family it changes, so every screen showing it refreshes.

export const clientKeys = { all: ['client'] as const, profile: () => ['client', 'profile'] as const };
/** The profile (GET client): name, phones, e-mails, legal_type. */
export const clientOptions = (api: ApiClient) =>
  queryOptions({ queryKey: clientKeys.profile(), queryFn: ({ signal }) => api.call(cabinet.client, { signal }) });

export const requisitesKeys = {
  all: ['requisites'] as const,
  of: (kind: 'personal' | 'legal') => ['requisites', kind] as const,
};
/** Passport requisites of an individual. */
export const personalRequisitesOptions = (api: ApiClient) =>
  queryOptions({ queryKey: requisitesKeys.of('personal'), queryFn: ({ signal }) => api.call(cabinet.requisitesPersonal, { signal }) });
/** Company requisites of a legal entity. */
export const legalRequisitesOptions = (api: ApiClient) =>
  queryOptions({ queryKey: requisitesKeys.of('legal'), queryFn: ({ signal }) => api.call(cabinet.requisitesLegal, { signal }) });

export const filesKeys = { all: ['files'] as const, available: () => ['files', 'available'] as const };
/** Files the customer can download ('my files'). */
export const filesOptions = (api: ApiClient) =>
  queryOptions({ queryKey: filesKeys.available(), queryFn: ({ signal }) => api.call(cabinet.availableFiles, { signal }) });

/** The customer's profile (GET client). */
export const clientAtom = atomWithQuery((get) => clientOptions(get(apiAtom)));
/** Passport requisites (an individual's; never asked for an organisation: read only by its screens). */
export const personalRequisitesAtom = atomWithQuery((get) => personalRequisitesOptions(get(apiAtom)));
/** Company requisites (a legal entity's). */
export const legalRequisitesAtom = atomWithQuery((get) => legalRequisitesOptions(get(apiAtom)));
/** 'My files'. */
export const filesAtom = atomWithQuery((get) => filesOptions(get(apiAtom)));

// --- commands --------------------------------------------------------------------------------------------------

/** The requisites of one kind of customer, as saved. */
export type RequisitesSave = { kind: 'personal'; body: PersonalRequisitesRequest } | { kind: 'legal'; body: LegalRequisitesRequest };

/** Saves the requisites of the customer's kind (the call alone: `saveRequisitesAtom` also refreshes what shows them). */
export const saveRequisites = (api: ApiClient, save: RequisitesSave) =>
  save.kind === 'personal'
    ? api.call(cabinet.updateRequisitesPersonal, { body: save.body })
    : api.call(cabinet.updateRequisitesLegal, { body: save.body });

export const saveRequisitesAtom = atomWithMutation((get) => ({
  mutationFn: (save: RequisitesSave) => saveRequisites(get(apiAtom), save),
  onSuccess: (_answer: unknown, save: RequisitesSave) => get(queryClientAtom).invalidateQueries({ queryKey: requisitesKeys.of(save.kind) }),
}));

export const savePersonalAtom = atomWithMutation((get) => ({
  mutationFn: (body: ClientPersonalRequest) => get(apiAtom).call(cabinet.updateClientPersonal, { body }),
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: clientKeys.all }),
}));

export const saveLegalAtom = atomWithMutation((get) => ({
  mutationFn: (body: ClientLegalRequest) => get(apiAtom).call(cabinet.updateClientLegal, { body }),
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: clientKeys.all }),
}));
