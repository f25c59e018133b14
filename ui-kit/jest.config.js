import { base } from '../jest.base.js';

/** @type {import('jest').Config} */
export default base({
  displayName: 'ui-kit',
  testEnvironment: 'jsdom',
  // the jest lane runs beside the builds and Playwright on two cores: a test may take seconds; a hung one still fails
  testTimeout: 30_000,
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
});
