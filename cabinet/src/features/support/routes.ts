import { paths } from '../../shared/routing/paths.ts';
import { cabinetScreens, screensChunk, type RouteRow } from '../../shared/routing/route.ts';

const screens = screensChunk('support', () => import('./supportScreens.ts'));
const row = cabinetScreens(screens);

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
  row({
    path: paths.support,
    name: 'support',
    resting: true,
    screen: (m) => m.SupportScreen,
  }),
  row({
    path: paths.supportRequest,
    name: 'support-request',
    pass: 'support-request',
    screen: (m) => m.SupportRequestScreen,
  }),
  row({
    path: paths.supportOrderHelp,
    name: 'support-order-help',
    screen: (m) => m.SupportOrderHelpScreen,
  }),
];
