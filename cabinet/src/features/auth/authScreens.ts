// The ways in after /auth (phoneScreen.ts): one chunk (app/routes.ts), since a visitor moves from one to the next in a
// minute.
export { default as LoginScreen } from './routes/LoginScreen.tsx';
export { default as LoginWithPhoneScreen } from './routes/LoginWithPhoneScreen.tsx';
export { default as LegacyLoginScreen } from './routes/LegacyLoginScreen.tsx';
export { default as RegisterScreen } from './routes/RegisterScreen.tsx';
export { default as RestoreScreen } from './routes/RestoreScreen.tsx';
export { default as PassUnknownScreen } from './routes/PassUnknownScreen.tsx';
export { default as RegPasswordScreen } from './routes/RegPasswordScreen.tsx';
export { default as RegStep1Screen } from './routes/RegStep1Screen.tsx';
export { default as RegStep2Screen } from './routes/RegStep2Screen.tsx';
export { default as RestorePasswordScreen } from './routes/RestorePasswordScreen.tsx';
export { default as SetPasswordScreen } from './routes/SetPasswordScreen.tsx';
export { default as texts } from './i18n/ru.json';
