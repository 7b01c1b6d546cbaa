const { once } = require('node:events');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');

const { contractProblems } = require('../contract-against-shell.cjs');
const { writeDeploySettings } = require('../deploy-settings.cjs');
const { deployedShellManifest } = require('../deployed-shell.cjs');

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

describe('against the running product', () => {
  let server;
  let served;
  let productUrl;
  beforeEach(async () => {
    // The product host answers its shell's manifest at /mf-manifest.json; so does this one.
    server = http.createServer((request, response) => {
      if (request.url !== '/mf-manifest.json') return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(fs.readFileSync(served));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    productUrl = `http://127.0.0.1:${server.address().port}`;
  });
  afterEach(async () => {
    server.close();
    await once(server, 'close');
  });

  const checkDeployed = async (remoteFile) => {
    writeDeploySettings(dir, { productUrl });
    const { source } = deployedShellManifest({ env: {}, target: dir });
    return check(remoteFile, source);
  };

  it("reads the shell's manifest the product serves, named in DEPLOY_DIR's settings", async () => {
    served = shell('2.1.0');
    await expect(checkDeployed(remote('^2.0.0'))).resolves.toEqual([]);
  });

  it('stops a build the served shell cannot run, though this clone has a newer shell', async () => {
    served = path.join(dir, 'served-shell.json');
    fs.renameSync(shell('2.1.0'), served);
    shell('2.4.0'); // this clone's shell, newer than the one served: not the one checked
    await expect(checkDeployed(remote('^2.4.0'))).resolves.toEqual([
      'the build needs @gcw/shared ^2.4.0; the deployed shell provides 2.1.0',
    ]);
  });

  it('stops, saying so, when the product does not answer', async () => {
    served = shell('2.1.0');
    server.close();
    await once(server, 'close');
    await expect(checkDeployed(remote('^2.0.0'))).rejects.toThrow(
      `the deployed shell's manifest ${productUrl}/mf-manifest.json could not be read`,
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
  });
});
