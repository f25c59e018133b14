/** Every Jest suite of the workspace in one run (the Pact consumer tests run apart, in band). */
export default {
  projects: ['<rootDir>/ui-kit', '<rootDir>/cabinet', '<rootDir>/contracts/jest.unit.config.js'],
  // a global option: the projects' own `testTimeout` applies only when a package runs alone. The jest lane runs beside
  // the builds and Playwright on two cores, where a screen's test may take seconds; a hung test still fails.
  testTimeout: 30_000,
};
