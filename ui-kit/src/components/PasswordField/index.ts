export { PasswordField } from './PasswordField.tsx';
export type { PasswordFieldProps } from './PasswordField.tsx';
