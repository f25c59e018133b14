import type { Language } from '../../shared/session/atoms.ts';
import { ruMessages } from './ru.ts';
import { enMessages } from './en.ts';

/**
 * Both catalogues at once, for tests and tools (`scripts/i18n-check.mjs` proves both languages hold the same ids
 * and every id used in the code exists). The app itself bundles only Russian and loads English when it is chosen
 * (catalogue.ts), so a first load never carries both.
 */
export const messages: Record<Language, Record<string, string>> = { ru: ruMessages, en: enMessages };
