import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Header, IconButton, media, useIsMobile } from '@sb/ui-kit';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { Menu } from 'lucide-react';
import { isLoggedInAtom } from '../../shared/session/atoms.ts';
import { RouterLink } from '../../shared/ui/RouterLink.tsx';
import { pathTo } from '../../shared/routing/paths.ts';
import { AppFooter } from './AppFooter.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { AccountButton, CabinetTabs, TopLinks } from './navigation.tsx';
import { PageTop } from './PageTop.tsx';
import { lazyPart, loader } from '../../shared/ui/lazyPart.tsx';

// The three layouts, built from ui-kit's Header (fixed heights: nothing moves when data arrives), TabMenu,
// MobileMenu and Footer. The logout confirmation and the phone menu (Radix dialogs) are fetched when needed, not
// with every first load.
const dialogs = loader(() => import('./dialogs.ts'));
const LogoutDialog = lazyPart(dialogs, (m) => m.LogoutDialog, { dialog: true });
const CabinetMenu = lazyPart(dialogs, (m) => m.CabinetMenu, { dialog: true });

export { LanguageSwitch } from './LanguageSwitch.tsx';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: var(--sb-layout-contentMax);
  margin: 0 auto;
  padding: var(--sb-space-4) var(--sb-space-4) var(--sb-space-8);
  &:focus {
    outline: none;
  }
`;

const AuthMain = styled(Main)`
  max-width: calc(var(--sb-layout-formMax) + 2 * var(--sb-space-4));
`;

const AuthCard = styled.div`
  padding: var(--sb-space-6);
  border-radius: var(--sb-radii-card);
  background: var(--sb-colors-surface);
  box-shadow: var(--sb-shadows-card);
  ${media.mobile} {
    padding: var(--sb-space-4) 0;
    background: transparent;
    box-shadow: none;
  }
`;

const SkipAnchor = styled.a`
  position: absolute;
  left: var(--sb-space-2);
  top: -100px;
  z-index: 100;
  padding: var(--sb-space-2) var(--sb-space-4);
  border-radius: var(--sb-radii-control);
  background: var(--sb-colors-brand);
  color: var(--sb-colors-textInverse);
  &:focus {
    top: var(--sb-space-2);
  }
`;

/** The first stop of the keyboard: straight to the screen's content. */
function SkipLink() {
  const intl = useIntl();
  return <SkipAnchor href="#main">{intl.formatMessage({ id: 'app.skipToContent' })}</SkipAnchor>;
}

const BrandLink = styled(RouterLink)`
  font-weight: var(--sb-fontWeights-bold);
  font-size: var(--sb-fontSizes-lg);
  color: var(--sb-colors-brand);
  text-decoration: none;
  white-space: nowrap;
  ${media.mobile} {
    font-size: var(--sb-fontSizes-md);
    line-height: 1.2;
    white-space: normal;
  }
`;

function Brand({ href }: { href: string }) {
  const intl = useIntl();
  return (
    <BrandLink href={href} aria-label={intl.formatMessage({ id: 'app.brand.home' })}>
      {intl.formatMessage({ id: 'app.brand' })}
    </BrandLink>
  );
}

/**
 * The phone menu's button at once, the menu itself (ui-kit's MobileMenu) when its chunk is here: the same button,
 * so nothing moves. It closes on every route change (the new page's heading keeps the focus), on Escape or its
 * close button (focus back on the button), and when the width passes 770 px (the layout unmounts it).
 */
function PhoneMenu({ onLogout }: { onLogout: () => void }) {
  const intl = useIntl();
  const [location] = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const closedByUser = useRef(false);
  // open on the page it was opened on: a route change closes it, and it stays closed on coming back (reset here, in
  // the render, not in an effect: a mount effect ran after a tap made as the page appeared, and closed it again)
  if (openAt !== null && openAt !== location) setOpenAt(null);
  const open = openAt === location;
  const onOpenChange = (next: boolean) => {
    closedByUser.current = !next;
    setOpenAt(next ? location : null);
  };
  // 'log out' in the menu asks once the menu has closed and given the focus back to its button: the confirmation then
  // returns the focus there (the menu's own 'log out' is gone by then)
  const logoutAfterClose = useRef(false);
  const onCloseAutoFocus = (event: Event) => {
    if (!closedByUser.current) event.preventDefault();
    closedByUser.current = false;
    if (logoutAfterClose.current) {
      logoutAfterClose.current = false;
      window.setTimeout(onLogout, 0);
    }
  };
  const logout = () => {
    logoutAfterClose.current = true;
  };
  const label = intl.formatMessage({ id: 'app.nav.menu' });
  const waiting = (
    <IconButton label={label} icon={<Menu size={22} />} aria-haspopup="dialog" aria-expanded={open} onClick={() => onOpenChange(true)} />
  );
  return <CabinetMenu fallback={waiting} open={open} onOpenChange={onOpenChange} onCloseAutoFocus={onCloseAutoFocus} onLogout={logout} />;
}

/** Public pages (public support): header with the language switch, the full footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return (
    <Page>
      <SkipLink />
      <Header logo={<Brand href={loggedIn ? pathTo('profile') : pathTo('auth')} />} actions={<LanguageSwitch />} />
      <Main id="main" tabIndex={-1}>
        <PageTop />
        {children}
      </Main>
      <AppFooter />
    </Page>
  );
}

/** Ways in: a centred form under a slim header; the compact footer keeps the support phone at hand. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <SkipLink />
      <Header logo={<Brand href={pathTo('auth')} />} actions={<LanguageSwitch />} />
      <AuthMain id="main" tabIndex={-1}>
        <PageTop />
        <AuthCard>{children}</AuthCard>
      </AuthMain>
      <AppFooter compact />
    </Page>
  );
}

/**
 * The cabinet: a top bar (main site, messenger, support, language, account -> logout confirmation) over the
 * sections' row on wide screens; under 770 px a menu button opens the phone menu (with logout) and a compact
 * footer closes the page.
 */
export function CabinetLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const mobile = useIsMobile();
  const [confirmLogout, setConfirmLogout] = useState(false);
  // once asked for, the dialog stays mounted so that it can play its closing animation
  const [logoutAsked, setLogoutAsked] = useState(false);
  const askLogout = () => {
    setLogoutAsked(true);
    setConfirmLogout(true);
  };
  return (
    <Page>
      <SkipLink />
      <Header
        logo={<Brand href={pathTo('profile')} />}
        nav={<CabinetTabs />}
        navBelow
        actions={
          <>
            <nav aria-label={intl.formatMessage({ id: 'app.nav.links' })}>
              <TopLinks />
            </nav>
            <LanguageSwitch />
            <AccountButton onClick={askLogout} />
          </>
        }
        actionsOnPhone={false}
        mobileMenu={mobile ? <PhoneMenu onLogout={askLogout} /> : undefined}
      />
      <Main id="main" tabIndex={-1}>
        <PageTop />
        {children}
      </Main>
      <AppFooter compact={mobile} />
      {logoutAsked ? <LogoutDialog open={confirmLogout} onOpenChange={setConfirmLogout} /> : null}
    </Page>
  );
}
