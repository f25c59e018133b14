import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Provider as JotaiProvider, useAtomValue, useSetAtom } from 'jotai';
import { IntlProvider } from 'react-intl';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import styled from 'styled-components';
import { GlobalStyle, Spinner, ToastProvider } from '@sb/ui-kit';
import { appStore, SESSION_ENDED_EVENT, type AppStore } from '../shared/api/store.ts';
import { catalogueIfLoaded, loadCatalogue } from './i18n/catalogue.ts';
import { isLoggedInAtom, languageAtom, regTokenAtom, signingInAtom, type Language } from '../shared/session/atoms.ts';
import { routePassesAtom } from '../shared/session/passes.ts';
import { reportErrorAtom } from '../shared/errors/globalAlert.ts';
import { redirectFor } from './guard.ts';
import { fallbackRoute, routes, type LayoutName, type RouteDef } from './routes.ts';
import { AuthLayout, CabinetLayout, PublicLayout } from './layouts/Layouts.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { HistoryTracker } from './HistoryTracker.tsx';
import { pathTo } from '../shared/routing/paths.ts';

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
        <Suspense
          fallback={
            <ScreenPending data-layout={route.layout}>
              <Spinner />
            </ScreenPending>
          }
        >
          <Screen />
        </Suspense>
      </RouteErrorBoundary>
    </Layout>
  );
}

/**
 * react-intl in the remembered language, and `lang` on <html>. English is fetched on demand (see
 * app/i18n/catalogue.ts; main.tsx fetches a remembered one before the first render): until it is here the
 * page stays in the language it shows.
 */
export function Localised({ children }: { children: ReactNode }) {
  const language = useAtomValue(languageAtom);
  const [fetched, setFetched] = useState<Language>('ru');
  const shown: Language = catalogueIfLoaded(language) ? language : catalogueIfLoaded(fetched) ? fetched : 'ru';
  useEffect(() => {
    let live = true;
    loadCatalogue(language).then(
      () => live && setFetched(language),
      () => undefined, // offline: the page stays in the language it shows; choosing again retries
    );
    return () => {
      live = false;
    };
  }, [language]);
  useEffect(() => {
    document.documentElement.lang = shown;
  }, [shown]);
  return (
    <IntlProvider locale={shown} defaultLocale="ru" messages={catalogueIfLoaded(shown)}>
      {children}
    </IntlProvider>
  );
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
          <AppRoutes />
        </ToastProvider>
      </Localised>
    </JotaiProvider>
  );
}
