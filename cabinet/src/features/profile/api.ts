import {
  cabinet,
  type ApiClient,
  type ClientLegalRequest,
  type ClientPersonalRequest,
  type LegalRequisitesRequest,
  type PersonalRequisitesRequest,
} from '@sb/contracts';

// ---------------------------------------------------------------------------------------------------------------
// The profile's saves over the contracts client (the password change is passwordApi.ts). What it shows (the profile,
// requisites, files) are the shared resources of shared/api/resources.ts: the feature has no key of its own.
// ---------------------------------------------------------------------------------------------------------------

export const savePersonal = (api: ApiClient, body: ClientPersonalRequest) => api.call(cabinet.updateClientPersonal, { body });
export const saveLegal = (api: ApiClient, body: ClientLegalRequest) => api.call(cabinet.updateClientLegal, { body });
export const savePersonalRequisites = (api: ApiClient, body: PersonalRequisitesRequest) =>
  api.call(cabinet.updateRequisitesPersonal, { body });
export const saveLegalRequisites = (api: ApiClient, body: LegalRequisitesRequest) => api.call(cabinet.updateRequisitesLegal, { body });
