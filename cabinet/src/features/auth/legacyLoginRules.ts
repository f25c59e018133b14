import { z } from 'zod/mini';
import { legacyLoginField, loginPasswordField } from '@sb/contracts';

// What /login-pass needs once the form is sent: the rules (zod, the contracts' fields) and the login with the
// profile read after it. Its own chunk, fetched when the browser is idle after the form is painted (or by the first
// submit), so the first load carries neither.

/** The legacy login and its password. */
export const legacyLoginForm = z.object({ login: legacyLoginField, password: loginPasswordField });
export { legacyLoginSession } from './legacyLogin.ts';
