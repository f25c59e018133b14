import { uiKitMessages } from '@sb/ui-kit';
import { errorMessagesEn, errorMessagesRu, ruleMessagesEn, ruleMessagesRu } from '@sb/contracts';
import sharedRu from './ru.json';
import sharedEn from './en.json';
import authRu from '../../features/auth/i18n/ru.json';
import authEn from '../../features/auth/i18n/en.json';
import ordersRu from '../../features/orders/i18n/ru.json';
import ordersEn from '../../features/orders/i18n/en.json';
import documentsRu from '../../features/documents/i18n/ru.json';
import documentsEn from '../../features/documents/i18n/en.json';
import bookingRu from '../../features/booking/i18n/ru.json';
import bookingEn from '../../features/booking/i18n/en.json';
import profileRu from '../../features/profile/i18n/ru.json';
import profileEn from '../../features/profile/i18n/en.json';
import supportRu from '../../features/support/i18n/ru.json';
import supportEn from '../../features/support/i18n/en.json';
import type { Language } from '../session/atoms.ts';

/**
 * The cabinet's catalogues: one ru.json/en.json pair per feature (so features never edit one shared file),
 * merged here with ui-kit's strings. `scripts/i18n-check.mjs` proves both languages hold the same ids and
 * every id used in the code exists.
 */
export const messages: Record<Language, Record<string, string>> = {
  // contracts' texts first: an error id the contracts add later still reads well before it reaches our catalogue
  ru: { ...uiKitMessages.ru, ...ruleMessagesRu, ...errorMessagesRu, ...sharedRu, ...authRu, ...ordersRu, ...documentsRu, ...bookingRu, ...profileRu, ...supportRu },
  en: { ...uiKitMessages.en, ...ruleMessagesEn, ...errorMessagesEn, ...sharedEn, ...authEn, ...ordersEn, ...documentsEn, ...bookingEn, ...profileEn, ...supportEn },
};
