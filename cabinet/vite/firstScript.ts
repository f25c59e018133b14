import path from 'node:path';
import type { Manifest, Plugin, Rollup } from 'vite';
import { FIRST_SCRIPT, TOKEN_MARK } from '../src/app/firstScript.ts';
import { inNodeAsFirstVisit, isCabinetBundle } from './firstVisitStorage.ts';
import type { FirstRow, firstTable as FirstTable } from '../src/app/firstTable.ts';

/** A module's files and those of the modules it imports statically, less what the page's entry already brings. */
function filesOf(manifest: Manifest, key: string, skip: Set<string>, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key) || skip.has(key)) return [];
  seen.add(key);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((k) => filesOf(manifest, k, skip, seen))];
}

/** What the entry brings already (its own imports are preloaded by Vite's tags). */
function entryKeys(manifest: Manifest): Set<string> {
  const keys = new Set<string>();
  const add = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    manifest[key]?.imports?.forEach(add);
  };
  Object.entries(manifest).forEach(([key, chunk]) => chunk.isEntry && add(key));
  return keys;
}

/**
 * The page's first script (src/app/firstScript.ts) and its table: for every route row (src/app/firstTable.ts,
 * evaluated in Node through Vite's SSR with every dynamic import of the sources recorded, not loaded), its path's
 * pattern, the code files of its screen from this build's `.vite/manifest.json`, and the calls its API client sends.
 */
export function firstScript({ cabinetDir }: { cabinetDir: string }): Plugin {
  return {
    name: 'sb-first-script',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      async handler(_, bundle) {
        const index = bundle['index.html'] as Rollup.OutputAsset | undefined;
        const manifestAsset = bundle['.vite/manifest.json'] as Rollup.OutputAsset | undefined;
        if (!index || !manifestAsset || !isCabinetBundle(bundle)) return;
        const manifest = JSON.parse(String(manifestAsset.source)) as Manifest;
        const src = path.join(cabinetDir, 'src');
        const recordImports: Plugin = {
          name: 'sb-record-imports',
          transform(code, id) {
            if (!id.startsWith(src) || !code.includes('import(')) return;
            return code.replace(
              /\bimport\((['"][^'"]+['"])\)/g,
              (_m, spec: string) => `globalThis.__sbImport(${spec}, ${JSON.stringify(id)}, () => import(${spec}))`,
            );
          },
        };
        const globals = globalThis as Record<string, unknown>;
        // an import outside a route's start (a module's own background import) never settles here
        globals.__sbImport = () => new Promise(() => undefined);
        let table: Awaited<ReturnType<typeof FirstTable>>;
        try {
          table = await inNodeAsFirstVisit(
            { cabinetDir, plugins: [recordImports], module: '/src/app/firstTable.ts' },
            ({ firstTable }: { firstTable: typeof FirstTable }) => firstTable(),
          );
        } finally {
          delete globals.__sbImport;
        }
        const skip = entryKeys(manifest);
        // every file named once; a route lists the indexes of its files
        const files: string[] = [];
        const indexOf = (file: string) => {
          if (!files.includes(file)) files.push(file);
          return files.indexOf(file);
        };
        const row = (r: FirstRow) => ({
          re: r.re,
          keys: r.keys,
          access: r.access,
          code: [...new Set(r.modules.flatMap((m) => filesOf(manifest, path.relative(cabinetDir, m), skip)))].map(indexOf),
          calls: r.calls,
        });
        const routes = table.routes.map(row);
        const fallback = row(table.fallback);
        const data = JSON.stringify({ mark: TOKEN_MARK, files, routes, fallback }).replace(/</g, '\\u003c');
        const html = String(index.source);
        const at = html.indexOf('</title>') + '</title>'.length;
        index.source = `${html.slice(0, at)}\n    <script type="application/json" id="sb-first">${data}</script>\n    <script>${FIRST_SCRIPT}</script>${html.slice(at)}`;
      },
    },
  };
}
