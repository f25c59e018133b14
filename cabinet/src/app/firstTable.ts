import { parse } from 'regexparam';
import { createAppStore } from '../shared/api/store.ts';
import { apiAtom, createClientFor } from '../shared/api/apiClient.ts';
import { userAtom } from '../shared/session/atoms.ts';
import { TOKEN_MARK } from './firstScript.ts';
import { fallbackRoute, routes, startRoute, type RouteDef } from './routes.ts';

export interface FirstCall {
  method: string;
  /** The client's URL, a path parameter as `{name}`. */
  url: string;
  headers: Record<string, string>;
}

export interface FirstRow {
  /** regexparam's pattern of the route's path (its source; matched case-insensitively, as the router does). */
  re: string;
  keys: string[];
  access: RouteDef['access'];
  /** The source modules of the route's data and screen (keys of the build's manifest). */
  modules: string[];
  calls: FirstCall[];
}

type Importing = (spec: string, importer: string, load: () => Promise<unknown>) => Promise<unknown>;

/** A feature's route data (`routeData` in shared/routing/route.ts): loaded here, so its calls are recorded. */
const DATA_MODULE = /\/features\/[^/]+\/routeData\.ts$/;

/**
 * Build time only (cabinet/vite/firstScript.ts loads this in Node through Vite's SSR, with every `import()` of the
 * app's sources turned into a call of `globalThis.__sbImport` that refuses): each route row started as the entry
 * starts it, with a session, records the calls its API client sends and the module its screen imports. The first
 * script's table is so the route rows themselves, never a copy that could drift from them.
 */
export async function firstTable(): Promise<{ routes: FirstRow[]; fallback: FirstRow }> {
  const rows: FirstRow[] = [];
  for (const route of [...routes, fallbackRoute]) rows.push(await rowOf(route));
  return { routes: rows.slice(0, -1), fallback: rows[rows.length - 1]! };
}

async function rowOf(route: RouteDef): Promise<FirstRow> {
  const { keys, pattern } = parse(route.path === '*' ? '/' : route.path);
  const store = createAppStore();
  store.set(userAtom, { token: TOKEN_MARK });
  const calls: FirstCall[] = [];
  store.set(
    apiAtom,
    createClientFor(store, (url, init = {}) => {
      let path = String(url);
      for (const key of keys) path = path.replaceAll(encodeURIComponent(`@${key}@`), `{${key}}`);
      // a call built from a parameter the script cannot give (a number made of the path's text) is left to the app
      if (!/\bNaN\b|@\w+@/.test(path))
        calls.push({ method: init.method ?? 'GET', url: path, headers: { ...(init.headers as Record<string, string>) } });
      // an answer, not a network failure: the cabinet stays online for the next route's calls
      return Promise.resolve(new Response('{}', { status: 503 }));
    }),
  );
  // what the store itself loads as it settles (the kept cache of a session) is not the route's
  await new Promise((settled) => setTimeout(settled, 0));
  const imported: string[] = [];
  const loading: Promise<unknown>[] = [];
  const globals = globalThis as { __sbImport?: Importing };
  const outside = globals.__sbImport;
  globals.__sbImport = (spec, importer, load) => {
    const module = new URL(spec, `file://${importer}`).pathname;
    imported.push(module);
    if (!DATA_MODULE.test(module)) return Promise.reject(new Error('build time: not loaded'));
    const loaded = load();
    loading.push(loaded);
    return loaded;
  };
  const params = Object.fromEntries(keys.map((key) => [key, `@${key}@`]));
  // its calls (once its data module is here) and its screen's import are made at once (a call that waits for
  // another's answer is the app's to make); a loader whose import was refused is ready to import again for the next
  // route of its feature
  void startRoute(route, params, store);
  await Promise.all(loading);
  await new Promise((settled) => setTimeout(settled, 0));
  globals.__sbImport = outside;
  // what the route sent at once; a retry of its 503s a second later is not a call of its own
  return { re: pattern.source, keys, access: route.access, modules: [...new Set(imported)], calls: [...calls] };
}
