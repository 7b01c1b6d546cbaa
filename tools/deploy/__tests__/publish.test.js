const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { pointRemote, publishBuild, readJson, switchRemote } = require('../publish.cjs');
const { rollbackTarget } = require('../rollback-target.cjs');

const BASE = '/deployed';

function fakeDist(dir, marker) {
  fs.mkdirSync(path.join(dir, 'static'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: 'mfe_landing', marker }),
  );
  fs.writeFileSync(path.join(dir, 'static', 'chunk.js'), `/* ${marker} */`);
  return dir;
}

let work;
let target;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
  target = path.join(work, 'target');
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

function deploy(buildId, initialMap = {}) {
  publishBuild({
    target,
    remote: 'mfe_landing',
    buildId,
    dist: fakeDist(path.join(work, buildId), buildId),
  });
  return pointRemote({ target, remote: 'mfe_landing', buildId, baseUrl: BASE, initialMap });
}

const remotes = () => readJson(path.join(target, 'mf-remotes.json'), null);

describe('publish and point', () => {
  it('publishes into a folder named by the build id and points mf-remotes.json at it', () => {
    const result = deploy('b1', { mfe_auth: '/remotes/mfe-auth/mf-manifest.json' });
    expect(result).toEqual({ previous: null, url: '/deployed/mfe-landing/b1/mf-manifest.json' });
    expect(remotes()).toEqual({
      mfe_auth: '/remotes/mfe-auth/mf-manifest.json',
      mfe_landing: '/deployed/mfe-landing/b1/mf-manifest.json',
    });
    expect(
      fs.readFileSync(path.join(target, 'remotes/mfe-landing/b1/static/chunk.js'), 'utf8'),
    ).toBe('/* b1 */');
  });

  it('keeps old builds, so open tabs still find their chunks', () => {
    deploy('b1');
    deploy('b2');
    expect(fs.existsSync(path.join(target, 'remotes/mfe-landing/b1/static/chunk.js'))).toBe(true);
    expect(remotes().mfe_landing).toBe('/deployed/mfe-landing/b2/mf-manifest.json');
  });

  it('refuses to publish the same build id twice (immutable) and leaves the map as it was', () => {
    deploy('b1');
    expect(() => deploy('b1')).toThrow('already published');
    expect(remotes().mfe_landing).toBe('/deployed/mfe-landing/b1/mf-manifest.json');
  });

  it.each(['../escape', '.hidden', 'a/b', ''])('refuses the unsafe build id %j', (buildId) => {
    expect(() =>
      publishBuild({
        target,
        remote: 'mfe_landing',
        buildId,
        dist: fakeDist(path.join(work, 'x'), 'x'),
      }),
    ).toThrow();
  });

  it('refuses an unknown remote and a folder that is not a build', () => {
    expect(() => publishBuild({ target, remote: 'mfe_evil', buildId: 'b1', dist: work })).toThrow(
      'Unknown remote',
    );
    expect(() =>
      publishBuild({ target, remote: 'mfe_landing', buildId: 'b1', dist: work }),
    ).toThrow('no mf-manifest.json');
  });

  it('never points at a build that was not published', () => {
    expect(() =>
      pointRemote({ target, remote: 'mfe_landing', buildId: 'nope', baseUrl: BASE }),
    ).toThrow('not published');
  });

  it('leaves no temporary file behind after the atomic write', () => {
    deploy('b1');
    expect(fs.readdirSync(target).sort()).toEqual([
      'deploy-history.json',
      'mf-remotes.json',
      'remotes',
    ]);
  });
});

const url = (buildId) => `/deployed/mfe-landing/${buildId}/mf-manifest.json`;
const SAME_ORIGIN = '/remotes/mfe-landing/mf-manifest.json';
const rollBack = () => {
  const back = rollbackTarget(target, 'mfe_landing');
  switchRemote({ target, remote: 'mfe_landing', ...back, action: 'rollback' });
  return back;
};

describe('rollback', () => {
  it('goes back to the build before the current one, then further back', () => {
    deploy('b1');
    deploy('b2');
    deploy('b3');
    expect(rollBack()).toEqual({ buildId: 'b2', url: url('b2') });
    expect(remotes().mfe_landing).toBe(url('b2'));
    expect(rollbackTarget(target, 'mfe_landing')).toEqual({ buildId: 'b1', url: url('b1') });
  });

  it('goes back from the first deploy to what the product served before it', () => {
    deploy('b1', { mfe_landing: SAME_ORIGIN, mfe_auth: '/remotes/mfe-auth/mf-manifest.json' });
    expect(rollBack()).toEqual({ buildId: null, url: SAME_ORIGIN });
    expect(remotes()).toEqual({
      mfe_landing: SAME_ORIGIN,
      mfe_auth: '/remotes/mfe-auth/mf-manifest.json',
    });
    // Nothing was served before that: the history has nowhere further to go.
    expect(rollbackTarget(target, 'mfe_landing')).toBe(null);
  });

  it('gives back a map without the entry when the map had none before the first deploy', () => {
    deploy('b1', { mfe_auth: '/remotes/mfe-auth/mf-manifest.json' });
    expect(rollBack()).toEqual({ buildId: null, url: null });
    expect(remotes()).toEqual({ mfe_auth: '/remotes/mfe-auth/mf-manifest.json' });
  });

  it('has nowhere to go before any deploy', () => {
    expect(rollbackTarget(target, 'mfe_landing')).toBe(null);
  });

  it('records every switch with what it replaced', () => {
    deploy('b1', { mfe_landing: SAME_ORIGIN });
    deploy('b2');
    rollBack();
    rollBack();
    const history = readJson(path.join(target, 'deploy-history.json'), []);
    expect(
      history.map(({ buildId, url: to, previous, action }) => ({ buildId, to, previous, action })),
    ).toEqual([
      { buildId: 'b1', to: url('b1'), previous: SAME_ORIGIN, action: 'deploy' },
      { buildId: 'b2', to: url('b2'), previous: url('b1'), action: 'deploy' },
      { buildId: 'b1', to: url('b1'), previous: url('b2'), action: 'rollback' },
      { buildId: null, to: SAME_ORIGIN, previous: url('b1'), action: 'rollback' },
    ]);
  });
});
