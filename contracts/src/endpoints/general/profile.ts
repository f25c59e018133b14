import { defineEndpoint } from '../../http/endpoint.ts';
import { ackResponse } from '../../schemas/common.ts';
import { clientLegalRequest, clientPersonalRequest, profileSchema } from '../../schemas/profile.ts';
import { requisitesRequest, requisitesSchema } from '../../schemas/requisites.ts';
import { availableFilesResponse } from '../../schemas/files.ts';

export const client = defineEndpoint({
  id: 'general.client',
  api: 'general',
  method: 'GET',
  path: '/api/client',
  auth: true,
  response: profileSchema,
});

export const clientActual = defineEndpoint({
  id: 'general.clientActual',
  api: 'general',
  method: 'GET',
  path: '/api/client/actual',
  auth: true,
  response: profileSchema,
});

export const updateClientPersonal = defineEndpoint({
  id: 'general.updateClientPersonal',
  api: 'general',
  method: 'PUT',
  path: '/api/client/personal',
  auth: true,
  body: clientPersonalRequest,
  response: ackResponse,
});

export const updateClientLegal = defineEndpoint({
  id: 'general.updateClientLegal',
  api: 'general',
  method: 'PUT',
  path: '/api/client/legal',
  auth: true,
  body: clientLegalRequest,
  response: ackResponse,
});

export const requisites = defineEndpoint({
  id: 'general.requisites',
  api: 'general',
  method: 'GET',
  path: '/api/client/requisites',
  auth: true,
  response: requisitesSchema,
});

export const updateRequisites = defineEndpoint({
  id: 'general.updateRequisites',
  api: 'general',
  method: 'PUT',
  path: '/api/client/requisites',
  auth: true,
  body: requisitesRequest,
  response: ackResponse,
});

export const availableFiles = defineEndpoint({
  id: 'general.availableFiles',
  api: 'general',
  method: 'GET',
  path: '/api/client/available/files',
  auth: true,
  response: availableFilesResponse,
});
