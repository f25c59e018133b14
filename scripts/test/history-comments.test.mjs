// The lint rule local/no-history-comments (scripts/lint/history-comments.mjs, wired in eslint.config.js) fails on a
// source comment that cites an issue or a session by number, in every kind of source the lint stage reads, and lets
// comments that only use the words pass. Run by the lint stage (`node --test scripts/test/`).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { findCitation } from '../lint/history-comments.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/** The lines where local/no-history-comments reports for `code` placed at `file` (a path that need not exist). */
async function citedLines(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'local/no-history-comments').map((m) => m.line);
}

const cited = [
  ['a line comment in the cabinet', 'cabinet/src/shared/planted.ts', '// issue 24: one design loads a screen\nexport const x = 1;\n'],
  ['a capitalised issue with a colon', 'contracts/src/planted.ts', '// Issue 27: the manifest\nexport const x = 1;\n'],
  ['issues in the plural', 'ui-kit/src/planted.ts', 'export const x = 1; // offline (issues 27, 35)\n'],
  ['a session', 'scripts/planted.mjs', '/* measured in session 12 */\nexport const x = 1;\n'],
  ['a ticket number', 'e2e/tests/planted.ts', '// see #24\nexport const x = 1;\n'],
  [
    'a citation split over two lines of a doc comment',
    'cabinet/vite/planted.ts',
    '/**\n * asked for by the\n * issue\n * 35 of the tracker\n */\nexport const x = 1;\n',
  ],
  ['a comment in JSX', 'cabinet/src/planted.tsx', 'export const x = (\n  <div>\n    {/* issue 17: no shift */}\n  </div>\n);\n'],
];

for (const [what, file, code] of cited) {
  test(`reports ${what}`, async () => {
    assert.equal((await citedLines(file, code)).length, 1);
  });
}

const clean = [
  [
    'the words without a number',
    'cabinet/src/shared/planted.ts',
    '// a session ends; this issue of the invoice is paid\nexport const x = 1;\n',
  ],
  ['an HTML entity and a colour', 'ui-kit/src/planted.ts', '// renders &#123; and #fff, item 3 of the list\nexport const x = 1;\n'],
  ['a number in a string, not a comment', 'e2e/tests/planted.ts', "export const title = 'issue 25, item 3';\n"],
];

for (const [what, file, code] of clean) {
  test(`lets pass ${what}`, async () => {
    assert.deepEqual(await citedLines(file, code), []);
  });
}

test('names the citation it found', () => {
  assert.equal(findCitation(' offline (issues 27, 35): the lists '), 'issues 27');
  assert.equal(findCitation(' * Point 7 of\n * issue 4: x'), 'issue 4');
  assert.equal(findCitation(' nothing here '), null);
});
