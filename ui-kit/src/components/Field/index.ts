export { Field } from './Field.tsx';
export type { FieldProps, FieldControlProps } from './Field.tsx';
