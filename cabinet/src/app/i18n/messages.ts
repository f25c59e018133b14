import { uiKitMessagesEn, uiKitMessagesRu } from '@sb/ui-kit';
import type { Language } from '../../shared/session/atoms.ts';
import sharedRu from '../../shared/i18n/ru.json';
import sharedEn from '../../shared/i18n/en.json';
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

type Texts = Record<string, string>;

/** One language's catalogue: ui-kit's strings, then the shared ones, then one file per feature (features never edit one shared file). */
function catalogueOf(uiKit: Texts, shared: Texts, features: Texts[]): Texts {
  return Object.assign({}, uiKit, shared, ...features);
}

/**
 * Both catalogues at once, for tests and tools (the i18n check proves both languages hold the same ids and every id
 * used in the code exists). The app itself bundles only Russian and loads English when it is chosen (catalogue.ts),
 * so a first load never carries both. The contracts hand out message ids only; their texts live in shared/i18n.
 */
export const messages: Record<Language, Texts> = {
  ru: catalogueOf(uiKitMessagesRu, sharedRu, [authRu, ordersRu, documentsRu, bookingRu, profileRu, supportRu]),
  en: catalogueOf(uiKitMessagesEn, sharedEn, [authEn, ordersEn, documentsEn, bookingEn, profileEn, supportEn]),
};
