import { defineEndpoint } from '../../http/endpoint.ts';
import { openLockParams, openLockRequest, openLockResponse } from '../../schemas/lock.ts';

/** `{kind}` is `cell`, `{id}` the box's floor_cell_number. */
export const openLock = defineEndpoint({
  id: 'cabinet.openLock',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/lock/{kind}/open/{id}',
  auth: true,
  params: openLockParams,
  body: openLockRequest,
  response: openLockResponse,
});
