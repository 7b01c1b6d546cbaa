const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { contractProblems } = require('../contract-against-shell.cjs');

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name, value) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(value));
  return file;
}

const shell = (version, pluginVersion = '2.9.2') =>
  write('shell.json', {
    name: 'shell',
    metaData: { name: 'shell', pluginVersion },
    shared: [{ name: '@gcw/shared', version, requiredVersion: `^${version}` }],
  });
const remote = (range, overrides = {}) =>
  write('remote.json', {
    name: 'mfe_landing',
    metaData: { name: 'mfe_landing', pluginVersion: '2.9.0' },
    shared: [{ name: '@gcw/shared', version: '2.1.0', requiredVersion: range }],
    exposes: [{ name: 'routes', path: './routes' }],
    ...overrides,
  });

const check = (remoteFile, shellFile) =>
  contractProblems({
    remote: 'mfe_landing',
    remoteManifestFile: remoteFile,
    shellManifest: shellFile,
  });

describe('contract test against the deployed shell', () => {
  it("stops a build of another Module Federation line than the deployed shell's runtime", async () => {
    await expect(check(remote('^2.0.0'), shell('2.1.0', '2.10.1'))).resolves.toEqual([
      'the build was made with Module Federation 2.9.0; the deployed shell runs 2.10.1',
    ]);
  });

  it('passes a build whose range the deployed shell satisfies', async () => {
    await expect(check(remote('^2.0.0'), shell('2.1.0'))).resolves.toEqual([]);
  });

  it('stops a build that needs a newer contract than the deployed shell has', async () => {
    await expect(check(remote('^2.2.0'), shell('2.1.0'))).resolves.toEqual([
      'the build needs @gcw/shared ^2.2.0; the deployed shell provides 2.1.0',
    ]);
  });

  it('stops the build of another app and one without ./routes', async () => {
    const problems = await check(
      remote('^2.0.0', { name: 'mfe_admin', metaData: { name: 'mfe_admin' }, exposes: [] }),
      shell('2.1.0'),
    );
    expect(problems).toEqual([
      'the build is the manifest of mfe_admin, not mfe_landing',
      'the build does not expose ./routes',
    ]);
  });

  it('stops a build that declares no range', async () => {
    await expect(check(remote(undefined), shell('2.1.0'))).resolves.toEqual([
      'the build declares no @gcw/shared range',
    ]);
  });
});
