import { defineEndpoint } from '../../http/endpoint.ts';
import { openLockRequest, openLockResponse } from '../../schemas/lock.ts';

/**
 * Server-only: authenticated by a fixed private key in the `X-SB-PRIVATE-KEY` header, which must never ship in a
 * browser bundle. The cabinet opens locks through cabinet.openLock; the client refuses this endpoint unless it
 * was created with `serverKey` (a back-office or test process).
 */
export const openLock = defineEndpoint({
  id: 'general.openLock',
  api: 'general',
  method: 'POST',
  path: '/api/universe-lockers/openLock',
  auth: false,
  serverOnly: true,
  body: openLockRequest,
  response: openLockResponse,
});
