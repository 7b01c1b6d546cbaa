/**
 * Small repositories in the temp folder shaped like this one: a `shared` package with an
 * index.ts and a package.json, and apps that depend on it, so each test sets exactly the
 * contract and ranges it is about.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { runContractCheck } = require('../run.cjs');

/** Few libs and no @types: each test compiles a tiny program, and that keeps it quick. */
const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
};

/** @type {string[]} */
const created = [];

/**
 * @param {string} file
 * @param {string | object} content
 */
function put(file, content) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`,
  );
}

/**
 * @typedef {{ range?: string | null, files?: Record<string, string> }} AppSpec
 * @param {{ version?: string, index: string, sharedFiles?: Record<string, string>,
 *   apps?: Record<string, AppSpec> }} spec
 */
function makeRepo({ version = '1.0.0', index, sharedFiles = {}, apps = {} }) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gcw-contract-'));
  created.push(root);
  put(path.join(root, 'tsconfig.json'), TSCONFIG);
  put(path.join(root, 'shared/package.json'), {
    name: '@gcw/shared',
    version,
    exports: { '.': './src/index.ts' },
  });
  put(path.join(root, 'shared/src/index.ts'), index);
  for (const [file, text] of Object.entries(sharedFiles))
    put(path.join(root, 'shared', file), text);
  for (const [app, { range = 'workspace:^1.0.0', files = {} }] of Object.entries(apps)) {
    put(path.join(root, app, 'package.json'), {
      name: `@gcw/${app}`,
      version: '0.0.0',
      dependencies: range === null ? {} : { '@gcw/shared': range },
    });
    for (const [file, text] of Object.entries(files)) put(path.join(root, app, file), text);
  }
  const appNames = Object.keys(apps);
  return {
    root,
    /** @param {boolean} [write] */
    // A fixture has the root entry only, not the real package's concern entries.
    run: (write = false) =>
      runContractCheck({ root, write, apps: appNames, entries: ['shared/src/index.ts'] }),
    /** @param {string} v */
    setVersion(v) {
      const file = path.join(root, 'shared/package.json');
      put(file, { ...JSON.parse(fs.readFileSync(file, 'utf8')), version: v });
    },
    /** @param {string} text */
    setIndex: (text) => put(path.join(root, 'shared/src/index.ts'), text),
    /** @param {string} app @param {string} range */
    setRange(app, range) {
      const file = path.join(root, app, 'package.json');
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      put(file, { ...manifest, dependencies: { '@gcw/shared': range } });
    },
    /** @param {string} rel @param {string} text */
    put: (rel, text) => put(path.join(root, rel), text),
    /** @returns {any} */
    snapshot: () =>
      JSON.parse(fs.readFileSync(path.join(root, 'shared/contract-api.json'), 'utf8')),
    hasSnapshot: () => fs.existsSync(path.join(root, 'shared/contract-api.json')),
  };
}

function removeRepos() {
  for (const root of created.splice(0)) fs.rmSync(root, { recursive: true, force: true });
}

module.exports = { makeRepo, removeRepos };
