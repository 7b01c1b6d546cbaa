/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { shellIndexWithBootData } from '../boot-data';

const INDEX =
  '<html><head><script defer src="/static/js/index.1.js"></script></head><body></body></html>';
const MANIFEST = {
  name: 'mfe_auth',
  metaData: { name: 'mfe_auth', remoteEntry: { name: 'static/js/mfe_auth.9.js', path: '' } },
  exposes: [
    { path: './routes', assets: { js: { sync: ['static/js/async/expose.js'], async: ['x.js'] } } },
  ],
};

let dir: string;
const bootData = (html: string | null) =>
  JSON.parse(/id="gcw-boot-data">(.*?)<\/script>/.exec(html ?? '')?.[1] ?? 'null') as Record<
    string,
    unknown
  >;

function options(map: unknown, appConfig = '{"eventName":"GCW Test"}') {
  writeFileSync(path.join(dir, 'map.json'), typeof map === 'string' ? map : JSON.stringify(map));
  writeFileSync(path.join(dir, 'app-config.json'), appConfig);
  return {
    shellIndexFile: path.join(dir, 'index.html'),
    remotesFile: path.join(dir, 'map.json'),
    appConfigFile: path.join(dir, 'app-config.json'),
    mounts: [{ prefix: '/remotes/', root: path.join(dir, 'remotes') }],
  };
}

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'boot-data-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  mkdirSync(path.join(dir, 'remotes', 'mfe-auth'), { recursive: true });
  writeFileSync(
    path.join(dir, 'remotes', 'mfe-auth', 'mf-manifest.json'),
    JSON.stringify(MANIFEST),
  );
  mkdirSync(path.join(dir, 'remotes', 'other'), { recursive: true });
  writeFileSync(
    path.join(dir, 'remotes', 'other', 'mf-manifest.json'),
    JSON.stringify({ ...MANIFEST, metaData: { name: 'mfe_admin' } }),
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MAP = {
  mfe_auth: '/remotes/mfe-auth/mf-manifest.json',
  mfe_landing: '/remotes/x/mf-manifest.json',
};

it('writes in the map, the config and the manifest of the remote owning the path, and preloads its first wave', async () => {
  const html = await shellIndexWithBootData('/auth/login', options(MAP));
  const data = bootData(html);
  expect(data.remotes).toEqual(MAP);
  expect(data.appConfig).toEqual({ eventName: 'GCW Test' });
  expect(JSON.parse((data.manifests as Record<string, string>)[MAP.mfe_auth] ?? '{}')).toEqual(
    MANIFEST,
  );
  expect(html).toContain(
    '<link rel="preload" as="script" href="/remotes/mfe-auth/static/js/mfe_auth.9.js">',
  );
  expect(html).toContain(
    '<link rel="preload" as="script" href="/remotes/mfe-auth/static/js/async/expose.js">',
  );
  expect(html).not.toContain('x.js">');
  expect(html).toContain('<script defer src="/static/js/index.1.js">');
});

it('leaves out what it cannot vouch for, so the shell fetches and reports it as before', async () => {
  const broken = bootData(
    await shellIndexWithBootData('/auth/login', options('{ not json', 'nope')),
  );
  expect(broken).toEqual({});
  const wrongManifest = await shellIndexWithBootData(
    '/auth/login',
    options({ mfe_auth: '/remotes/other/mf-manifest.json' }),
  );
  expect(bootData(wrongManifest).manifests).toBeUndefined();
  expect(wrongManifest).not.toContain('rel="preload"');
  const outside = await shellIndexWithBootData(
    '/auth/login',
    options({ mfe_auth: '/remotes/../../etc/mf-manifest.json' }),
  );
  expect(bootData(outside).manifests).toBeUndefined();
});

it('keeps a script-closing text in the data from ending the tag', async () => {
  const html = await shellIndexWithBootData(
    '/',
    options(MAP, '{"eventName":"</script><script>alert(1)</script>"}'),
  );
  expect(html).not.toContain('</script><script>alert(1)');
  expect(bootData(html).appConfig).toEqual({ eventName: '</script><script>alert(1)</script>' });
});
