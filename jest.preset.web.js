/** Shared Jest settings for the browser packages (jsdom + @swc/jest). */
const path = require('node:path');

const esmOnly = ['@mui', '@babel/runtime', 'react-router', 'react-router-dom', '@noble'];
// ESM-only scopes that must be transformed, matched in pnpm's store layout too
// (node_modules/.pnpm/@noble+ed25519@3.2.0/node_modules/@noble/ed25519): the door's Ed25519 fallback.
const esmOnlyInStore = ['@noble'];

module.exports = function webJestConfig(dir, name) {
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    testMatch: ['**/__tests__/**/*.test.ts?(x)'],
    setupFiles: [path.join(__dirname, 'jest.setup-files.js')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup-dom.js')],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [
      `/node_modules/(?!(?:\\.pnpm/)?(?:${esmOnly.join('|')})(?:@|/)|\\.pnpm/(?:${esmOnlyInStore.join('|')})\\+)`,
    ],
    moduleNameMapper: {
      '\\.(css|svg|png|jpe?g|webp)$': path.join(__dirname, 'jest.file-stub.js'),
      // The package's own name, as its root entry re-exports its concern entries by it.
      '^@gcw/shared/(store|ui|format)$': path.join(__dirname, 'shared/src/$1/index.ts'),
    },
  };
};
