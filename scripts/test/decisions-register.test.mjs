// docs/decisions.md stays a register: every entry has an id, a date and a status, ids are unique, and a superseded
// entry names one that exists. The C entries of docs/contracts.md ("How the cabinet reads the spec") likewise. A
// line added in another shape (a branch merged from before the register) fails here with its line number.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8').split('\n');

const DECISION = /^- \*\*(D\d+)\*\* · (\d{4}-\d{2}-\d{2}) · (accepted|superseded by (D\d+)) · \S/;
const READING = /^- \*\*(C\d+)\*\* · (\d{4}-\d{2}-\d{2}) · \S/;

/** The entries of a list whose bullets must all match `shape`; `from` is the heading the list starts under. */
function entries(file, shape, from) {
  const lines = read(file);
  const start = from ? lines.findIndex((l) => l === from) : 0;
  assert.ok(start >= 0, `${file}: no heading '${from}'`);
  const found = [];
  for (let i = start + 1; i < lines.length; i++) {
    if (from && /^## /.test(lines[i])) break;
    if (!lines[i].startsWith('- ') || (!from && !/^- \*\*D|^- [a-z]/.test(lines[i]))) continue;
    const m = shape.exec(lines[i]);
    assert.ok(m, `${file}:${i + 1} is not an entry (- **id** · yyyy-MM-dd · …): ${lines[i].slice(0, 80)}`);
    found.push({ id: m[1], date: m[2], by: m[4], line: i + 1 });
  }
  return found;
}

test('every decision has an id, a date and a status, and a superseded one names an entry that exists', () => {
  const list = entries('docs/decisions.md', DECISION);
  assert.ok(list.length > 100);
  const ids = new Set();
  for (const e of list) {
    assert.ok(!ids.has(e.id), `docs/decisions.md:${e.line}: ${e.id} is used twice`);
    ids.add(e.id);
    assert.ok(!Number.isNaN(Date.parse(e.date)), `docs/decisions.md:${e.line}: ${e.date} is not a date`);
  }
  for (const e of list)
    if (e.by) assert.ok(ids.has(e.by), `docs/decisions.md:${e.line}: ${e.id} is superseded by ${e.by}, which is not an entry`);
});

test('every reading of the spec in contracts.md has an id and a date, and ids are unique', () => {
  const list = entries('docs/contracts.md', READING, '## How the cabinet reads the spec');
  assert.ok(list.length > 10);
  assert.equal(new Set(list.map((e) => e.id)).size, list.length);
});
