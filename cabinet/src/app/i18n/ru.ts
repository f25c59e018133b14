import { uiKitMessagesRu } from '@sb/ui-kit';
import shared from '../../shared/i18n/ru.json';
import auth from '../../features/auth/i18n/ru.json';
import orders from '../../features/orders/i18n/ru.json';
import documents from '../../features/documents/i18n/ru.json';
import booking from '../../features/booking/i18n/ru.json';
import profile from '../../features/profile/i18n/ru.json';
import support from '../../features/support/i18n/ru.json';

/**
 * The Russian catalogue (the default language, bundled with the app): one ru.json per feature (so features never
 * edit one shared file), merged with ui-kit's strings. The texts of the contracts' message ids (errors, field rules) live
 * in the shared catalogue (shared/i18n/ru.json); contracts hand out ids only. The production build sends each text
 * with the code that names its id, so a screen's texts come with its chunk (cabinet/vite/messages.ts). The merge
 * order is the same in en.ts.
 */
export const ruMessages: Record<string, string> = {
  ...uiKitMessagesRu,
  ...shared,
  ...auth,
  ...orders,
  ...documents,
  ...booking,
  ...profile,
  ...support,
};
