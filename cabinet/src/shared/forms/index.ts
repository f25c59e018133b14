export { FormField, FormMaskedField, useCheckboxProps, useFieldProps } from './binding.tsx';
export type { CheckboxFieldProps, ErrorText, FieldProps, FieldRules } from './binding.tsx';
