// Holds each route's first-load JavaScript (gzip) at its recorded budget: what was measured plus 5%.
// Budgets live in scripts/size-budget.json; `node scripts/size-check.mjs --update` records the current sizes.
// CABINET_OUT_DIR (as for the build) measures a side build; `--files` lists each route's files with their size.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { COMPILE_HINT } from '../cabinet/vite/compileHints.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, 'cabinet', process.env.CABINET_OUT_DIR ?? 'dist');
const budgetFile = path.join(root, 'scripts/size-budget.json');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`${path.relative(root, manifestFile)} is missing: build the cabinet first`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** Every JS file a chunk needs up front: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imp of chunk.imports ?? []) closure(imp, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
// each route's chunk: the screens' modules the features' routes (cabinet/src/features/<f>/routes.ts) import lazily,
// named by the manifest, e.g. `orders/orderView`
const screens = Object.fromEntries(
  (manifest[entryKey].dynamicImports ?? [])
    .map((key) => [/^src\/features\/([^/]+)\/(?!routeData\.)([^/]+)\.tsx?$/.exec(key), key])
    .filter(([found]) => found)
    .map(([found, key]) => [`${found[1]}/${found[2]}`, key]),
);
if (Object.keys(screens).length === 0) {
  console.error("no feature screens among the entry's dynamic imports: has the route table moved?");
  process.exit(1);
}
const sizes = {};
for (const [route, key] of Object.entries(screens)) {
  const files = new Set([...entry, ...closure(key)]);
  sizes[route] = [...files].reduce((n, f) => n + gz(f), 0);
  if (process.argv.includes('--files')) {
    console.log(route);
    for (const f of [...files].sort((a, b) => gz(b) - gz(a))) console.log(`  ${(gz(f) / 1024).toFixed(1).padStart(6)} kB  ${f}`);
  }
}

if (process.argv.includes('--update')) {
  fs.writeFileSync(
    budgetFile,
    `${JSON.stringify(Object.fromEntries(Object.entries(sizes).map(([k, v]) => [k, Math.ceil(v * 1.05)])), null, 2)}\n`,
  );
  console.log('recorded budgets (measured + 5%):', sizes);
  process.exit(0);
}
const budget = fs.existsSync(budgetFile) ? JSON.parse(fs.readFileSync(budgetFile, 'utf8')) : {};
let failed = 0;

// Every inline script of a built page (the guard of a prerendered page, cabinet/vite/prerender.ts) is allowed by
// its hash in the served CSP, or a browser would refuse it there.
const template = fs.readFileSync(path.join(root, 'cabinet/deploy/nginx.conf.template'), 'utf8');
for (const page of fs.readdirSync(dist).filter((f) => f.endsWith('.html'))) {
  for (const [, body] of fs.readFileSync(path.join(dist, page), 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    const hash = `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`;
    if (!template.includes(hash)) {
      failed += 1;
      console.log(`✘ ${page}: its inline script (${hash}) is not in the CSP of cabinet/deploy/nginx.conf.template`);
    }
  }
}
// The first script sends each call of a route's row once: a call listed twice would be asked twice.
const first = fs
  .readFileSync(path.join(dist, 'index.html'), 'utf8')
  .match(/<script type="application\/json" id="sb-first">([^<]*)<\/script>/);
const repeated = first
  ? JSON.parse(first[1]).routes.filter((r) => new Set(r.calls.map((c) => `${c.method} ${c.url}`)).size !== r.calls.length)
  : [];
if (!first || repeated.length) failed += 1;
console.log(
  `${!first || repeated.length ? '✘' : '✔'} the first script's table ${first ? `lists each route's calls once${repeated.length ? ` (twice: ${repeated.map((r) => r.re).join(', ')})` : ''}` : 'is missing from index.html'}`,
);
const scripts = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
// (a script under 1 kB may have none: compressing it would not make it smaller)
const unpacked = scripts.filter(
  (f) =>
    fs.statSync(path.join(dist, f)).size >= 1024 &&
    !(fs.existsSync(path.join(dist, `${f}.gz`)) && fs.existsSync(path.join(dist, `${f}.br`))),
);
if (unpacked.length) {
  failed += 1;
  console.log(`✘ ${unpacked.length} of ${scripts.length} scripts lack their .gz or .br (e.g. ${unpacked[0]})`);
}
// Every script opens with V8's compile hint (cabinet/vite/compileHints.ts): compiled while it downloads, not on the
// phone's main thread during the first render. A hint anywhere but the first line is not read.
const unhinted = scripts.filter((f) => !fs.readFileSync(path.join(dist, f), 'utf8').startsWith(`${COMPILE_HINT}\n`));
if (unhinted.length) failed += 1;
console.log(
  `${unhinted.length ? '✘' : '✔'} ${unhinted.length ? `${unhinted.length} of ${scripts.length} scripts do not open with V8's compile hint (e.g. ${unhinted[0]})` : `every script opens with V8's compile hint`}`,
);
// Split by what a customer does, not by bytes: a chunk per feature's screens and per set of dialogs, so the count
// stays low; a new split below a route shows here. Each new route chunk or lazy module also adds the chunks of what
// it shares with the others (by the set that uses it). The limit is what the build has: raise it with the split
// that needs it.
const MAX_CHUNKS = 113;
if (scripts.length > MAX_CHUNKS) failed += 1;
console.log(`${scripts.length > MAX_CHUNKS ? '✘' : '✔'} ${scripts.length} scripts in the build (at most ${MAX_CHUNKS})`);
for (const [route, size] of Object.entries(sizes)) {
  const limit = budget[route];
  const ok = limit === undefined || size <= limit;
  if (!ok) failed += 1;
  console.log(
    `${ok ? '✔' : '✘'} ${route}: ${(size / 1024).toFixed(1)} kB gzip first-load JS${limit ? ` (budget ${(limit / 1024).toFixed(1)} kB)` : ' (no budget recorded)'}`,
  );
}
console.log(`size: ${Object.keys(sizes).length + 4 - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
