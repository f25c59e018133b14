// The layout's dialogs (Radix): one chunk, fetched when the browser is idle or on their first use (Layouts.tsx).
export { default as LogoutDialog } from './LogoutDialog.tsx';
export { default as CabinetMenu } from './CabinetMenu.tsx';
