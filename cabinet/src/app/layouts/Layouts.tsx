import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { media, useIsMobile } from '@sb/ui-kit';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { isLoggedInAtom } from '../../shared/session/atoms.ts';
import { Footer } from './Footer.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { AccountButton, BackButton, Brand, GlobalAlert, LanguageSwitch, SkipLink, TabMenu, TopLinks } from './parts.tsx';
import { pathTo } from '../../shared/routing/paths.ts';

// The logout confirmation (a Radix dialog) is fetched on the first logout, not with every cabinet page.
const LogoutDialog = lazy(() => import('./LogoutDialog.tsx'));

export { LanguageSwitch } from './parts.tsx';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Bar = styled.header`
  background: var(--sb-colors-surface);
  border-bottom: 1px solid var(--sb-colors-border);
`;

const BarInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--sb-space-3);
  max-width: var(--sb-layout-contentMax);
  margin: 0 auto;
  padding: var(--sb-space-2) var(--sb-space-4);
`;

const BarEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sb-space-4);
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

const Under = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-3);
  margin-bottom: var(--sb-space-4);
  &:empty {
    display: none;
  }
`;

/** Public pages (public support): header with the language switch, the full footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return (
    <Page>
      <SkipLink />
      <Bar>
        <BarInner>
          <Brand href={loggedIn ? pathTo('profile') : pathTo('auth')} />
          <LanguageSwitch />
        </BarInner>
      </Bar>
      <Main id="main" tabIndex={-1}>
        <Under>
          <BackButton />
          <GlobalAlert />
        </Under>
        {children}
      </Main>
      <Footer />
    </Page>
  );
}

/** Ways in: a centred form under a slim header; the compact footer keeps the support phone at hand. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <SkipLink />
      <Bar>
        <BarInner>
          <Brand href={pathTo('auth')} />
          <LanguageSwitch />
        </BarInner>
      </Bar>
      <AuthMain id="main" tabIndex={-1}>
        <Under>
          <BackButton />
          <GlobalAlert />
        </Under>
        <AuthCard>{children}</AuthCard>
      </AuthMain>
      <Footer compact />
    </Page>
  );
}

/**
 * The cabinet: a top bar (main site, messenger, support, language, account -> logout confirmation) and the tab
 * menu on wide screens; under 770 px a menu button opens the mobile menu (with logout) and a compact footer
 * closes the page.
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
      <Bar>
        <BarInner>
          <Brand href={pathTo('profile')} />
          {mobile ? (
            <MobileMenu onLogout={askLogout} />
          ) : (
            <BarEnd>
              <nav aria-label={intl.formatMessage({ id: 'app.nav.links' })}>
                <TopLinks />
              </nav>
              <LanguageSwitch />
              <AccountButton onClick={askLogout} />
            </BarEnd>
          )}
        </BarInner>
        {mobile ? null : (
          <BarInner>
            <TabMenu />
          </BarInner>
        )}
      </Bar>
      <Main id="main" tabIndex={-1}>
        <Under>
          <BackButton />
          <GlobalAlert />
        </Under>
        {children}
      </Main>
      {mobile ? <Footer compact /> : <Footer />}
      {logoutAsked ? (
        <Suspense fallback={null}>
          <LogoutDialog open={confirmLogout} onOpenChange={setConfirmLogout} />
        </Suspense>
      ) : null}
    </Page>
  );
}
