import { paths } from '../../shared/routing/paths.ts';
import { screensChunk, type RouteRow } from '../../shared/routing/route.ts';

const screens = screensChunk('support', () => import('./supportScreens.ts'));

// the public support page (a visitor's way to a human)
export const supportPublicRoutes: RouteRow[] = [
  {
    path: paths.supportPublic,
    name: 'support-public',
    resting: true,
    access: 'public',
    layout: 'public',
    screen: { chunk: screens, pick: (m) => m.SupportPublicScreen },
  },
];

export const supportRoutes: RouteRow[] = [
  {
    path: paths.support,
    name: 'support',
    resting: true,
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk: screens, pick: (m) => m.SupportScreen },
  },
  {
    path: paths.supportRequest,
    name: 'support-request',
    access: 'cabinet',
    layout: 'cabinet',
    pass: 'support-request',
    screen: { chunk: screens, pick: (m) => m.SupportRequestScreen },
  },
  {
    path: paths.supportOrderHelp,
    name: 'support-order-help',
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk: screens, pick: (m) => m.SupportOrderHelpScreen },
  },
];
