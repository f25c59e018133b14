export * from './theme/index.ts';
export { uiKitMessages } from './i18n/index.ts';
export type { UiKitLocale } from './i18n/index.ts';
export * from './components/Button/index.ts';
export * from './components/Spinner/index.ts';
