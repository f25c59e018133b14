import { base } from '../jest.base.js';

/** The contracts' unit tests alone (the root Jest run); the Pact tests run through scripts/pact-consumer.mjs. */
export default base({
  displayName: 'contracts',
  rootDir: import.meta.dirname,
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/pact/'],
});
