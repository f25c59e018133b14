export { SmsCodeInput } from './SmsCodeInput.tsx';
export type { SmsCodeInputProps } from './SmsCodeInput.tsx';
