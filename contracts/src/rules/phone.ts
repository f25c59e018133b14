import { z } from 'zod/mini';

export { PHONE_MASK, PHONE_PATTERN, formatPhone, phoneToDigits } from './phoneFormat.ts';
import { PHONE_PATTERN } from './phoneFormat.ts';

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
