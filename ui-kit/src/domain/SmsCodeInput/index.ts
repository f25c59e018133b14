export { SmsCodeInput, SMS_RESEND_SECONDS, SMS_CODE_LENGTH } from './SmsCodeInput.tsx';
export type { SmsCodeInputProps } from './SmsCodeInput.tsx';
