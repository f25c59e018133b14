import { base } from '../jest.base.js';

/** @type {import('jest').Config} */
export default {
  projects: [
    base({ displayName: 'unit', testMatch: ['<rootDir>/test/**/*.test.ts'], testPathIgnorePatterns: ['/pact/'] }),
    base({ displayName: 'pact', testMatch: ['<rootDir>/test/pact/**/*.pact.test.ts'], testTimeout: 30000 }),
  ],
};
