// The forms of 'my data' (the profile's and the requisites'), fetched apart from the screen: react-hook-form, the
// rules and the form parts leave the profile's first load. ProfileView fetches them when it mounts, beside the
// profile's own call, and shows them with the data.

export { LegalForm } from './LegalForm.tsx';
export { PersonalForm } from './PersonalForm.tsx';
export { RequisitesForm } from '../../../shared/requisites/index.ts';
