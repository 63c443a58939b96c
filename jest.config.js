/**
 * One `npm test` runs the unit specs (beside the code) and the e2e specs (test/), against the
 * embedded database by default or the PostgreSQL server in DATABASE_URL.
 */
module.exports = {
  // Node's, plus what a worker's spec files share (their globals, one embedded engine): test/setup/worker-environment.ts.
  testEnvironment: '<rootDir>/test/setup/worker-environment.ts',
  // Jest's, with the installed packages loaded once per worker instead of once per file (about 2.5 s
  // of CPU a file): test/setup/shared-runtime.js. JEST_PACKAGES_PER_FILE=1 turns both off.
  runtime: '<rootDir>/test/setup/shared-runtime.js',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: {
    // Transpile only, with SWC as the build does (.swcrc, which leaves spec files out of the build):
    // `npm run typecheck` checks types once for the whole project. `import()` stays native, for
    // the ESM-only packages below.
    '^.+\\.ts$': [
      '@swc/jest',
      {
        swcrc: false,
        sourceMaps: 'inline',
        module: { type: 'commonjs', ignoreDynamic: true },
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', decorators: true, dynamicImport: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
          keepClassNames: true,
        },
      },
    ],
  },
  // ESM-only packages (oauth4webapi) are not compiled: specs load them with a native `import()`,
  // which the vm-modules flag (needed by the embedded database anyway) makes available.
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  setupFiles: ['reflect-metadata'],
  // Every response of a test app is checked against /docs/openapi.json; a mismatch fails the test.
  setupFilesAfterEnv: ['<rootDir>/test/setup/openapi-assertions.ts'],
  maxWorkers: 2,
  // A worker's heap still grows a few MB a file (source maps read for stack traces, caches of the
  // packages it shares); a worker past 1 GB between two files is replaced by a new one (a second or
  // two: the packages loaded again, the embedded engine reopened from the image). What once kept
  // every earlier file alive is emptied as each file starts (test/setup/worker-environment.ts and
  // shared-runtime.js).
  workerIdleMemoryLimit: '1GB',
  testTimeout: 30_000,
};
