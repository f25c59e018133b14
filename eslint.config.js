import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import fs from 'node:fs';
import globals from 'globals';
import historyComments from './scripts/lint/history-comments.mjs';

// every folder of cabinet/src/features is a zone of its own (a new feature is fenced the day it is made)
const cabinetFeatures = fs
  .readdirSync(new URL('./cabinet/src/features', import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/storybook-static-*/**',
      '**/storybook-static/**',
      '.tools/**',
      '**/.artifacts/**',
      '**/coverage/**',
      'contracts/pacts/**',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2024, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json', 'contracts/sandbox/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No dangerouslySetInnerHTML: render text, never HTML.' },
        {
          // one breakpoint, one helper: styles use ui-kit's media.mobile / media.desktop (tokens.ts defines the width)
          selector: 'TemplateElement[value.raw=/\\b(769(\\.\\d+)?|770)px/]',
          message: "Use ui-kit's media.mobile / media.desktop instead of a literal breakpoint.",
        },
      ],
      // one-way dependencies: contracts <- ui-kit <- cabinet, and the sandbox only on top of contracts
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './contracts/src',
              from: ['./ui-kit', './cabinet', './contracts/sandbox', './e2e'],
              message: 'contracts imports nothing of ours.',
            },
            { target: './contracts/sandbox', from: ['./ui-kit', './cabinet', './e2e'], message: 'the sandbox builds only on contracts.' },
            {
              target: './ui-kit',
              from: ['./cabinet', './contracts/sandbox', './e2e'],
              message: 'ui-kit may import contracts (types) only.',
            },
            { target: './cabinet', from: ['./contracts/sandbox', './e2e'], message: 'the cabinet reaches the sandbox over HTTP only.' },
            // inside the cabinet: app -> features -> shared, and no feature reaches into another
            ...cabinetFeatures.map((feature) => ({
              target: `./cabinet/src/features/${feature}`,
              from: './cabinet/src/features',
              except: [`./${feature}`],
              message: `a feature never imports another feature: move what ${feature} shares into cabinet/src/shared (or ui-kit, contracts).`,
            })),
            { target: './cabinet/src/features', from: './cabinet/src/app', message: 'features never import the app shell.' },
            {
              target: './cabinet/src/shared',
              from: ['./cabinet/src/features', './cabinet/src/app'],
              message:
                'shared depends on nothing above it: what only the app needs lives in cabinet/src/app, what one feature needs in it.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
    },
  },
  {
    files: ['ui-kit/**/*.{ts,tsx}', 'cabinet/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // the design system receives decided values: it may name contracts' types, never run its code
    files: ['ui-kit/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@sb/contracts', message: 'ui-kit imports only types from contracts.', allowTypeImports: true }] },
      ],
    },
  },
  {
    // every call goes through the contracts client
    files: ['cabinet/src/**/*.{ts,tsx}', 'ui-kit/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the backends through the contracts client (apiAtom).' },
        { name: 'XMLHttpRequest', message: 'Use the contracts client.' },
      ],
    },
  },
  {
    // the server state's runtime comes through one module, with the app's QueryClient defaults
    files: ['cabinet/src/**/*.{ts,tsx}'],
    // online.ts (query-core's onlineManager is the cabinet's one 'online') and keptCache.ts (the persisted cache, loaded
    // by store.ts) are part of that runtime
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      'cabinet/src/shared/api/serverState.ts',
      'cabinet/src/shared/offline/online.ts',
      'cabinet/src/shared/offline/keptCache.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        ...['jotai-tanstack-query', '@tanstack/query-core'].map((name) => ({
          name,
          message: 'Take the query atoms from cabinet/src/shared/api/serverState.ts, beside the QueryClient defaults.',
          allowTypeImports: true,
        })),
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
    languageOptions: { globals: { ...globals.jest, ...globals.browser, ...globals.node } },
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // states are exposed as data-state/data-variant for designers; tests may read them off an element found by role
      'testing-library/no-node-access': 'off',
      'testing-library/no-container': 'off',
      // two renders side by side (two tabs) read best as `first` and `second`
      'testing-library/render-result-naming-convention': 'off',
    },
  },
  {
    files: ['**/*.stories.tsx', 'e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // comments say why; which issue or session asked for the code is git's history (scripts/lint/history-comments.mjs)
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs,jsx}'],
    plugins: { local: historyComments },
    rules: { 'local/no-history-comments': 'error' },
  },
);
