export { App } from './app/App.tsx';
export { routes } from './app/routes.ts';
