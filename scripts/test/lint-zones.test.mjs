// The package and cabinet fences of eslint.config.js hold: a planted import across each fence is an error, and
// the same import where it is allowed is not. Run by the lint stage (`node --test scripts/test/`).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` placed at `file` (a path that need not exist). */
async function rulesFor(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => m.ruleId);
}

const planted = [
  [
    'a feature importing another feature',
    'cabinet/src/features/booking/planted.ts',
    "import { openLockAtom } from '../orders/api/lock.ts';\nexport const x = openLockAtom;\n",
  ],
  [
    'a feature importing the app shell',
    'cabinet/src/features/orders/planted.ts',
    "import { routes } from '../../app/routes.ts';\nexport const x = routes;\n",
  ],
  [
    'shared code importing a feature',
    'cabinet/src/shared/planted.ts',
    "import { openLockAtom } from '../features/orders/api/lock.ts';\nexport const x = openLockAtom;\n",
  ],
  [
    'shared code importing the app shell',
    'cabinet/src/shared/session/planted.ts',
    "import { routes } from '../../app/routes.ts';\nexport const x = routes;\n",
  ],
  [
    'contracts importing the cabinet',
    'contracts/src/planted.ts',
    "import { api } from '../../cabinet/src/shared/api/store.ts';\nexport const x = api;\n",
  ],
  [
    'ui-kit importing the cabinet',
    'ui-kit/src/planted.ts',
    "import { api } from '../../cabinet/src/shared/api/store.ts';\nexport const x = api;\n",
  ],
];

for (const [what, file, code] of planted) {
  test(`lint fails on ${what}`, async () => {
    assert.ok((await rulesFor(file, code)).includes('import-x/no-restricted-paths'), `${file} should be refused`);
  });
}

test('lint fails on ui-kit running contracts code, and allows its types', async () => {
  const value = await rulesFor('ui-kit/src/planted.ts', "import { cabinet } from '@sb/contracts';\nexport const x = cabinet;\n");
  assert.ok(value.includes('@typescript-eslint/no-restricted-imports'));
  const types = await rulesFor('ui-kit/src/planted.ts', "import type { Order } from '@sb/contracts';\nexport type X = Order;\n");
  assert.deepEqual(types, []);
});

test('a feature may import shared code, and the app may import features', async () => {
  assert.deepEqual(
    await rulesFor('cabinet/src/features/orders/planted.ts', "import { api } from '../../shared/api/store.ts';\nexport const x = api;\n"),
    [],
  );
  assert.deepEqual(
    await rulesFor(
      'cabinet/src/app/planted.ts',
      "import { openLockAtom } from '../features/orders/api/lock.ts';\nexport const x = openLockAtom;\n",
    ),
    [],
  );
});

test("lint fails on a literal breakpoint in a style, and allows ui-kit's media helper", async () => {
  const literal = await rulesFor(
    'cabinet/src/features/orders/planted.tsx',
    "import styled from 'styled-components';\nexport const X = styled.div`\n  @media (max-width: 769.98px) {\n    color: red;\n  }\n`;\n",
  );
  assert.ok(literal.includes('no-restricted-syntax'));
  const helper = await rulesFor(
    'cabinet/src/features/orders/planted.tsx',
    "import styled from 'styled-components';\nimport { media } from '@sb/ui-kit';\nexport const X = styled.div`\n  ${media.mobile} {\n    color: red;\n  }\n`;\n",
  );
  assert.ok(!helper.includes('no-restricted-syntax'));
});

test('lint fails on a screen taking the query atoms from the package, and allows serverState.ts and types', async () => {
  const direct = await rulesFor(
    'cabinet/src/features/orders/planted.ts',
    "import { atomWithQuery } from 'jotai-tanstack-query';\nexport const x = atomWithQuery;\n",
  );
  assert.ok(direct.includes('@typescript-eslint/no-restricted-imports'));
  const shared = await rulesFor(
    'cabinet/src/features/orders/planted.ts',
    "import { atomWithQuery } from '../../shared/api/serverState.ts';\nexport const x = atomWithQuery;\n",
  );
  assert.deepEqual(shared, []);
  const types = await rulesFor(
    'cabinet/src/features/orders/planted.ts',
    "import type { QueryClient } from '@tanstack/query-core';\nexport type X = QueryClient;\n",
  );
  assert.deepEqual(types, []);
});
