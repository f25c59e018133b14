import { isApiError } from '@sb/contracts';

// Apart from the legacy login's calls (`legacyLogin.ts`, fetched with the first submit): the screen reads it to
// word a failure.

/**
 * The backend refused the login and password themselves (spec 2: 'try signing in with your phone number' is
 * appended to this failure). A network failure, a time-out or a server fault is not a wrong login or password.
 */
export function isWrongCredentials(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'http' || error.status === undefined) return false;
  if (error.code === 'WRONG_CREDENTIALS') return true;
  return error.status === 400 || error.status === 401 || error.status === 403 || error.status === 404;
}
