import { act, cleanup } from '@testing-library/react';
import { Route } from 'wouter';
import { loggedIn, renderScreen } from './render.tsx';
import { createAppStore } from '../shared/api/store.ts';
import { apiAtom, createClientFor } from '../shared/api/apiClient.ts';
import { createQueryClient } from '../shared/api/serverState.ts';
import { regTokenAtom } from '../shared/session/atoms.ts';
import { regexparamMatch } from '../shared/routing/match.ts';
import { startData, type RouteRow } from '../shared/routing/route.ts';
import type { AppStore } from '../shared/api/store.ts';

/** A network that records every request and never answers: what is asked before any answer is what a render asks. */
function recording() {
  const asked: string[] = [];
  const fetchImpl = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://cabinet.test');
    asked.push(`${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}${url.search}${init?.body ? ` ${String(init.body)}` : ''}`);
    return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
  }) as typeof fetch;
  return { asked, fetch: fetchImpl };
}

const settle = () => act(() => new Promise((done) => setTimeout(done, 30)));

function withAccess(row: RouteRow, store: AppStore) {
  if (row.access === 'cabinet') loggedIn(store);
  if (row.access === 'regtoken') store.set(regTokenAtom, 'reg-token');
}

/**
 * What a route's first screen asks for that its route did not start, at `path`: the screen rendered alone (nothing
 * started) against a network that never answers, and the route's `data` run alone against the same. Empty when the
 * route starts every call its screen's first render makes.
 */
export async function notStartedBy(row: RouteRow, path: string): Promise<string[]> {
  const params = regexparamMatch(row.path, path.split('?')[0] ?? path);
  if (!params) throw new Error(`${path} is not a path of ${row.path}`);

  const started = recording();
  const store = createAppStore(createQueryClient());
  store.set(apiAtom, createClientFor(store, started.fetch));
  withAccess(row, store);
  void startData(row, params, store);
  await settle();

  const shown = recording();
  const Screen = row.screen.pick(await row.screen.chunk.code());
  renderScreen(
    <Route path={row.path}>
      <Screen />
    </Route>,
    { path, fetch: shown.fetch, setup: (s) => withAccess(row, s) },
  );
  await settle();
  cleanup();
  return [...new Set(shown.asked)].filter((call) => !started.asked.includes(call));
}
