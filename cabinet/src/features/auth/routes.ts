import type { ComponentType } from 'react';
import { paths } from '../../shared/routing/paths.ts';
import { routeData, screensChunk, type RouteRow } from '../../shared/routing/route.ts';

// The ways in: /auth, a phone's first page, in a chunk of its own; the others in one chunk, since a visitor moves from
// one to the next in a minute. Only registration's first step shows a call's answer first (the terms of service).
const first = screensChunk('auth', () => import('./phoneScreen.ts'));
const screens = screensChunk('auth', () => import('./authScreens.ts'));
const data = routeData(() => import('./routeData.ts'));
type Screens = Awaited<ReturnType<typeof screens.code>>;
const way = (
  path: string,
  name: string,
  access: 'public' | 'regtoken',
  pick: (m: Screens) => ComponentType<object>,
  data?: RouteRow['data'],
): RouteRow<Screens> => ({ path, name, access, layout: 'auth', screen: { chunk: screens, pick }, ...(data ? { data } : {}) });

export const authRoutes: RouteRow[] = [
  // public routes
  { path: paths.auth, name: 'auth', access: 'public', layout: 'auth', screen: { chunk: first, pick: (m) => m.AuthPhoneScreen } },
  way(paths.login, 'login', 'public', (m) => m.LoginScreen),
  way(paths.loginWithPhone, 'login-with-phone', 'public', (m) => m.LoginWithPhoneScreen),
  way(paths.loginPass, 'login-by-login', 'public', (m) => m.LegacyLoginScreen),
  way(paths.register, 'register', 'public', (m) => m.RegisterScreen),
  way(paths.restore, 'restore', 'public', (m) => m.RestoreScreen),
  way(paths.passUnknown, 'pass-unknown', 'public', (m) => m.PassUnknownScreen),
];

// registration-token routes
export const registrationRoutes: RouteRow[] = [
  way(paths.regPassword, 'make-password', 'regtoken', (m) => m.RegPasswordScreen),
  way(
    paths.regStep1,
    'register-user',
    'regtoken',
    (m) => m.RegStep1Screen,
    data((m) => m.terms),
  ),
  way(paths.regStep2, 'reg-step-2', 'regtoken', (m) => m.RegStep2Screen),
  way(paths.restorePassword, 'restore-password', 'regtoken', (m) => m.RestorePasswordScreen),
  way(paths.setPassword, 'set-password', 'regtoken', (m) => m.SetPasswordScreen),
];
