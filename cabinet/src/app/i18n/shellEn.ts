import { uiKitMessagesEn } from '@sb/ui-kit';
import sharedEn from '../../shared/i18n/en.json';
import type { Catalogue } from './catalogue.ts';

/** The shell's English texts (ui-kit's and shared/), fetched once English is chosen (catalogue.ts). */
export const shellEn = { ...uiKitMessagesEn, ...sharedEn } as Catalogue;
