export { MaskedField } from './MaskedField.tsx';
export { masksSettled } from './loadImask.ts';
export type { MaskedFieldProps } from './MaskedField.tsx';
export { masks, PHONE_MASK, CODE_MASK, PASSPORT_MASK, DIVISION_CODE_MASK, DATE_MASK, LEGACY_LOGIN_MASK } from './masks.ts';
export type { MaskName } from './masks.ts';
