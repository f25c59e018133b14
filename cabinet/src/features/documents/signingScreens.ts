// A document's view and its signing flow (the code input, the signature's progress, the act and the signed page): one
// chunk (app/routes.ts) that the inbox's links ask for with their intent.
export { default as DocumentViewScreen } from './routes/DocumentViewScreen.tsx';
export { default as DocumentSignScreen } from './routes/DocumentSignScreen.tsx';
export { default as DocumentActScreen } from './routes/DocumentActScreen.tsx';
export { default as DocumentSignedScreen } from './routes/DocumentSignedScreen.tsx';
export { default as texts } from './i18n/ru.json';
