/**
 * Dev tools: plain CommonJS JavaScript run by Node as is (no transform), and the apps' build
 * configuration in TypeScript (@gcw/build-config, through swc). No DOM. Tests build small
 * fixture repositories in the temp folder, so nothing here reads the live packages.
 */
module.exports = {
  displayName: 'tools',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  testMatch: ['**/__tests__/**/*.test.{js,cjs,ts}'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
};
