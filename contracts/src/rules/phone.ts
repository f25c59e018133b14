import { z } from 'zod/mini';

/** The phone mask of the spec: `+7 (###) ###-##-##` (18 characters when complete). */
export const PHONE_MASK = '+7 (000) 000-00-00';
export const PHONE_PATTERN = /^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/;

/** Digits the APIs want: `+7 (999) 123-45-67` -> `79991234567`. */
export function phoneToDigits(masked: string): string {
  const digits = masked.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) return `7${digits.slice(1)}`;
  return digits;
}

/** `79991234567` -> `+7 (999) 123-45-67`. */
export function formatPhone(digits: string): string {
  const d = phoneToDigits(digits);
  if (d.length !== 11) return digits;
  return `+7 (${d.slice(1, 4)}) ${d.slice(4, 7)}-${d.slice(7, 9)}-${d.slice(9, 11)}`;
}

/** Screens whose phone field has its own length bounds (spec 2 section 5). */
export type PhoneScreen = 'auth' | 'login' | 'loginSaved' | 'register';

const bounds: Record<PhoneScreen, { min: number; max: number }> = {
  auth: { min: 16, max: 18 },
  login: { min: 16, max: 18 },
  loginSaved: { min: 11, max: 18 },
  register: { min: 17, max: 18 },
};

/**
 * The masked phone field of a screen. Messages are i18n ids: `fieldRequired` when empty, `phoneFormat`
 * ('Please enter the number in the format +7 (000) 00-00-00') when too short or long, `phoneIncorrect` when the
 * pattern does not match.
 */
export function phoneField(screen: PhoneScreen) {
  const { min, max } = bounds[screen];
  return z.string().check(
    z.trim(),
    z.minLength(1, { message: 'fieldRequired', abort: true }),
    z.minLength(min, 'phoneFormat'),
    z.maxLength(max, 'phoneFormat'),
    z.refine((v) => PHONE_PATTERN.test(v) || (screen === 'loginSaved' && /^7\d{10}$/.test(v)), 'phoneIncorrect'),
  );
}
