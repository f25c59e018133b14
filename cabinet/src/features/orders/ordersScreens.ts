// The orders list's screens: one chunk (app/routes.ts); the order page is a chunk of its own (its blocks and
// dialogs are more than the list needs).
export { default as OrdersScreen } from './routes/OrdersScreen.tsx';
export { default as OrderCheckStatusScreen } from './routes/OrderCheckStatusScreen.tsx';
export { default as texts } from './i18n/ru.json';
