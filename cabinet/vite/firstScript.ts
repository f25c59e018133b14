import path from 'node:path';
import type { Manifest, Plugin, Rollup } from 'vite';
import { CODE_LIST, FIRST_SCRIPT, TOKEN_MARK } from '../src/app/firstScript.ts';
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

/** What the plugin gives the prerendering (vite/prerender.ts), once it has made the table. */
export interface FirstScriptApi {
  /**
   * `index.html` as the page of one path: no table, and no script tag or preload for the code either; the entry and
   * the route's code files are listed in its head (`<script type="application/json" id="sb-code">`, the entry first)
   * for the first script, which asks for them once the page's own copy has painted.
   */
  pageFor: (html: string, path: string) => string;
}

type Row = { re: string; code: number[] };

/**
 * The page's first script (src/app/firstScript.ts) and its table: for every route row (src/app/firstTable.ts,
 * evaluated in Node through Vite's SSR with every dynamic import of the sources recorded, not loaded), its path's
 * pattern, the code files of its screen from this build's `.vite/manifest.json`, and the calls its API client sends.
 */
export function firstScript({ cabinetDir }: { cabinetDir: string }): Plugin & { api: FirstScriptApi } {
  let made: { tag: string; files: string[]; routes: Row[]; fallback: Row } | undefined;
  const api: FirstScriptApi = {
    pageFor(html, path) {
      if (!made) throw new Error('sb-first-script: the table is made in generateBundle, before the pages');
      const { tag, files, routes, fallback } = made;
      // matched as the first script matches it
      const row = routes.find((r) => new RegExp(r.re, 'i').test(path)) ?? fallback;
      const entry = /\n\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
      if (!html.includes(tag) || !entry) throw new Error('sb-first-script: index.html has no table or no entry script');
      if (/<link rel="modulepreload"/.test(html)) throw new Error('sb-first-script: index.html preloads what its list would');
      const list = JSON.stringify([entry[1], ...row.code.map((i) => files[i])]);
      return html.replace(tag, () => `<script type="application/json" id="${CODE_LIST}">${list}</script>`).replace(entry[0], () => '');
    },
  };
  return {
    name: 'sb-first-script',
    api,
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
        const tag = `<script type="application/json" id="sb-first">${data}</script>`;
        made = { tag, files, routes, fallback };
        const html = String(index.source);
        const at = html.indexOf('</title>') + '</title>'.length;
        index.source = `${html.slice(0, at)}\n    ${tag}\n    <script>${FIRST_SCRIPT}</script>${html.slice(at)}`;
      },
    },
  };
}
