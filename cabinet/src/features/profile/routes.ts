import { paths } from '../../shared/routing/paths.ts';
import { screensChunk, type RouteRow } from '../../shared/routing/route.ts';
import { clientOptions, filesOptions, legalRequisitesOptions, personalRequisitesOptions } from '../../shared/api/customer.ts';

// The profile: a chunk of its own, its forms and the password change with it.
const screens = screensChunk('profile', () => import('./profileScreens.ts'));

export const profileRoutes: RouteRow[] = [
  {
    path: paths.profile,
    name: 'profile',
    resting: true,
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk: screens, pick: (m) => m.ProfileScreen },
    // the requisites of the customer's kind as soon as the profile says which (legal_type 1: an organisation)
    data: ({ ask, prefetch, api }) => {
      prefetch(filesOptions(api));
      void ask(clientOptions(api)).then((client) => {
        if (client) prefetch(client.legal_type === 1 ? legalRequisitesOptions(api) : personalRequisitesOptions(api));
      });
    },
  },
];
