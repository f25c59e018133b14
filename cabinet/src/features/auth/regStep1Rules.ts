// What /reg-step-1 needs once a form is sent: the contracts' rules (zod, the person's and the company's checks) and
// the registration calls with their schemas. Its own chunk, fetched when the browser is idle after the forms are
// painted (or by the first submit), so the step's first load carries neither.

export { individualStep1Form, legalRegistrationForm } from '@sb/contracts';
export { registerIndividual, registerLegal } from './registrationApi.ts';
