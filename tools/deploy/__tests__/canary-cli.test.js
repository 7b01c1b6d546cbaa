const { execFile } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { promisify } = require('node:util');

const { readCanaries, startCanary } = require('../canary.cjs');
const { pointRemote, publishBuild, readJson, writeJsonAtomically } = require('../publish.cjs');

const run = promisify(execFile);
const DEPLOY = path.join(__dirname, '..', 'deploy-remote.mjs');
const STATUS = path.join(__dirname, '..', 'deploy-status.mjs');
const url = (buildId) => `/deployed/mfe-auth/${buildId}/mf-manifest.json`;

let work;
let target;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-cli-'));
  target = path.join(work, 'target');
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** A fake built dist folder, published as the pipeline does after its build and checks. */
function publish(buildId) {
  const dist = path.join(work, `dist-${buildId}`);
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"mfe_auth"}');
  publishBuild({ target, remote: 'mfe_auth', buildId, dist });
}
function deployAndCanary() {
  publish('b1');
  pointRemote({ target, remote: 'mfe_auth', buildId: 'b1', baseUrl: '/deployed' });
  publish('b2');
  startCanary({ target, remote: 'mfe_auth', buildId: 'b2', baseUrl: '/deployed', share: '10' });
}
const deployCli = (...args) =>
  run(process.execPath, [DEPLOY, 'mfe_auth', '--target', target, ...args]);
const map = () => readJson(path.join(target, 'mf-remotes.json'));

describe('pnpm deploy:remote --canary / --promote / --abort', () => {
  it('refuses a second canary of a remote before building anything', async () => {
    deployAndCanary();
    const second = deployCli('--canary', '20', '--shell-manifest', path.join(work, 'none.json'));
    await expect(second).rejects.toMatchObject({
      code: 1,
      stdout: expect.not.stringContaining('build'),
      stderr: expect.stringContaining('a canary of mfe_auth (build b2, 10 %'),
    });
    // A plain deploy under a running canary is refused the same way.
    await expect(deployCli('--shell-manifest', 'x.json')).rejects.toMatchObject({
      stderr: expect.stringContaining('--promote or --abort'),
    });
  });

  it('refuses a share that is not a percentage', async () => {
    await expect(deployCli('--canary', '150', '--shell-manifest', 'x.json')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('1 to 100 (got "150")'),
    });
  });

  it('--promote points the map at the canary build and ends the canary', async () => {
    deployAndCanary();
    const { stdout } = await deployCli('--promote');
    expect(stdout).toContain('mfe_auth canary b2 promoted');
    expect(map().mfe_auth).toBe(url('b2'));
    expect(readCanaries(target)).toEqual({});
  });

  it('--abort ends the canary and leaves the map; with none running both say so', async () => {
    deployAndCanary();
    const { stdout } = await deployCli('--abort');
    expect(stdout).toContain(`canary b2 aborted; everyone gets ${url('b1')}`);
    expect(map().mfe_auth).toBe(url('b1'));
    expect(readCanaries(target)).toEqual({});
    for (const flag of ['--abort', '--promote']) {
      await expect(deployCli(flag)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('no canary of mfe_auth is running'),
      });
    }
  });
});

describe('pnpm deploy:status', () => {
  it('prints per remote the current build, a canary with its share and age, and the history', async () => {
    deployAndCanary();
    const canaries = readCanaries(target);
    const startedAt = new Date(Date.now() - 95 * 60_000 - 5_000).toISOString();
    writeJsonAtomically(path.join(target, 'canary.json'), {
      mfe_auth: { ...canaries.mfe_auth, startedAt },
    });
    const { stdout } = await run(process.execPath, [STATUS, '--target', target, '--history', '1']);
    expect(stdout).toContain(`mfe_auth: b1 (${url('b1')})`);
    expect(stdout).toContain('  canary b2 for 10 % of browsers, since 1 h 35 min ago');
    expect(stdout).toContain('mfe_landing: no entry');
    expect(stdout).toContain('Last 1 of 2 history entries:');
    expect(stdout).toMatch(/\n {2}\S+ {2}mfe_auth {2}canary 10 % {2}b2\n/);
    expect(stdout).not.toMatch(/mfe_auth {2}deploy/);
  });

  it('says what a fresh deploy folder serves: nothing deployed, no history', async () => {
    const { stdout } = await run(process.execPath, [STATUS, '--target', target]);
    expect(stdout).toContain('mfe_dashboard: no entry');
    expect(stdout).toContain('Last 0 of 0 history entries:');
    expect(stdout).not.toContain('  canary ');
  });
});
