import { Suspense, useEffect, type ReactNode } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClientAtom } from 'jotai-tanstack-query';
import { IntlProvider, FormattedMessage } from 'react-intl';
import { Redirect, Route, Switch } from 'wouter';
import { GlobalStyle, Spinner } from '@sb/ui-kit';
import { appStore, type AppStore } from '../shared/api/store.ts';
import { messages } from '../shared/i18n/messages.ts';
import { isLoggedInAtom, languageAtom, regTokenAtom } from '../shared/session/atoms.ts';
import { redirectFor } from './guard.ts';
import { fallbackRoute, routes, type LayoutName, type RouteDef } from './routes.ts';
import { AuthLayout, CabinetLayout, PublicLayout } from './layouts/Layouts.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

const layouts: Record<LayoutName, (p: { children: ReactNode }) => ReactNode> = {
  public: PublicLayout,
  auth: AuthLayout,
  cabinet: CabinetLayout,
};

function Guarded({ route }: { route: RouteDef }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const regToken = useAtomValue(regTokenAtom);
  const to = redirectFor(route, { loggedIn, hasRegToken: Boolean(regToken) });
  if (to) return <Redirect to={to} replace />;
  const Layout = layouts[route.layout];
  const Screen = route.screen;
  return (
    <Layout>
      <RouteErrorBoundary>
        <Suspense fallback={<Spinner />}>
          <Screen />
        </Suspense>
      </RouteErrorBoundary>
    </Layout>
  );
}

function Localised({ children }: { children: ReactNode }) {
  const language = useAtomValue(languageAtom);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <IntlProvider locale={language} defaultLocale="ru" messages={messages[language]}>
      {children}
    </IntlProvider>
  );
}

export function AppRoutes() {
  return (
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
  );
}

export function App({ store = appStore }: { store?: AppStore }) {
  const queryClient = store.get(queryClientAtom) as QueryClient;
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <Localised>
          <GlobalStyle />
          <a className="sb-skip-link" href="#main">
            <FormattedMessage id="app.skipToContent" />
          </a>
          <AppRoutes />
        </Localised>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
