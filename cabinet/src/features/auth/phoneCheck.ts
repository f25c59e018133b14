import { phoneField } from '@sb/contracts';

// What /auth needs once the phone is sent: the contracts' rule (zod) and the call with its answer's schema. Its own
// chunk, fetched when the browser is idle after the form is painted, so the first screen of a phone loads neither.

/** The phone rule of /auth, with its messages. */
export const phoneRule = phoneField('auth');
export { checkPhone } from './api.ts';
