/**
 * One Jest project; every test file runs its suite once per database (PGlite, then the
 * PostgreSQL server), see test/support/harness.ts. GCW_TEST_DBS=pglite narrows it locally.
 * Tests live in test/ and next to a feature in src/features/<name>/__tests__/.
 */
// ESM-only packages, and PGlite whose CommonJS build uses import() (which Jest's VM refuses
// without --experimental-vm-modules): swc rewrites both to require().
const transformed = ['jose', 'content-disposition', 'cookie', '@electric-sql/pglite', 'ical.js'];
// pnpm stores a scoped package as `.pnpm/@scope+name@version`: match that spelling too.
const names = transformed.flatMap((n) => [n, n.replace('/', '\\+')]);

module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(c|m)?(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(?:\\.pnpm/)?(?:${names.join('|')})(?:@|/))`],
  setupFilesAfterEnv: ['<rootDir>/test/support/timeout.ts'],
  // The migrated template of each test database, made once before the first file starts.
  globalSetup: '<rootDir>/test/support/global-setup.ts',
};
