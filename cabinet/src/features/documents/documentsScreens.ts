// The documents' screens: one chunk (app/routes.ts); the inbox leads to the others.
export { default as DocumentsScreen } from './routes/DocumentsScreen.tsx';
export { default as DocumentViewScreen } from './routes/DocumentViewScreen.tsx';
export { default as DocumentSignScreen } from './routes/DocumentSignScreen.tsx';
export { default as DocumentActScreen } from './routes/DocumentActScreen.tsx';
export { default as DocumentSignedScreen } from './routes/DocumentSignedScreen.tsx';
export { default as texts } from './i18n/ru.json';
