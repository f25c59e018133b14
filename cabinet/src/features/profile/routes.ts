import { paths } from '../../shared/routing/paths.ts';
import { routeData, screensChunk, type RouteRow } from '../../shared/routing/route.ts';

// The profile: a chunk of its own, its forms and the password change with it.
const screens = screensChunk('profile', () => import('./profileScreens.ts'));
const data = routeData(() => import('./routeData.ts'));

export const profileRoutes: RouteRow[] = [
  {
    path: paths.profile,
    name: 'profile',
    resting: true,
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk: screens, pick: (m) => m.ProfileScreen },
    data: data((m) => m.profile),
  },
];
