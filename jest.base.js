// Shared Jest settings: @swc/jest for TypeScript and JSX, and the ESM-only packages transformed too.
const esmOnly = [
  'wouter',
  'regexparam',
  'mitt',
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'jotai',
  'jotai-tanstack-query',
  'lucide-react',
  'date-fns',
  '@hookform',
  'zod',
  'imask',
  'react-imask',
  'axe-core',
  'use-sync-external-store',
  'client-zip',
].join('|');

export function swcTransform() {
  return [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ];
}

/** @returns {import('jest').Config} */
export function base(overrides = {}) {
  return {
    transform: { '^.+\\.(t|j|mj)sx?$': swcTransform() },
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm|${esmOnly})(/|@))`],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    testEnvironment: 'node',
    clearMocks: true,
    ...overrides,
  };
}
