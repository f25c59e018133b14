// What /auth's submit needs and its first paint does not (routes/AuthPhoneScreen.tsx loads it on intent): the
// phone's rule (zod) and the check-phone call with its endpoint.
export { phoneRule } from './forms.ts';
export { checkPhone } from './api/login.ts';
