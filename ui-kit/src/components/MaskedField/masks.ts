import type { FactoryOpts } from 'imask';

/** A Latin letter or a digit: one position of the legacy login. */
const alnum = { X: /[0-9A-Za-z]/ };

/** `+7 (000) 000-00-00`; the unmasked value is `7XXXXXXXXXX` (11 digits). */
export const PHONE_MASK = { mask: '+{7} (000) 000-00-00' } satisfies FactoryOpts;
/** The 6-digit SMS or PIN code. */
export const CODE_MASK = { mask: '000000' } satisfies FactoryOpts;
/** Russian passport series and number `00 00 000000`. */
export const PASSPORT_MASK = { mask: '00 00 000000' } satisfies FactoryOpts;
/** Passport issuing division code `000-000`. */
export const DIVISION_CODE_MASK = { mask: '000-000' } satisfies FactoryOpts;
/** A date typed as `dd.mm.yyyy`; whether it is a real date is checked by the form (or DateField). */
export const DATE_MASK = { mask: '00.00.0000' } satisfies FactoryOpts;
/** The legacy login, either `XXXX-XXX-XXXXX` or `XXXX-XXX-XXXXXXXX` (letters or digits). */
export const LEGACY_LOGIN_MASK = {
  mask: [
    { mask: 'XXXX-XXX-XXXXX', definitions: alnum },
    { mask: 'XXXX-XXX-XXXXXXXX', definitions: alnum },
  ],
} satisfies FactoryOpts;

/** The named masks of the product. */
export const masks = {
  phone: PHONE_MASK,
  code: CODE_MASK,
  passport: PASSPORT_MASK,
  divisionCode: DIVISION_CODE_MASK,
  date: DATE_MASK,
  legacyLogin: LEGACY_LOGIN_MASK,
} as const;
export type MaskName = keyof typeof masks;

/** Per mask: the inputMode and autoComplete a phone keyboard needs. */
export const maskInputHints: Record<MaskName, { inputMode: 'numeric' | 'tel' | 'text'; autoComplete?: string }> = {
  phone: { inputMode: 'tel', autoComplete: 'tel' },
  code: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  passport: { inputMode: 'numeric' },
  divisionCode: { inputMode: 'numeric' },
  date: { inputMode: 'numeric' },
  legacyLogin: { inputMode: 'text', autoComplete: 'username' },
};
