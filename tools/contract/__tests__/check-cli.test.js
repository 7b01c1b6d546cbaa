const { spawnSync } = require('node:child_process');
const path = require('node:path');

const { makeRepo, removeRepos } = require('./fixture-repo.cjs');

afterEach(removeRepos);

const CHECK = path.join(__dirname, '..', 'check.mjs');

/** @param {string[]} args */
function check(args) {
  const out = spawnSync(process.execPath, [CHECK, ...args], { encoding: 'utf8' });
  return { status: out.status, output: out.stdout + out.stderr };
}

describe('check.mjs', () => {
  it('exits 1 with the numbered problems, and 0 once they are fixed', () => {
    // The default app list names the five real apps; a fixture without them would only
    // report them missing, so give it the same folders.
    const apps = Object.fromEntries(
      ['mfe-landing', 'mfe-auth', 'mfe-dashboard', 'mfe-admin', 'shell'].map((app) => [
        app,
        { range: 'workspace:*' },
      ]),
    );
    const repo = makeRepo({ index: 'export const a = 1;\n', apps });
    // The fixture has the root entry only, not the real package's concern entries.
    const checkFixture = (args) => check([...args, '--entry', 'shared/src/index.ts']);

    const first = checkFixture(['--root', repo.root]);
    expect(first.status).toBe(1);
    expect(first.output).toContain('Contract check failed: 6 problems.');
    expect(first.output).toContain('1. shared/contract-api.json does not exist yet.');
    expect(first.output).toContain(
      '2. mfe-landing/package.json: "@gcw/shared": "workspace:*" is not a version range',
    );

    expect(checkFixture(['--root', repo.root, '--write']).status).toBe(1); // written, ranges still wrong
    expect(repo.hasSnapshot()).toBe(true);
    for (const app of Object.keys(apps)) repo.setRange(app, 'workspace:^1.0.0');
    const fixed = checkFixture(['--root', repo.root]);
    expect(fixed).toEqual({
      status: 0,
      output:
        '@gcw/shared 1.0.0: shared/contract-api.json matches the 1 export.\n' +
        'Ranges of mfe-landing, mfe-auth, mfe-dashboard, mfe-admin, shell are consistent with the contract.\n',
    });
  });

  it('exits 2 on an unknown argument', () => {
    const result = check(['--wrtie']);
    expect(result.status).toBe(2);
    expect(result.output).toContain('unknown argument --wrtie');
  });
});
