//   node cabinet/scripts/i18n-check.mjs [--out DIR]
// The catalogues' gate: every ru.json has an en.json with exactly the same ids (cabinet features, shared, ui-kit);
// every id the code uses (extracted by @formatjs/cli) exists in both languages; every message compiles (ICU).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-'));
const problems = [];

function walk(dir, keep, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.') || e.name === 'dist' || e.name === 'storybook-static') continue;
    const full = path.join(dir, e.name);
    if (e.isDirectory()) walk(full, keep, out);
    else if (keep(full)) out.push(full);
  }
  return out;
}

const merged = { ru: {}, en: {} };
const folders = walk(path.join(root, 'cabinet/src'), (f) => f.endsWith('/ru.json'))
  .concat(walk(path.join(root, 'ui-kit/src'), (f) => f.endsWith('/ru.json')))
  .map((f) => path.dirname(f));
for (const dir of folders) {
  const ru = JSON.parse(fs.readFileSync(path.join(dir, 'ru.json'), 'utf8'));
  const enFile = path.join(dir, 'en.json');
  if (!fs.existsSync(enFile)) {
    problems.push(`${path.relative(root, dir)}: ru.json without en.json`);
    continue;
  }
  const en = JSON.parse(fs.readFileSync(enFile, 'utf8'));
  for (const id of Object.keys(ru)) if (!(id in en)) problems.push(`${path.relative(root, dir)}/en.json lacks ${id}`);
  for (const id of Object.keys(en)) if (!(id in ru)) problems.push(`${path.relative(root, dir)}/ru.json lacks ${id}`);
  for (const [lang, cat] of [
    ['ru', ru],
    ['en', en],
  ]) {
    for (const [id, text] of Object.entries(cat)) {
      if (id in merged[lang] && merged[lang][id] !== text) problems.push(`${id} is defined twice in ${lang} with different texts`);
      merged[lang][id] = text;
      if (typeof text !== 'string' || !text.trim()) problems.push(`${lang} ${id} is empty`);
    }
  }
}

// extraction: every id the code uses
const sources = [
  ...walk(path.join(root, 'cabinet/src'), (f) => /\.(ts|tsx)$/.test(f) && !/\.(test|stories)\./.test(f)),
  ...walk(path.join(root, 'ui-kit/src'), (f) => /\.tsx?$/.test(f) && !/\.(test|stories)\./.test(f)),
];
const extracted = path.join(tmp, 'extracted.json');
const ex = spawnSync(path.join(root, 'cabinet/node_modules/.bin/formatjs'), ['extract', ...sources, '--out-file', extracted], {
  cwd: path.join(root, 'cabinet'),
  encoding: 'utf8',
});
if (ex.status !== 0) {
  console.error(ex.stderr || ex.stdout);
  problems.push('formatjs extract failed');
} else {
  const used = Object.keys(JSON.parse(fs.readFileSync(extracted, 'utf8')));
  for (const id of used)
    for (const lang of ['ru', 'en']) if (!(id in merged[lang])) problems.push(`the code uses ${id}, missing in ${lang}`);
  console.log(`extracted ${used.length} message ids from ${sources.length} files`);
}

// compilation: every message parses as ICU in both languages
for (const lang of ['ru', 'en']) {
  const file = path.join(tmp, `${lang}.json`);
  fs.writeFileSync(file, JSON.stringify(Object.fromEntries(Object.entries(merged[lang]).map(([k, v]) => [k, { defaultMessage: v }]))));
  const c = spawnSync(
    path.join(root, 'cabinet/node_modules/.bin/formatjs'),
    ['compile', file, '--ast', '--out-file', path.join(tmp, `${lang}.compiled.json`)],
    { cwd: path.join(root, 'cabinet'), encoding: 'utf8' },
  );
  if (c.status !== 0) problems.push(`${lang} does not compile: ${(c.stderr || c.stdout).trim().split('\n').slice(0, 5).join(' ')}`);
}

// `--out DIR` (the i18n:compile script) keeps the compiled catalogues: what the production build ships
const outAt = process.argv.indexOf('--out');
if (outAt > 0 && !problems.length) {
  const out = path.resolve(process.cwd(), process.argv[outAt + 1]);
  fs.mkdirSync(out, { recursive: true });
  for (const lang of ['ru', 'en']) fs.copyFileSync(path.join(tmp, `${lang}.compiled.json`), path.join(out, `${lang}.compiled.json`));
  console.log(`compiled catalogues written to ${path.relative(process.cwd(), out) || '.'}`);
}

for (const p of problems) console.error(`  ✘ ${p}`);
const ids = Object.keys(merged.ru).length;
console.log(`i18n: ${folders.length} catalogue folders, ${ids} ids in ru, ${Object.keys(merged.en).length} in en`);
console.log(`i18n checks: ${problems.length ? 0 : 1} passed, ${problems.length ? 1 : 0} failed (${problems.length} problems)`);
process.exit(problems.length ? 1 : 0);
