// The first way in alone (app/routes.ts): /auth is a phone's first page, so it loads nothing of the steps after it;
// the next step's chunk starts with the visitor's intent to send the phone (routes/AuthPhoneScreen.tsx).
export { default as AuthPhoneScreen } from './routes/AuthPhoneScreen.tsx';
export { default as texts } from './i18n/ru.json';
