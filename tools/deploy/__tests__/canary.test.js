const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const {
  abortCanary,
  parseShare,
  promoteCanary,
  readCanaries,
  startCanary,
} = require('../canary.cjs');
const { pointRemote, publishBuild, readJson } = require('../publish.cjs');
const { rollbackTarget } = require('../rollback-target.cjs');

const BASE = '/deployed';
const url = (buildId) => `/deployed/mfe-landing/${buildId}/mf-manifest.json`;

let work;
let target;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-'));
  target = path.join(work, 'target');
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** A fake built dist folder, published as `pnpm deploy:remote` does after its checks. */
function publish(buildId) {
  const dist = path.join(work, buildId);
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"mfe_landing"}');
  publishBuild({ target, remote: 'mfe_landing', buildId, dist });
}
function deploy(buildId) {
  publish(buildId);
  pointRemote({ target, remote: 'mfe_landing', buildId, baseUrl: BASE });
}
function canary(buildId, share = '10') {
  publish(buildId);
  return startCanary({ target, remote: 'mfe_landing', buildId, baseUrl: BASE, share });
}
const map = () => readJson(path.join(target, 'mf-remotes.json'));
const history = () => readJson(path.join(target, 'deploy-history.json'));

describe('a canary per remote', () => {
  it('publishes beside the current build and records the canary, leaving the map as it is', () => {
    deploy('b1');
    const started = canary('b2');
    expect(map().mfe_landing).toBe(url('b1'));
    expect(fs.existsSync(path.join(target, 'remotes/mfe-landing/b2/mf-manifest.json'))).toBe(true);
    expect(readCanaries(target)).toEqual({
      mfe_landing: {
        remote: 'mfe_landing',
        buildId: 'b2',
        url: url('b2'),
        share: 10,
        startedAt: started.startedAt,
      },
    });
    expect(history().at(-1)).toMatchObject({
      remote: 'mfe_landing',
      buildId: 'b2',
      url: url('b2'),
      previous: url('b1'),
      action: 'canary',
      share: 10,
    });
    expect(fs.readdirSync(target).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses a second canary of the same remote, saying how to end the first', () => {
    deploy('b1');
    canary('b2');
    publish('b3');
    expect(() =>
      startCanary({ target, remote: 'mfe_landing', buildId: 'b3', baseUrl: BASE, share: '20' }),
    ).toThrow(/a canary of mfe_landing \(build b2, 10 %.*--promote or --abort/);
    expect(readCanaries(target).mfe_landing.buildId).toBe('b2');
  });

  it('promotes: the map names the canary build, the canary ends, rollback goes back', () => {
    deploy('b1');
    canary('b2');
    expect(promoteCanary({ target, remote: 'mfe_landing' })).toMatchObject({
      previous: url('b1'),
      url: url('b2'),
    });
    expect(map().mfe_landing).toBe(url('b2'));
    expect(readCanaries(target)).toEqual({});
    expect(history().at(-1)).toMatchObject({ action: 'promote', buildId: 'b2' });
    expect(rollbackTarget(target, 'mfe_landing')).toEqual({ buildId: 'b1', url: url('b1') });
  });

  it('aborts: the canary ends and the map stays as it is', () => {
    deploy('b1');
    canary('b2');
    abortCanary({ target, remote: 'mfe_landing' });
    expect(map().mfe_landing).toBe(url('b1'));
    expect(readCanaries(target)).toEqual({});
    expect(history().at(-1)).toMatchObject({ action: 'abort', buildId: 'b2', previous: url('b1') });
    // Ended: a new canary may start.
    expect(canary('b3', '5').share).toBe(5);
  });

  it('has nothing to promote or abort when no canary runs', () => {
    deploy('b1');
    expect(() => promoteCanary({ target, remote: 'mfe_landing' })).toThrow(
      'no canary of mfe_landing is running',
    );
    expect(() => abortCanary({ target, remote: 'mfe_landing' })).toThrow('no canary');
  });

  it.each(['0', '101', 'ten', '5.5', '', undefined])('refuses the share %j', (share) => {
    expect(() => parseShare(share)).toThrow('--canary takes the share of browsers in percent');
  });
});
