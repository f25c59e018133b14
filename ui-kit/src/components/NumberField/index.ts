export { NumberField, clamp } from './NumberField.tsx';
export type { NumberFieldProps } from './NumberField.tsx';
