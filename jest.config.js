/**
 * One `npm test` runs the unit specs (beside the code) and the e2e specs (test/), against the
 * embedded database by default or the PostgreSQL server in DATABASE_URL.
 */
module.exports = {
  // Node's, plus what a worker's spec files share (one embedded engine): test/setup/worker-environment.ts.
  testEnvironment: '<rootDir>/test/setup/worker-environment.ts',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: {
    // Transpile only: `npm run typecheck` checks types once for the whole project.
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json', diagnostics: false }],
  },
  // ESM-only packages (oauth4webapi) are not compiled: specs load them with a native `import()`,
  // which the vm-modules flag (needed by the embedded database anyway) makes available.
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  setupFiles: ['reflect-metadata'],
  // Every response of a test app is checked against /docs/openapi.json; a mismatch fails the test.
  setupFilesAfterEnv: ['<rootDir>/test/setup/openapi-assertions.ts'],
  maxWorkers: 2,
  testTimeout: 30_000,
};
