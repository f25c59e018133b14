// The order's page: a chunk of its own (app/routes.ts): its blocks are more than the list needs.
export { default as OrderViewScreen } from './routes/OrderViewScreen.tsx';
export { default as texts } from './i18n/ru.json';
