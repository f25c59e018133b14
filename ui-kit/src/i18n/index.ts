import en from './en.json';
import ru from './ru.json';

/** ui-kit's own strings; the cabinet merges them into its catalogues, Storybook's locale toolbar switches them. */
export const uiKitMessages = { ru, en } as const;
export type UiKitLocale = keyof typeof uiKitMessages;
