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
