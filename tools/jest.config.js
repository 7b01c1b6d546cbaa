/**
 * Dev tools (plain CommonJS JavaScript, run by Node as is): no transform, no DOM. Tests build
 * small fixture repositories in the temp folder, so nothing here reads the live packages.
 */
module.exports = {
  displayName: 'tools',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  testMatch: ['**/__tests__/**/*.test.{js,cjs}'],
  transform: {},
};
