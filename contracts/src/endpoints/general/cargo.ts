import { defineEndpoint } from '../../http/endpoint.ts';
import { termsOfServicesRequest, termsOfServicesResponse } from '../../schemas/documents.ts';
import {
  cargoCreateRequestBody,
  cargoCreateResponse,
  cargoServicesResponse,
  cargoTimingResponse,
  movingTypesResponse,
} from '../../schemas/cargo.ts';
import { requestResponse, requestSimpleRequest } from '../../schemas/requests.ts';

export const cargoMovingTypes = defineEndpoint({
  id: 'general.cargoMovingTypes',
  api: 'general',
  method: 'GET',
  path: '/api/cargo/moving-types',
  auth: false,
  response: movingTypesResponse,
});

export const cargoServices = defineEndpoint({
  id: 'general.cargoServices',
  api: 'general',
  method: 'GET',
  path: '/api/cargo/services',
  auth: false,
  response: cargoServicesResponse,
});

export const cargoTiming = defineEndpoint({
  id: 'general.cargoTiming',
  api: 'general',
  method: 'GET',
  path: '/api/cargo/timing',
  auth: false,
  response: cargoTimingResponse,
});

export const cargoCreateRequest = defineEndpoint({
  id: 'general.cargoCreateRequest',
  api: 'general',
  method: 'POST',
  path: '/api/cargo/client/create-request',
  auth: true,
  body: cargoCreateRequestBody,
  response: cargoCreateResponse,
});

/** Box request (budget, size) or storage request (is_consent_checked) from the public catalogue. */
export const requestSimple = defineEndpoint({
  id: 'general.requestSimple',
  api: 'general',
  method: 'POST',
  path: '/api/request/simple',
  auth: false,
  body: requestSimpleRequest,
  response: requestResponse,
});

export const termsOfServices = defineEndpoint({
  id: 'general.termsOfServices',
  api: 'general',
  method: 'POST',
  path: '/api/get-terms-of-services',
  auth: false,
  body: termsOfServicesRequest,
  response: termsOfServicesResponse,
});
