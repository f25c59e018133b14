import { isApiError } from '@sb/contracts';

// Apart from the legacy login's calls (`legacyLogin.ts`, fetched with the first submit): the screen reads it to
// word a failure.

/**
 * The backend refused the login and password themselves (spec 2: 'try signing in with your phone number' is
 * appended to this failure): the 400 the agreed pact pins (docs/contracts.md). A network failure, a time-out, a
 * server fault or another refusal is not a wrong login or password.
 */
export function isWrongCredentials(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 400;
}
