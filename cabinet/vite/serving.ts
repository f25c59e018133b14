import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import ts from 'typescript';
import type { Connect, Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;
type OutputAsset = Rollup.OutputAsset;

const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * Precompressed files: after the build, every text file of the output (but the manifest folder) gets a `.gz`
 * (gzip level 9) and a `.br` (brotli quality 11) beside it when that is smaller, so the server sends them as they
 * are instead of compressing on each request at a lower level: nginx with `gzip_static on` (and `brotli_static on`
 * where its brotli module is installed, cabinet/deploy/nginx.conf.template). `vite preview` (the e2e runs and the
 * benchmark) serves them the same way for /assets/, brotli first.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sb-precompress',
    // the build writes the files; the preview server (a 'serve' command) sends them
    apply: (_, env) => env.command === 'build' || env.isPreview === true,
    writeBundle(options) {
      outDir = options.dir ?? outDir;
    },
    closeBundle() {
      if (!outDir) return;
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
          const full = path.join(dir, e.name);
          if (e.isDirectory()) return e.name === '.vite' ? [] : walk(full);
          return compressible.test(e.name) ? [full] : [];
        });
      for (const file of walk(outDir)) {
        const raw = fs.readFileSync(file);
        const gz = zlib.gzipSync(raw, { level: 9 });
        const br = zlib.brotliCompressSync(raw, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
        if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
      }
    },
    configurePreviewServer(server) {
      const root = path.resolve(server.config.root, server.config.build.outDir);
      const serve: Connect.NextHandleFunction = (req, res, next) => {
        const url = (req.url ?? '').split('?')[0] ?? '';
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith('/assets/')) return next();
        const accepts = String(req.headers['accept-encoding'] ?? '');
        const file = path.join(root, decodeURIComponent(url));
        if (!file.startsWith(root)) return next();
        for (const [encoding, ext] of [
          ['br', '.br'],
          ['gzip', '.gz'],
        ] as const) {
          if (!new RegExp(`\\b${encoding}\\b`).test(accepts) || !fs.existsSync(file + ext)) continue;
          res.setHeader('Content-Type', types[path.extname(file)] ?? 'application/octet-stream');
          res.setHeader('Content-Encoding', encoding);
          res.setHeader('Vary', 'Accept-Encoding');
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          res.setHeader('Content-Length', fs.statSync(file + ext).size);
          if (req.method === 'HEAD') return res.end();
          fs.createReadStream(file + ext).pipe(res);
          return;
        }
        next();
      };
      server.middlewares.use(serve);
    },
  };
}

/** The string properties of an object constant (`export const paths = { auth: '/auth' } as const`) of a module. */
function objectConstant(file: string, name: string): Map<string, string> {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) {
      let init: ts.Expression = node.initializer;
      while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init)) init = init.expression;
      if (ts.isObjectLiteralExpression(init))
        for (const p of init.properties)
          if (
            ts.isPropertyAssignment(p) &&
            (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) &&
            ts.isStringLiteralLike(p.initializer)
          )
            out.set(p.name.text, p.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/**
 * `path -> [screen module, ...modules fetched alongside]` of every route whose path has no required parameter, read
 * from the routes table: each `{ path, screen: s(() => import('...'), () => import('...')) }`, the first import the
 * screen, the path a string or a property of an imported object constant (`paths.orders`).
 */
export function staticRoutes(routesFile: string): Map<string, string[]> {
  const source = ts.createSourceFile(routesFile, fs.readFileSync(routesFile, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const imported = new Map<string, string>(); // local name -> module file
  for (const st of source.statements)
    if (
      ts.isImportDeclaration(st) &&
      ts.isStringLiteral(st.moduleSpecifier) &&
      st.importClause?.namedBindings &&
      ts.isNamedImports(st.importClause.namedBindings)
    )
      for (const el of st.importClause.namedBindings.elements)
        imported.set(el.name.text, path.resolve(path.dirname(routesFile), st.moduleSpecifier.text));
  const constants = new Map<string, Map<string, string>>();
  const pathOf = (e: ts.Expression): string => {
    if (ts.isStringLiteralLike(e)) return e.text;
    if (ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.expression)) {
      const table = e.expression.text;
      const file = imported.get(table);
      if (file) {
        if (!constants.has(table)) constants.set(table, objectConstant(file, table));
        const value = constants.get(table)?.get(e.name.text);
        if (value !== undefined) return value;
      }
    }
    throw new Error(`${routesFile}: cannot read the route path ${e.getText(source)}`);
  };
  const out = new Map<string, string[]>();
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      let route: string | undefined;
      const modules: string[] = [];
      for (const p of node.properties) {
        if (!ts.isPropertyAssignment(p) || !ts.isIdentifier(p.name)) continue;
        if (p.name.text === 'path') route = pathOf(p.initializer);
        if (p.name.text === 'screen') {
          const find = (n: ts.Node): void => {
            if (
              ts.isCallExpression(n) &&
              n.expression.kind === ts.SyntaxKind.ImportKeyword &&
              n.arguments[0] &&
              ts.isStringLiteral(n.arguments[0])
            )
              modules.push(n.arguments[0].text);
            else ts.forEachChild(n, find);
          };
          find(p.initializer);
        }
      }
      // `/create-order/:wh_ids?/:sizes?/:av?` is also `/create-order`; a required parameter has no page of its own
      // (the fallback route's `*` is no page either)
      const plain = route?.replace(/(\/:[\w]+\?)+$/, '');
      if (plain?.startsWith('/') && modules.length && !plain.includes(':'))
        out.set(
          plain,
          modules.map((m) => path.resolve(path.dirname(routesFile), m)),
        );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/**
 * One HTML page per route without parameters (`orders.html` for `/orders`): `index.html` plus a `modulepreload`
 * for each chunk the route's screen needs and each chunk fetched alongside it (routes.ts), so the browser fetches the screen with the entry instead of after it
 * (no waterfall behind the lazy chunk). nginx picks the page with `try_files $uri $uri.html /index.html`, as
 * `vite preview` does; any other address keeps `index.html`. `/` stays `index.html` (it is also the fallback).
 */
export function routePages({ routesFile }: { routesFile: string }): Plugin {
  return {
    name: 'sb-route-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const index = bundle['index.html'] as OutputAsset | undefined;
        if (!index) return;
        const html = String(index.source);
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId, c]));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (chunk: OutputChunk, seen = new Set<string>()) => {
          if (seen.has(chunk.fileName)) return seen;
          seen.add(chunk.fileName);
          for (const f of chunk.imports) {
            const c = byFile.get(f);
            if (c) closure(c, seen);
          }
          return seen;
        };
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return;
        const first = closure(entry);
        const routes = staticRoutes(routesFile);
        if (![...routes.values()].some(([m]) => m !== undefined && byModule.has(m))) return; // another app built with this config (the bare one)
        for (const [route, modules] of routes) {
          if (route === '/') continue;
          const needed = new Set<string>();
          for (const module of modules) {
            const chunk = byModule.get(module);
            if (!chunk) throw new Error(`route ${route}: no chunk for ${module}`);
            closure(chunk, needed);
          }
          const files = [...needed].filter((f) => !first.has(f));
          const css = files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
          const links = [
            ...files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
            ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
          ];
          this.emitFile({
            type: 'asset',
            fileName: `${route.slice(1)}.html`,
            source: html.replace(/\n?(\s*)<\/head>/, (end, indent: string) => `\n${links.map((l) => `${indent}  ${l}`).join('\n')}${end}`),
          });
        }
      },
    },
  };
}
