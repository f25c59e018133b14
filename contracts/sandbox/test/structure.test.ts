// The sandbox's source keeps its shape: no import circle between its modules (type imports count: a circle of
// types is a circle of concerns), and no file over 300 lines.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every relative module a file imports or re-exports (`import type` included). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'/gms)].map((m) => m[1] as string);
  return specifiers.map((s) => path.resolve(path.dirname(file), s));
}

/** The import circles among the files (each as `a -> b -> a`, paths relative to src). */
function circles(files: string[]): string[] {
  const graph = new Map(files.map((f) => [f, importsOf(f).filter((i) => files.includes(i))]));
  const found = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string): void => {
    state.set(f, 'open');
    stack.push(f);
    for (const next of graph.get(f) ?? []) {
      if (state.get(next) === 'open') {
        const circle = [...stack.slice(stack.indexOf(next)), next].map((p) => path.relative(src, p));
        found.add(circle.join(' -> '));
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of files) if (!state.has(f)) visit(f);
  return [...found];
}

test('no import circle between the sandbox modules (types included)', () => {
  const files = sourceFiles(src);
  assert.ok(files.length > 30, `found ${files.length} modules`);
  assert.ok(importsOf(path.join(src, 'domain/commands.ts')).includes(path.join(src, 'domain/files.ts')), 'the scan reads the imports');
  assert.deepEqual(circles(files), []);
});

test('no sandbox source file over 300 lines', () => {
  const long = sourceFiles(src)
    .map((f) => ({ file: path.relative(src, f), lines: fs.readFileSync(f, 'utf8').split('\n').length - 1 }))
    .filter((f) => f.lines > 300);
  assert.deepEqual(long, []);
});
