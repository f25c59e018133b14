import { defineEndpoint } from '../http/endpoint.ts';
import { checkPhoneRequest, checkPhoneResponse, refreshTokenRequest, refreshTokenResponse } from '../schemas/auth.ts';

// ---------------------------------------------------------------------------------------------------------------
// Cabinet API (spec 2 section 7). Field names exactly as the spec spells them.
// ---------------------------------------------------------------------------------------------------------------

export const checkPhone = defineEndpoint({
  id: 'cabinet.checkPhone',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/check-phone',
  auth: false,
  body: checkPhoneRequest,
  response: checkPhoneResponse,
});

export const refreshToken = defineEndpoint({
  id: 'cabinet.refreshToken',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/refresh-token',
  auth: false,
  body: refreshTokenRequest,
  response: refreshTokenResponse,
});
