// Booking's screens: one chunk (app/routes.ts); a customer walks through them in one visit.
export { default as CreateOrderScreen } from './routes/CreateOrderScreen.tsx';
export { default as OrderCreatedScreen } from './routes/OrderCreatedScreen.tsx';
export { default as StorageBoxesScreen } from './routes/StorageBoxesScreen.tsx';
export { default as StorageViewScreen } from './routes/StorageViewScreen.tsx';
export { default as BoxViewScreen } from './routes/BoxViewScreen.tsx';
export { default as texts } from './i18n/ru.json';
