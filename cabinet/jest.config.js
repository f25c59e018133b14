import { base } from '../jest.base.js';

/** @type {import('jest').Config} */
export default base({
  displayName: 'cabinet',
  testEnvironment: 'jsdom',
  // screens load their chunks and answers as in the app: on a busy two-core machine (the jest lane runs beside the
  // builds and Playwright) a test takes seconds, so the limit is generous; a hung test still fails
  testTimeout: 30_000,
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  moduleNameMapper: { '\\.(svg|png|jpg|css)$': '<rootDir>/src/test/file-stub.ts' },
});
