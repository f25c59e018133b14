import {
  cabinet,
  type ApiClient,
  type ClientLegalBaseRequest,
  type ClientPhysicalBaseRequest,
  type PersonalRequisitesRequest,
} from '@sb/contracts';

// The calls of registration steps 1 and 2, apart from the other ways in (`api.ts`): their endpoints and schemas are
// the profile's (contracts `endpoints/cabinet/profile.ts`), which a login screen has no use for.
export const registerIndividual = (api: ApiClient, body: ClientPhysicalBaseRequest) => api.call(cabinet.clientPhysicalBase, { body });
export const registerLegal = (api: ApiClient, body: ClientLegalBaseRequest) => api.call(cabinet.clientLegalBase, { body });
export const savePassport = (api: ApiClient, body: PersonalRequisitesRequest) => api.call(cabinet.updateRequisitesPersonal, { body });
