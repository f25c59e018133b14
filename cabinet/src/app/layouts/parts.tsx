import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { matchRoute, useLocation, useRouter } from 'wouter';
import styled from 'styled-components';
import { ArrowLeft, Languages, UserRound } from 'lucide-react';
import { Alert, Button, Link, VisuallyHidden, media } from '@sb/ui-kit';
import { external, isEmbedded } from '../../shared/config/env.ts';
import { languageAtom, type Language } from '../../shared/session/atoms.ts';
import { NO_BACK_AFTER, previousPathAtom } from '../session/history.ts';
import { dismissAlertAtom, globalAlertAtom } from '../../shared/errors/globalAlert.ts';
import { useErrorText } from '../../shared/errors/ApiErrorMessage.tsx';
import { RouterLink } from '../../shared/ui/RouterLink.tsx';
import { paths, pathTo, type PathName } from '../../shared/routing/paths.ts';

// ---------------------------------------------------------------------------------------------------------------
// Skip link, brand, language switch
// ---------------------------------------------------------------------------------------------------------------

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
export function SkipLink() {
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
  }
`;

export function Brand({ href }: { href: string }) {
  const intl = useIntl();
  return (
    <BrandLink href={href} aria-label={intl.formatMessage({ id: 'app.brand.home' })}>
      {intl.formatMessage({ id: 'app.brand' })}
    </BrandLink>
  );
}

const SwitchLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: var(--sb-space-1);
  color: var(--sb-colors-textMuted);
  select {
    min-height: 36px;
    padding: 0 var(--sb-space-2);
    border: 1px solid var(--sb-colors-border);
    border-radius: var(--sb-radii-control);
    background: var(--sb-colors-surface);
    color: var(--sb-colors-text);
    font-weight: var(--sb-fontWeights-medium);
    cursor: pointer;
  }
`;

const LANGUAGES: Language[] = ['ru', 'en'];

/** Russian or English, on every layout; remembered in localStorage (`language`). A native select: one tap on phones. */
export function LanguageSwitch() {
  const [language, setLanguage] = useAtom(languageAtom);
  const intl = useIntl();
  return (
    <SwitchLabel>
      <Languages size={18} aria-hidden />
      <VisuallyHidden>{intl.formatMessage({ id: 'app.language' })}</VisuallyHidden>
      <select value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {intl.formatMessage({ id: `app.language.${l}` })}
          </option>
        ))}
      </select>
    </SwitchLabel>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Back button, global alert
// ---------------------------------------------------------------------------------------------------------------

/** Back to the previous in-app page; hidden on the first page and after /login or the legacy login. */
export function BackButton() {
  const intl = useIntl();
  const previous = useAtomValue(previousPathAtom);
  if (!previous || NO_BACK_AFTER.includes(previous.split('?')[0] ?? '')) return null;
  return (
    <Button variant="ghost" size="sm" icon={<ArrowLeft size={18} aria-hidden />} onClick={() => window.history.back()}>
      {intl.formatMessage({ id: 'app.nav.back' })}
    </Button>
  );
}

/** Failures no screen shows inline (a session that ended, a failed background call). */
export function GlobalAlert() {
  const alert = useAtomValue(globalAlertAtom);
  const dismiss = useSetAtom(dismissAlertAtom);
  const intl = useIntl();
  const errorText = useErrorText();
  if (!alert) return null;
  const text = alert.messageId ? intl.formatMessage({ id: alert.messageId }) : errorText(alert.error);
  return (
    <Alert
      key={alert.key}
      variant={alert.tone === 'info' ? 'info' : 'danger'}
      live={alert.tone === 'info' ? 'status' : 'alert'}
      title={text}
      onDismiss={dismiss}
      data-testid="global-alert"
    />
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Cabinet navigation: tab menu, top-bar links, mobile menu
// ---------------------------------------------------------------------------------------------------------------

/** Each tab: where it leads and the routes it is current on. */
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

export const TabList = styled.ul`
  display: flex;
  gap: var(--sb-space-1);
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  a {
    display: inline-flex;
    align-items: center;
    min-height: var(--sb-layout-touchTarget);
    padding: 0 var(--sb-space-4);
    border-bottom: 3px solid transparent;
    color: var(--sb-colors-textMuted);
    font-weight: var(--sb-fontWeights-medium);
    text-decoration: none;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    color: var(--sb-colors-brand);
    border-bottom-color: var(--sb-colors-brand);
  }
`;

/** Orders, Documents, Book a Box, Profile: the current one marked `aria-current="page"`. */
export function TabMenu() {
  const intl = useIntl();
  const [location] = useLocation();
  const { parser } = useRouter();
  const current = (routes: readonly PathName[]) => routes.some((name) => matchRoute(parser, paths[name], location)[0]);
  return (
    <nav aria-label={intl.formatMessage({ id: 'app.nav.label' })}>
      <TabList>
        {TABS.map((t) => (
          <li key={t.href}>
            <RouterLink href={t.href} variant="subtle" aria-current={current(t.routes) ? 'page' : undefined}>
              {intl.formatMessage({ id: t.id })}
            </RouterLink>
          </li>
        ))}
      </TabList>
    </nav>
  );
}

/** Main site and messenger (hidden inside a frame), then support. */
export function TopLinks({ vertical = false }: { vertical?: boolean }) {
  const intl = useIntl();
  const embedded = isEmbedded();
  return (
    <LinkRow data-orientation={vertical ? 'vertical' : 'horizontal'}>
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
    </LinkRow>
  );
}

const LinkRow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sb-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  &[data-orientation='vertical'] {
    flex-direction: column;
    align-items: flex-start;
    gap: var(--sb-space-3);
  }
`;

/** The account button of the top bar: it opens the logout confirmation. */
export function AccountButton({ onClick }: { onClick: () => void }) {
  const intl = useIntl();
  return (
    <Button variant="secondary" size="sm" icon={<UserRound size={18} aria-hidden />} onClick={onClick} aria-haspopup="dialog">
      {intl.formatMessage({ id: 'app.nav.account' })}
    </Button>
  );
}
