// The profile's screen: one chunk (app/routes.ts), its forms and the password change with it.
export { default as ProfileScreen } from './routes/ProfileScreen.tsx';
export { default as texts } from './i18n/ru.json';
