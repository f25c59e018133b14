// Support's screens: one chunk (app/routes.ts).
export { default as SupportPublicScreen } from './routes/SupportPublicScreen.tsx';
export { default as SupportScreen } from './routes/SupportScreen.tsx';
export { default as SupportRequestScreen } from './routes/SupportRequestScreen.tsx';
export { default as SupportOrderHelpScreen } from './routes/SupportOrderHelpScreen.tsx';
export { default as texts } from './i18n/ru.json';
