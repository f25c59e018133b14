import { defineEndpoint } from '../../http/endpoint.ts';
import { requestClientSimpleRequest, requestResponse } from '../../schemas/requests.ts';

export const requestClientSimple = defineEndpoint({
  id: 'cabinet.requestClientSimple',
  api: 'cabinet',
  method: 'POST',
  path: '/api/request/client/simple',
  auth: true,
  body: requestClientSimpleRequest,
  response: requestResponse,
});
