const { execFile } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { promisify } = require('node:util');

const { pointRemote, publishBuild, readJson } = require('../publish.cjs');
const { sameOriginMap } = require('../settings.cjs');

const run = promisify(execFile);
const ROLLBACK = path.join(__dirname, '..', 'rollback-remote.mjs');
const SAME_ORIGIN = '/remotes/mfe-dashboard/mf-manifest.json';

let target;
beforeEach(() => {
  target = fs.mkdtempSync(path.join(os.tmpdir(), 'rollback-'));
});
afterEach(() => fs.rmSync(target, { recursive: true, force: true }));

/** What `pnpm deploy:remote` does after its build, tests and contract check, into `target`. */
function firstDeploy(buildId) {
  const dist = path.join(target, '..', `${path.basename(target)}-dist`);
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"mfe_dashboard"}');
  publishBuild({ target, remote: 'mfe_dashboard', buildId, dist });
  fs.rmSync(dist, { recursive: true });
  pointRemote({
    target,
    remote: 'mfe_dashboard',
    buildId,
    baseUrl: '/deployed',
    initialMap: sameOriginMap(),
  });
}

const rollback = () => run(process.execPath, [ROLLBACK, 'mfe_dashboard', '--target', target]);

describe('pnpm rollback:remote', () => {
  it('after the first deploy into a fresh DEPLOY_DIR, restores what was served before it', async () => {
    firstDeploy('b1');
    const { stdout } = await rollback();
    expect(stdout).toContain('rolled back to what was served before its first deploy');
    expect(readJson(path.join(target, 'mf-remotes.json'))).toEqual(sameOriginMap());
    expect(readJson(path.join(target, 'deploy-history.json')).at(-1)).toMatchObject({
      remote: 'mfe_dashboard',
      buildId: null,
      url: SAME_ORIGIN,
      previous: '/deployed/mfe-dashboard/b1/mf-manifest.json',
      action: 'rollback',
    });
  });

  it('says so, and changes nothing, when there is nowhere to go', async () => {
    firstDeploy('b1');
    await rollback();
    const map = fs.readFileSync(path.join(target, 'mf-remotes.json'), 'utf8');
    await expect(rollback()).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('no earlier deploy to roll back to'),
    });
    expect(fs.readFileSync(path.join(target, 'mf-remotes.json'), 'utf8')).toBe(map);
  });
});
