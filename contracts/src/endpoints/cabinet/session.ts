import { defineEndpoint } from '../../http/endpoint.ts';
import { refreshTokenRequest, refreshTokenResponse } from '../../schemas/auth.ts';

export const refreshToken = defineEndpoint({
  id: 'cabinet.refreshToken',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/refresh-token',
  auth: false,
  body: refreshTokenRequest,
  response: refreshTokenResponse,
});
