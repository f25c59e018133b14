// The inbox: a chunk of its own (app/routes.ts), so a customer who opens their documents to read or download them does
// not wait for the signing flow's code (signingScreens.ts), which its links ask for with their intent.
export { default as DocumentsScreen } from './routes/DocumentsScreen.tsx';
export { default as texts } from './i18n/ru.json';
