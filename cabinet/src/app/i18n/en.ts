import { uiKitMessagesEn } from '@sb/ui-kit';
import shared from '../../shared/i18n/en.json';
import auth from '../../features/auth/i18n/en.json';
import orders from '../../features/orders/i18n/en.json';
import documents from '../../features/documents/i18n/en.json';
import booking from '../../features/booking/i18n/en.json';
import profile from '../../features/profile/i18n/en.json';
import support from '../../features/support/i18n/en.json';

/**
 * The English catalogue (loaded on demand, see catalogue.ts): one en.json per feature, merged with ui-kit's
 * strings in the same order as ru.ts.
 */
export const enMessages: Record<string, string> = {
  ...uiKitMessagesEn,
  ...shared,
  ...auth,
  ...orders,
  ...documents,
  ...booking,
  ...profile,
  ...support,
};
