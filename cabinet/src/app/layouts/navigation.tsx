import { useIntl } from 'react-intl';
import { matchRoute, useLocation, useRouter } from 'wouter';
import { UserRound } from 'lucide-react';
import { Button, Link, Stack, TabMenu, type TabMenuItem } from '@sb/ui-kit';
import { external, isEmbedded } from '../../shared/config/env.ts';
import { RouterLink } from '../../shared/ui/RouterLink.tsx';
import { paths, pathTo, type PathName } from '../../shared/routing/paths.ts';

// The cabinet's navigation, built from ui-kit's TabMenu: the sections, the top-bar links and the account button.

/** Each section: where it leads and the routes (by name, as the router matches them) it is current on. */
export const TABS: ReadonlyArray<{ href: string; id: string; routes: readonly PathName[] }> = [
  { href: pathTo('orders'), id: 'app.nav.orders', routes: ['orders', 'orderView', 'orderCheckStatus'] },
  {
    href: pathTo('documents'),
    id: 'app.nav.documents',
    routes: ['documents', 'documentView', 'documentSign', 'documentAct', 'documentSigned'],
  },
  {
    href: pathTo('createOrder', {}),
    id: 'app.nav.booking',
    routes: ['createOrder', 'orderCreated', 'storageBoxes', 'storageView', 'boxView'],
  },
  { href: pathTo('profile'), id: 'app.nav.profile', routes: ['profile'] },
];

/** Orders, Documents, Book a box, Profile: the current one (matched by the router's patterns) has `aria-current="page"`. */
export function CabinetTabs({ variant = 'bar' }: { variant?: 'bar' | 'list' }) {
  const intl = useIntl();
  const [location] = useLocation();
  const { parser } = useRouter();
  const items: TabMenuItem[] = TABS.map((t) => ({
    href: t.href,
    label: intl.formatMessage({ id: t.id }),
    current: t.routes.some((name) => matchRoute(parser, paths[name], location)[0]),
  }));
  return (
    <TabMenu
      items={items}
      currentPath={location}
      linkAs={RouterLink}
      variant={variant}
      label={intl.formatMessage({ id: 'app.nav.label' })}
    />
  );
}

/** Main site and messenger (hidden inside a frame), then support. */
export function TopLinks({ vertical = false }: { vertical?: boolean }) {
  const intl = useIntl();
  const embedded = isEmbedded();
  return (
    <Stack as="ul" direction={vertical ? 'column' : 'row'} gap={vertical ? 3 : 4} align={vertical ? 'start' : 'center'}>
      {embedded ? null : (
        <>
          <li>
            <Link href={external.mainSite} external data-testid="main-site-link">
              {intl.formatMessage({ id: 'app.nav.mainSite' })}
            </Link>
          </li>
          <li>
            <Link href={external.messenger} external data-testid="messenger-link">
              {intl.formatMessage({ id: 'app.nav.messenger' })}
            </Link>
          </li>
        </>
      )}
      <li>
        <RouterLink href={pathTo('support')}>{intl.formatMessage({ id: 'app.nav.support' })}</RouterLink>
      </li>
    </Stack>
  );
}

/** The account button of the top bar: it opens the logout confirmation. */
export function AccountButton({ onClick }: { onClick: () => void }) {
  const intl = useIntl();
  return (
    <Button variant="secondary" size="sm" icon={<UserRound size={18} aria-hidden />} onClick={onClick} aria-haspopup="dialog">
      {intl.formatMessage({ id: 'app.nav.account' })}
    </Button>
  );
}
