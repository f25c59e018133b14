import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Which source files name which message ids: the production build sends each id with the code that names it
// (see messages.ts). Plain Node, so Jest can test it.

/** Every source file of the app the scan reads: .ts/.tsx under the roots, without tests, stories, catalogues. */
export function sourceFiles(roots: string[]): string[] {
  const out: string[] = [];
  const skipDir = new Set(['node_modules', 'dist', 'test', 'tests', 'sandbox', 'scripts', 'storybook-static', 'i18n']);
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name.startsWith('.')) continue;
      const full = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (!skipDir.has(e.name)) walk(full);
      } else if (/\.tsx?$/.test(e.name) && !/\.(test|stories|d)\.tsx?$/.test(e.name)) out.push(fs.realpathSync(full));
    }
  };
  for (const r of roots) walk(r);
  return out;
}

/** The strings of a file, and the heads of its templates (`` `a.b.${x}` `` -> `a.b.`), from its syntax tree. */
export function stringsOf(source: string, tsx: boolean): { strings: string[]; heads: string[] } {
  const file = ts.createSourceFile(
    tsx ? 'f.tsx' : 'f.ts',
    source,
    ts.ScriptTarget.Latest,
    false,
    tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const strings: string[] = [];
  const heads: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) strings.push(node.text);
    else if (ts.isTemplateHead(node)) heads.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { strings, heads };
}

/**
 * Groups ids by the exact set of files that name them. A file names an id when it holds it as a string, holds a
 * string ending in `.` that the id starts with, or a template whose head the id starts with.
 */
export function splitByUse(
  ids: string[],
  files: string[],
  read: (file: string) => string = (file) => fs.readFileSync(file, 'utf8'),
): { parts: string[][]; partsOf: Map<string, number[]>; unused: string[] } {
  const known = new Set(ids);
  const users = new Map<string, string[]>();
  const addUser = (id: string, file: string) => {
    const list = users.get(id) ?? [];
    if (list[list.length - 1] !== file) list.push(file);
    users.set(id, list);
  };
  const sorted = [...ids].sort();
  const withPrefix = (prefix: string) => {
    // ids are sorted: the ones starting with `prefix` are one run
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < sorted.length && (sorted[i] ?? '').startsWith(prefix); i += 1) out.push(sorted[i] ?? '');
    return out;
  };
  for (const file of files) {
    const { strings, heads } = stringsOf(read(file), file.endsWith('.tsx'));
    const named = new Set<string>();
    for (const s of strings) {
      if (known.has(s)) named.add(s);
      if (s.length > 1 && s.endsWith('.')) withPrefix(s).forEach((id) => named.add(id));
    }
    for (const h of heads) if (h.length > 1) withPrefix(h).forEach((id) => named.add(id));
    for (const id of named) addUser(id, file);
  }
  const byKey = new Map<string, number>();
  const parts: string[][] = [];
  const partsOf = new Map<string, number[]>();
  const unused: string[] = [];
  for (const id of ids) {
    const list = users.get(id);
    if (!list) {
      unused.push(id);
      continue;
    }
    const key = list.join('\n');
    let n = byKey.get(key);
    if (n === undefined) {
      n = parts.length;
      byKey.set(key, n);
      parts.push([]);
      for (const f of list) partsOf.set(f, [...(partsOf.get(f) ?? []), n]);
    }
    parts[n]?.push(id);
  }
  return { parts, partsOf, unused };
}
