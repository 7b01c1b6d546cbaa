import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { layerZones } from './tools/lint/layer-zones.mjs';

const remotes = ['mfe-landing', 'mfe-auth', 'mfe-dashboard', 'mfe-admin'];
const apps = ['shell', ...remotes];

/**
 * A remote never imports another remote or the shell; shared imports no app; the API no React
 * app; the product host (host/) no app's source, and nothing but e2e and the tools imports it.
 */
const boundaryZones = [
  ...remotes.map((remote) => ({
    target: `./${remote}`,
    from: apps.filter((a) => a !== remote).map((a) => `./${a}`),
    message: 'A remote never imports another remote or the shell: go through @gcw/shared.',
  })),
  {
    target: './shell',
    from: remotes.map((r) => `./${r}`),
    message: 'The shell loads remotes at runtime only.',
  },
  {
    target: './shared',
    from: [...apps.map((a) => `./${a}`), './api'],
    message: 'shared imports no app.',
  },
  { target: './api', from: apps.map((a) => `./${a}`), message: 'The API imports no frontend app.' },
  {
    target: './host',
    from: [...apps.map((a) => `./${a}/src`), './api'],
    message: 'The product host serves builds: it imports no app source and no API code.',
  },
  {
    target: [...apps.map((a) => `./${a}`), './api', './shared'],
    from: './host',
    message: 'Only the deploy tools and e2e start the product host (through @gcw/host).',
  },
];

// The barrels would put all of MUI into the first shared chunk: import by deep path.
const MUI_DEEP_IMPORTS = [
  { name: '@mui/material', message: "Import by deep path, e.g. '@mui/material/Button'." },
  {
    name: '@mui/icons-material',
    allowTypeImports: true,
    message: "Import by deep path, e.g. '@mui/icons-material/Lock'.",
  },
];

const TOKEN_READERS = [
  'selectAccessToken',
  'selectRefreshToken',
  'SESSION_STORAGE_KEY',
  'readStoredSession',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.e2e-tmp/**',
      '**/@mf-types/**',
      // A deliberate import cycle, linted on purpose by tools/lint/__tests__/no-cycle.test.js.
      'tools/lint/__tests__/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // Without a parser for TypeScript, import-x cannot read the files it follows and
      // import-x/no-cycle reports nothing (tools/lint/__tests__/no-cycle.test.js).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaryZones, ...layerZones(import.meta.dirname)] },
      ],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      // One order everywhere, fixed by `eslint --fix`: packages (node:, npm, @gcw/*), a blank
      // line, then the app's own files; each group alphabetical.
      'import-x/order': [
        'error',
        {
          groups: [
            ['builtin', 'external', 'internal'],
            ['parent', 'sibling', 'index'],
          ],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'no-restricted-imports': ['error', { paths: MUI_DEEP_IMPORTS }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
    },
  },
  // One authorized request path (one way to do each thing): only the shell's transport reads the session's
  // tokens and sends them; a remote's files, exports and uploads go through authorizedRequest.
  {
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', '**/test-utils/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...MUI_DEEP_IMPORTS,
            ...['@gcw/shared', '@gcw/shared/store'].map((name) => ({
              name,
              importNames: TOKEN_READERS,
              message: "Only the shell's transport reads tokens: use authorizedRequest.",
            })),
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest'].map((name) => ({
          name,
          message: "Calls to the API go through the shell's transport: use authorizedRequest.",
        })),
      ],
    },
  },
  // A front door, not a barrel: shared's entry points name every export.
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'Name the exports (export { a, b } from ...): shared has no export * barrel.',
        },
      ],
    },
  },
  // One instance of each stateful concern on a page: outside its own folder, shared reaches
  // the store, the look and the formatting through their entries (each a federation share
  // key), never by a relative path that would bundle a second copy beside the entry's.
  {
    files: [
      'shared/src/*.ts',
      'shared/src/{analytics,config,contract,dev,federation,routes,ui}/**',
    ],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: MUI_DEEP_IMPORTS,
          patterns: [
            {
              group: ['./store/*', '../store/*', './ui/*', '../ui/*', './format/*', '../format/*'],
              message: "Import the concern's entry ('@gcw/shared/store', '/ui', '/format').",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // tools/ tests are plain JavaScript: no @types/jest to declare Jest's globals to the linter.
  { files: ['tools/**/__tests__/**'], languageOptions: { globals: globals.jest } },
);
