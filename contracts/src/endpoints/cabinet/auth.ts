import { defineEndpoint } from '../../http/endpoint.ts';
import { ackResponse } from '../../schemas/common.ts';
import {
  authRequest,
  authResponse,
  checkCodeRequest,
  checkPhoneRequest,
  checkPhoneResponse,
  clientBaseResponse,
  clientLegalBaseRequest,
  clientPhysicalBaseRequest,
  retrieveSmsRequest,
  retrieveSmsResponse,
  setPasswordRequest,
  tokenResponse,
} from '../../schemas/auth.ts';

export const auth = defineEndpoint({
  id: 'cabinet.auth',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/auth',
  auth: false,
  body: authRequest,
  response: authResponse,
});

export const checkCode = defineEndpoint({
  id: 'cabinet.checkCode',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/check-code',
  auth: false,
  body: checkCodeRequest,
  response: tokenResponse,
});

export const checkPhone = defineEndpoint({
  id: 'cabinet.checkPhone',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/check-phone',
  auth: false,
  body: checkPhoneRequest,
  response: checkPhoneResponse,
});

export const retrieveSms = defineEndpoint({
  id: 'cabinet.retrieveSms',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/retrieve-sms',
  auth: false,
  body: retrieveSmsRequest,
  response: retrieveSmsResponse,
});

/** Sent with the registration (or restore) token in X-SB-API-KEY. */
export const setPassword = defineEndpoint({
  id: 'cabinet.setPassword',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/set-password',
  auth: true,
  body: setPasswordRequest,
  response: ackResponse,
});

/** Registration step 1 of a legal entity (registration token); answers the session token. */
export const clientLegalBase = defineEndpoint({
  id: 'cabinet.clientLegalBase',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/client-legal-base',
  auth: true,
  body: clientLegalBaseRequest,
  response: clientBaseResponse,
});

/** Registration step 1 of an individual (registration token); answers the session token. */
export const clientPhysicalBase = defineEndpoint({
  id: 'cabinet.clientPhysicalBase',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/client-physical-base',
  auth: true,
  body: clientPhysicalBaseRequest,
  response: clientBaseResponse,
});
