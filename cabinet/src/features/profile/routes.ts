import { paths } from '../../shared/routing/paths.ts';
import { cabinetScreens, routeData, screensChunk, type RouteRow } from '../../shared/routing/route.ts';

// The profile: a chunk of its own, its forms and the password change with it.
const screens = screensChunk('profile', () => import('./profileScreens.ts'));
const row = cabinetScreens(screens);
const data = routeData(() => import('./routeData.ts'));

export const profileRoutes: RouteRow[] = [
  row({
    path: paths.profile,
    name: 'profile',
    resting: true,
    screen: (m) => m.ProfileScreen,
    data: data((m) => m.profile),
  }),
];
