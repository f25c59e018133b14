export { RequisitesForm, type RequisitesFormProps } from './RequisitesForm.tsx';
export * from './values.ts';
