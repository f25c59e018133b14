import { isApiError } from '../http/errors.ts';

/** Where an error happened: the same code means different things in different flows (spec 2 section 8). */
export type ErrorContext = 'login' | 'sms' | 'signing' | 'cargo' | 'passwordGeneration' | 'general';

/** Message ids of the error catalogue; their ru and en texts live in the cabinet's catalogues. */
export const errorMessageIds = {
  userNotFound: 'errors.userNotFound',
  unexpected: 'errors.unexpected',
  unknownCode: 'errors.unknownCode',
  network: 'errors.network',
  timeout: 'errors.timeout',
  malformed: 'errors.malformed',
} as const;

export interface ErrorMessage {
  /** i18n message id */
  id: string;
  /** values for the message (e.g. `{ code }`) */
  values?: Record<string, string | number>;
}

/** Maps any failure to the message a user reads. Filled in fully by the contracts issue. */
export function errorMessageFor(error: unknown, _context: ErrorContext = 'general'): ErrorMessage {
  if (!isApiError(error)) return { id: errorMessageIds.unexpected };
  if (error.kind === 'network') return { id: errorMessageIds.network };
  if (error.kind === 'timeout') return { id: errorMessageIds.timeout };
  if (error.kind === 'malformed' || error.kind === 'contract') return { id: errorMessageIds.malformed };
  if (error.code === 'USER_NOT_FOUND') return { id: errorMessageIds.userNotFound };
  if (error.code) return { id: errorMessageIds.unknownCode, values: { code: error.code } };
  return { id: errorMessageIds.unexpected };
}
