// The phone's format without zod: a screen that only shows or normalises a phone does not load the rules' zod.

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
