import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { QueryClient } from '@tanstack/query-core';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { GlobalStyle, ToastProvider } from '@sb/ui-kit';
import { createAppStore, type AppStore } from '../shared/api/store.ts';
import { apiAtom, createClientFor } from '../shared/api/apiClient.ts';
import { messages } from '../app/i18n/messages.ts';
import { userAtom, type Language } from '../shared/session/atoms.ts';

/** Both catalogues, for tests that read a text by its id (the app assembles them, app/i18n). */
export { messages };

export interface RenderScreenOptions {
  /** Starting path of the in-memory router. */
  path?: string;
  language?: Language;
  /** The network: every API call of the screen goes through this fetch. */
  fetch?: typeof fetch;
  /** Prepare atoms (session, ids) before the first render. */
  setup?: (store: AppStore) => void;
}

/** `setup` of a screen of the cabinet: a logged-in customer's session (its authorised calls need the token). */
export const loggedIn = (store: AppStore) => store.set(userAtom, { token: 'test-session-token' });

/**
 * Renders a screen with a fresh QueryClient (retry off), a fresh Jotai store, react-intl and an in-memory router.
 * Mock nothing but the network: pass `fetch`.
 */
export function renderScreen(ui: ReactElement, options: RenderScreenOptions = {}) {
  const { Wrapper, store, queryClient, location } = screenContext(options);
  return { ...render(ui, { wrapper: Wrapper }), store, queryClient, location };
}

/** What `renderScreen` renders a screen in, for a test that mounts it itself (a root of its own). */
export function screenContext({ path = '/', language = 'ru', fetch: fetchImpl, setup }: RenderScreenOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const store = createAppStore(queryClient);
  store.set(apiAtom, createClientFor(store, fetchImpl ?? (() => Promise.reject(new Error('no network in this test')))));
  setup?.(store);
  const location = memoryLocation({ path, record: true });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <JotaiProvider store={store}>
        <IntlProvider locale={language} defaultLocale="ru" messages={messages[language]}>
          <GlobalStyle />
          <ToastProvider>
            <Router hook={location.hook}>{children}</Router>
          </ToastProvider>
        </IntlProvider>
      </JotaiProvider>
    );
  }
  return { Wrapper, store, queryClient, location };
}

/** jsdom has no fetch Response: a minimal one (what the contracts client reads: status, ok, headers, text, json). */
function jsonResponse(body: unknown, status: number, extra: Record<string, string> = {}): Response {
  const text = JSON.stringify(body);
  if (typeof Response !== 'undefined') return new Response(text, { status, headers: { 'Content-Type': 'application/json', ...extra } });
  const headers = new Map([
    ['content-type', 'application/json'],
    ...Object.entries(extra).map(([k, v]) => [k.toLowerCase(), v] as [string, string]),
  ]);
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (k: string) => headers.get(k.toLowerCase()) ?? null, has: (k: string) => headers.has(k.toLowerCase()) },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    clone() {
      return jsonResponse(body, status, extra);
    },
  } as unknown as Response;
}

type Answer = { status?: number; body: unknown; headers?: Record<string, string> };

/** A fetch stub answering by `METHOD path` (a handler may hold its answer: a promise); records every request. */
export function fakeNetwork(routes: Record<string, (body: unknown, url: URL) => Answer | Promise<Answer>>) {
  const calls: Array<{ method: string; path: string; body: unknown; headers: Record<string, string> }> = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://cabinet.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return jsonResponse({ success: false, message: 'not stubbed' }, 404);
    const held = handler(body, url);
    const answer = held instanceof Promise ? await held : held;
    return jsonResponse(answer.body, answer.status ?? 200, answer.headers);
  }) as typeof fetch;
  return { fetch: impl, calls };
}
