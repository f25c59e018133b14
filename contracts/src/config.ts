import type { ApiName } from './http/endpoint.ts';

export type Environment = 'local' | 'stage' | 'production';

/**
 * Base URLs of both APIs per environment. The browser always calls its own origin: the dev server, the
 * preview server and nginx proxy `/api/v1` and `/api/request/client` to the cabinet API and the rest of `/api`
 * to the general API (docs/deploy.md), so no token crosses origins and no CORS is needed.
 */
export const apiBaseUrls: Record<Environment, Record<ApiName, string>> = {
  local: { cabinet: '', general: '' },
  stage: { cabinet: '', general: '' },
  production: { cabinet: '', general: '' },
};
