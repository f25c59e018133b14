import { base } from '../jest.base.js';

/** @type {import('jest').Config} */
export default base({
  displayName: 'ui-kit',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
});
