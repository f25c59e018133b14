import { defineEndpoint } from '../../http/endpoint.ts';
import { ackResponse } from '../../schemas/common.ts';
import { clientLegalRequest, clientPersonalRequest, profileSchema } from '../../schemas/profile.ts';
import {
  legalRequisitesRequest,
  legalRequisitesSchema,
  personalRequisitesRequest,
  personalRequisitesSchema,
} from '../../schemas/requisites.ts';
import { availableFilesResponse } from '../../schemas/files.ts';

export const client = defineEndpoint({
  id: 'cabinet.client',
  api: 'cabinet',
  method: 'GET',
  path: '/api/v1/client',
  auth: true,
  response: profileSchema,
});

export const clientActual = defineEndpoint({
  id: 'cabinet.clientActual',
  api: 'cabinet',
  method: 'GET',
  path: '/api/v1/client/actual',
  auth: true,
  response: profileSchema,
});

export const updateClientPersonal = defineEndpoint({
  id: 'cabinet.updateClientPersonal',
  api: 'cabinet',
  method: 'PUT',
  path: '/api/v1/client/personal',
  auth: true,
  body: clientPersonalRequest,
  response: ackResponse,
});

export const updateClientLegal = defineEndpoint({
  id: 'cabinet.updateClientLegal',
  api: 'cabinet',
  method: 'PUT',
  path: '/api/v1/client/legal',
  auth: true,
  body: clientLegalRequest,
  response: ackResponse,
});

export const requisitesPersonal = defineEndpoint({
  id: 'cabinet.requisitesPersonal',
  api: 'cabinet',
  method: 'GET',
  path: '/api/v1/client/requisites/peronal',
  auth: true,
  response: personalRequisitesSchema,
});

export const updateRequisitesPersonal = defineEndpoint({
  id: 'cabinet.updateRequisitesPersonal',
  api: 'cabinet',
  method: 'PUT',
  path: '/api/v1/client/requisites/peronal',
  auth: true,
  body: personalRequisitesRequest,
  response: ackResponse,
});

export const requisitesLegal = defineEndpoint({
  id: 'cabinet.requisitesLegal',
  api: 'cabinet',
  method: 'GET',
  path: '/api/v1/client/requisites/legal',
  auth: true,
  response: legalRequisitesSchema,
});

export const updateRequisitesLegal = defineEndpoint({
  id: 'cabinet.updateRequisitesLegal',
  api: 'cabinet',
  method: 'PUT',
  path: '/api/v1/client/requisites/legal',
  auth: true,
  body: legalRequisitesRequest,
  response: ackResponse,
});

export const availableFiles = defineEndpoint({
  id: 'cabinet.availableFiles',
  api: 'cabinet',
  method: 'GET',
  path: '/api/v1/client/available/files',
  auth: true,
  response: availableFilesResponse,
});
