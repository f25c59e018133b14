import { base } from '../jest.base.js';

/** @type {import('jest').Config} */
export default base({
  displayName: 'cabinet',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  moduleNameMapper: { '\\.(svg|png|jpg|css)$': '<rootDir>/src/test/file-stub.ts' },
});
