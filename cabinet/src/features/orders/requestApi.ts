import { cabinet, general, type ApiClient, type CargoCreateRequest } from '@sb/contracts';

// The requests' commands (api.ts has the page's): only the contract close and cargo dialogs load them, with the
// requests' and cargo's endpoints and schemas.

export const sendSimpleRequest = (api: ApiClient, request_name: string, request_comment: string) =>
  api.call(cabinet.requestClientSimple, { body: { request_name, request_comment } });

export const createCargoRequest = (api: ApiClient, body: CargoCreateRequest) => api.call(general.cargoCreateRequest, { body });
