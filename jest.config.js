/** Every Jest suite of the workspace in one run (the Pact consumer tests run apart, in band). */
export default {
  projects: ['<rootDir>/ui-kit', '<rootDir>/cabinet', '<rootDir>/contracts/jest.unit.config.js'],
};
