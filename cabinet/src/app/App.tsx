import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { Provider as JotaiProvider, useAtomValue, useSetAtom } from 'jotai';
import { IntlProvider, useIntl } from 'react-intl';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import styled from 'styled-components';
import { GlobalStyle, Spinner, ToastProvider } from '@sb/ui-kit';
import { appStore, type AppStore } from '../shared/api/store.ts';
import { SESSION_ENDED_EVENT } from '../shared/api/apiClient.ts';
import { catalogue, loadTexts, subscribeTexts, textsVersion } from './i18n/catalogue.ts';
import { isLoggedInAtom, languageAtom, regTokenAtom, signingInAtom, type Language } from '../shared/session/atoms.ts';
import { routePassesAtom } from '../shared/session/passes.ts';
import { reportErrorAtom } from '../shared/errors/globalAlert.ts';
import { redirectFor } from './guard.ts';
import { fallbackRoute, matchPath, restingPath, routes, startPath, startRoute, type LayoutName, type RouteDef } from './routes.ts';
import { onLinkIntent } from '../shared/routing/intent.ts';
import { AuthLayout, CabinetLayout, PublicLayout } from './layouts/Layouts.tsx';
import { AppErrorBoundary, RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { HistoryTracker } from './HistoryTracker.tsx';
import { pathTo } from '../shared/routing/paths.ts';

import { ShellNotices } from '../shared/offline/ShellNotices.tsx';

// a link hovered, focused or touched starts its route (its code and data) before the press
onLinkIntent((path) => startPath(path));

/** Starts the route of the address just entered (a link, back and forward, a redirect) unless the guard sends it on. */
function startEntered() {
  const { route, params } = matchPath(location.pathname);
  const state = {
    loggedIn: appStore.get(isLoggedInAtom),
    hasRegToken: Boolean(appStore.get(regTokenAtom)),
    passes: appStore.get(routePassesAtom),
    signingIn: appStore.get(signingInAtom),
  };
  if (!redirectFor(route, state)) void startRoute(route, params);
}
// every move of the address starts its route as it happens, before React renders it (wouter's history events)
if (typeof window !== 'undefined')
  for (const type of ['popstate', 'pushState', 'replaceState']) window.addEventListener(type, startEntered);

const layouts: Record<LayoutName, (p: { children: ReactNode }) => ReactNode> = {
  public: PublicLayout,
  auth: AuthLayout,
  cabinet: CabinetLayout,
};

/**
 * While a cabinet screen's chunk loads, the spinner holds a screen's height: cabinet screens are taller than a
 * phone, so the footer starts below the fold instead of being pushed down (a layout shift) when the screen comes.
 * The auth card stays short: its forms fit on one screen.
 */
const ScreenPending = styled.div`
  &[data-layout='cabinet'] {
    min-height: 100vh;
  }
`;

function Guarded({ route }: { route: RouteDef }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const regToken = useAtomValue(regTokenAtom);
  const passes = useAtomValue(routePassesAtom);
  const signingIn = useAtomValue(signingInAtom);
  const [location] = useLocation();
  const to = redirectFor(route, { loggedIn, hasRegToken: Boolean(regToken), passes, signingIn });
  if (to) return <Redirect to={to} replace />;
  const Layout = layouts[route.layout];
  const Screen = route.screen;
  return (
    <Layout>
      {/* keyed by path: a failed screen recovers when the user goes elsewhere, and another order or document is a
          fresh screen; a screen whose filters live in the path stays mounted (its state and the keyboard focus stay)
          and its boundary recovers on the next URL */}
      <RouteErrorBoundary key={route.filtersInPath ? route.path : location} resetKey={location}>
        <Screen
          fallback={
            <ScreenPending data-layout={route.layout}>
              <Spinner />
            </ScreenPending>
          }
        />
      </RouteErrorBoundary>
    </Layout>
  );
}

/**
 * react-intl in the remembered language, and `lang` on <html>. Texts come part by part (app/i18n/catalogue.ts): a
 * language is shown once the shell's texts and those of every screen shown so far are here in it; until then the
 * page stays in the language it shows.
 */
export function Localised({ children }: { children: ReactNode }) {
  const language = useAtomValue(languageAtom);
  useSyncExternalStore(subscribeTexts, textsVersion, textsVersion);
  const shown = useRef<Language>('ru');
  if (catalogue(language)) shown.current = language;
  else if (!catalogue(shown.current)) shown.current = 'ru';
  const current = shown.current;
  useEffect(() => {
    // offline: the page stays in the language it shows; choosing again, or the next screen, fetches again
    loadTexts(language).catch(() => undefined);
  }, [language]);
  useEffect(() => {
    document.documentElement.lang = current;
  }, [current]);
  return (
    <IntlProvider locale={current} defaultLocale="ru" messages={catalogue(current)}>
      <DocumentTitle />
      {children}
    </IntlProvider>
  );
}

/** The tab's (and a bookmark's) name in the page's language: index.html carries the Russian one. */
function DocumentTitle() {
  const title = useIntl().formatMessage({ id: 'app.title' });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/** A refresh that failed ends the session: the user lands on /auth (the phone is kept) with a message. */
function SessionEvents() {
  const [, navigate] = useLocation();
  const report = useSetAtom(reportErrorAtom);
  useEffect(() => {
    const onEnded = () => {
      report({ messageId: 'app.sessionEnded', tone: 'info' });
      navigate(pathTo('auth'), { replace: true });
    };
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, [navigate, report]);
  return null;
}

export function AppRoutes() {
  return (
    <>
      <HistoryTracker />
      <SessionEvents />
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path}>
            <Guarded route={route} />
          </Route>
        ))}
        <Route>
          <Guarded route={fallbackRoute} />
        </Route>
      </Switch>
    </>
  );
}

export function App({ store = appStore }: { store?: AppStore }) {
  return (
    // the server state lives in the store (queryClientAtom, replaced per customer by shared/session/lifecycle.ts):
    // query and mutation atoms read it there, so no React Query provider is needed
    <JotaiProvider store={store}>
      <Localised>
        <GlobalStyle />
        <ToastProvider>
          {/* above the layouts: whatever fails in the shell (a menu, a dialog) shows the app's error, never a blank page */}
          <AppErrorBoundary>
            <AppRoutes />
            <ShellNotices resting={restingPath} />
          </AppErrorBoundary>
        </ToastProvider>
      </Localised>
    </JotaiProvider>
  );
}
