import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// The resource modules (shared/api/<resource>.ts, features/<f>/api/<resource>.ts) are the only places that name a
// cache key: a screen or a feature's other module that wrote a key of its own, or options of its own, would cache an
// endpoint a second time, and a save elsewhere would leave its copy stale. This scans the source (not the tests) of
// the features (but their api/ folders) and the app for the ways a key is made.

const SRC = join(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !path.split(sep).includes('test') ? [path] : [];
  });
}

/** The key factories (`xxxKeys`) the resource modules export. */
function keyFactories(): Array<{ all: readonly unknown[] }> {
  return sources(SRC).flatMap((file) => {
    if (!/export const \w+Keys = \{/.test(readFileSync(file, 'utf8'))) return [];
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(file) as Record<string, unknown>;
    return Object.entries(module)
      .filter(([name, keys]) => name.endsWith('Keys') && Array.isArray((keys as { all?: unknown }).all))
      .map(([, keys]) => keys as { all: readonly unknown[] });
  });
}

/** The first key part of every family of the layer, and the roots the features used to keep their copies under. */
const roots = [...keyFactories().map((keys) => String(keys.all[0])), 'profile', 'auth'];

const rules: Array<{ what: string; pattern: RegExp }> = [
  { what: 'a queryKey literal', pattern: /\bqueryKey\s*:\s*[[('"`]/ },
  { what: 'a key factory of its own', pattern: /\b\w*Keys\s*=\s*\{/ },
  { what: 'query options of its own', pattern: /\b(?:infiniteQueryOptions|queryOptions)\s*(?:<[^>]*>)?\s*\(/ },
  { what: 'a cache call with a literal key', pattern: /\.(?:set|get|ensure|fetch|prefetch)Query(?:Data)?\s*(?:<[^>]*>)?\s*\(\s*\[/ },
  { what: 'a QueryClient of its own (the session lifecycle owns the one)', pattern: /\bnew QueryClient\b/ },
  { what: 'an invalidation without a key', pattern: /\.(?:invalidate|refetch|reset|remove)Queries\s*\(\s*(?:\{\s*\})?\s*\)/ },
  { what: 'a hand-typed key root', pattern: new RegExp(`\\[\\s*'(?:${roots.join('|')})'\\s*(?:,[^\\n\\]]*)?\\]\\s*as const`) },
];

/** Every breach in the given folders: `path:line: what (the line)`. */
function breaches(folders: string[]): string[] {
  const found: string[] = [];
  for (const folder of folders) {
    for (const file of sources(join(SRC, folder)).filter((f) => !/features\/\w+\/api\//.test(f.split(sep).join('/')))) {
      const text = readFileSync(file, 'utf8');
      text.split('\n').forEach((line, i) => {
        for (const { what, pattern } of rules) {
          if (pattern.test(line)) found.push(`${relative(SRC, file)}:${i + 1}: ${what} (${line.trim()})`);
        }
      });
    }
  }
  return found;
}

describe('the server-state layer owns every cache key', () => {
  it('should find no key, key factory or query options in the features (but their resource modules) or the app', () => {
    expect(breaches(['features', 'app'])).toEqual([]);
  });

  it('should find React Query nowhere in the cabinet, tests included (one runtime: jotai-tanstack-query)', () => {
    const all = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? all(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    const users = all(SRC).filter((file) => /from '@tanstack\/react-query'/.test(readFileSync(file, 'utf8')));
    expect(users.map((file) => relative(SRC, file))).toEqual([]);
  });

  it('should see a key a feature wrote for itself (the scan can fail)', () => {
    const planted = [
      "export const ordersKeys = { all: ['orders'] as const };",
      "queryOptions({ queryKey: ['profile', 'client'], queryFn })",
      'void client.invalidateQueries();',
      "const ORDERS_QUERY_ROOT = ['orders'] as const;",
      "client.setQueryData(['orders', 'list', 'active'], orders);",
      'const cache = new QueryClient();',
    ];
    const hits = planted.map((line) => rules.filter(({ pattern }) => pattern.test(line)).map((r) => r.what));
    expect(hits).toEqual([
      ['a key factory of its own', 'a hand-typed key root'],
      ['a queryKey literal', 'query options of its own'],
      ['an invalidation without a key'],
      ['a hand-typed key root'],
      ['a cache call with a literal key'],
      ['a QueryClient of its own (the session lifecycle owns the one)'],
    ]);
  });
});
