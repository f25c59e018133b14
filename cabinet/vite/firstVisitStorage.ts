import { createServer, type Plugin, type Rollup } from 'vite';

/** Storage that lives in memory: a first visit's, with nothing stored. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, String(v)),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
    key: (i: number) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
  };
}

/**
 * Runs `work` (the app's modules loaded in Node through Vite's SSR at build time) with an empty `localStorage` and
 * `sessionStorage`, as a first visit has them (the session and history modules read them as they load), and puts
 * back whatever Node had once it is done.
 */
export async function asFirstVisit<T>(work: () => Promise<T>): Promise<T> {
  const globals = globalThis as Record<string, unknown>;
  const saved = ['localStorage', 'sessionStorage'].map((n) => [n, Object.getOwnPropertyDescriptor(globals, n)] as const);
  for (const [n] of saved) Object.defineProperty(globals, n, { value: memoryStorage(), configurable: true, writable: true });
  try {
    return await work();
  } finally {
    for (const [n, d] of saved) {
      if (d) Object.defineProperty(globals, n, d);
      else delete globals[n];
    }
  }
}

/** Whether a build's bundle is the cabinet's: another app built with this config (the bench's bare one) has no screens. */
export function isCabinetBundle(bundle: Rollup.OutputBundle): boolean {
  return Object.keys(bundle).some((f) => f.includes('Screens-'));
}

/**
 * The build's passes through the app in Node (the first script's table, the prerendered pages): loads `module` of
 * the sources through Vite's SSR with `plugins`, and runs `work` on it as a first visit (above), then closes the server.
 */
export async function inNodeAsFirstVisit<M, T>(
  { cabinetDir, plugins, module }: { cabinetDir: string; plugins: Plugin[]; module: string },
  work: (loaded: M) => Promise<T> | T,
): Promise<T> {
  const server = await createServer({
    root: cabinetDir,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    plugins,
    // bundled, not required: its CommonJS build does not give ES modules its default export (styled.span)
    ssr: { noExternal: ['styled-components'] },
    define: { 'import.meta.env.APP_ENV': JSON.stringify(process.env.APP_ENV ?? 'local') },
  });
  try {
    return await asFirstVisit(async () => work((await server.ssrLoadModule(module)) as M));
  } finally {
    await server.close();
  }
}
