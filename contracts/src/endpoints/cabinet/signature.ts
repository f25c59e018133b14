import { defineEndpoint } from '../../http/endpoint.ts';
import {
  approveSmsRequest,
  approveSmsResponse,
  signatureCreateResponse,
  signatureStatusResponse,
  startSigningRequest,
  startSigningResponse,
} from '../../schemas/signature.ts';

export const signatureCreate = defineEndpoint({
  id: 'cabinet.signatureCreate',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/signature/create',
  auth: true,
  response: signatureCreateResponse,
});

export const signatureStatus = defineEndpoint({
  id: 'cabinet.signatureStatus',
  api: 'cabinet',
  method: 'GET',
  path: '/api/v1/signature/status',
  auth: true,
  response: signatureStatusResponse,
});

export const startSigning = defineEndpoint({
  id: 'cabinet.startSigning',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/signature/start-signing',
  auth: true,
  body: startSigningRequest,
  response: startSigningResponse,
});

export const approveSms = defineEndpoint({
  id: 'cabinet.approveSms',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/signature/approve-sms',
  auth: true,
  body: approveSmsRequest,
  response: approveSmsResponse,
});
