/**
 * @jest-environment node
 */
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { createProductHost } from '../../product-host';
import { createRemoteHost } from '../../remote-host';
import { prerenderedPage } from '../prerendered-pages';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';
const SHELL_INDEX =
  '<html><head><script defer src="/static/js/lib.1.js"></script>' +
  '<link href="/static/css/a.css" rel="stylesheet"><script defer src="/static/js/index.2.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const PAGE = (name: string) =>
  `<html><body><div id="gcw-prerender"><h1>${name}</h1></div><!--gcw:shell-assets--></body></html>`;

let dir: string;
let landing: FastifyInstance;
let landingOrigin: string;

function writeBuild(buildDir: string, pages: Record<string, string>) {
  mkdirSync(path.join(buildDir, 'prerender'), { recursive: true });
  writeFileSync(path.join(buildDir, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(buildDir, 'prerender', 'pages.json'), JSON.stringify(pages));
  for (const file of Object.values(pages)) {
    writeFileSync(path.join(buildDir, 'prerender', file), PAGE(file));
  }
}

async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

function options(map: Record<string, string>) {
  const remotesFile = path.join(dir, `map-${Math.random()}.json`);
  writeFileSync(remotesFile, JSON.stringify(map));
  return {
    remotesFile,
    mounts: [{ prefix: '/deployed/', root: path.join(dir, 'deployed') }],
    shellIndexFile: path.join(dir, 'shell-index.html'),
  };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'prerendered-'));
  writeFileSync(path.join(dir, 'shell-index.html'), SHELL_INDEX);
  writeBuild(path.join(dir, 'deployed', 'mfe-landing', 'b1'), {
    '/': 'home.html',
    '/about': 'about.html',
  });
  writeBuild(path.join(dir, 'own-origin'), { '/': 'home.html' });
  writeBuild(path.join(dir, 'deployed', 'mfe-auth', 'a1'), { '/auth/login': 'login.html' });
  // A build that claims a path of another remote's area.
  writeBuild(path.join(dir, 'deployed', 'mfe-landing', 'greedy'), { '/auth/login': 'home.html' });
  writeFileSync(path.join(dir, 'secret.html'), 'not for you <!--gcw:shell-assets-->');
  landing = await createRemoteHost({ root: path.join(dir, 'own-origin'), cors: true });
  landingOrigin = await listen(landing);
});

afterAll(async () => {
  await landing.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('prerenderedPage', () => {
  const deployed = { mfe_landing: '/deployed/mfe-landing/b1/mf-manifest.json' };

  it('answers the page of the landing build the live map names, with the shell assets in order', async () => {
    const html = await prerenderedPage('/about', options(deployed));
    expect(html).toContain('<h1>about.html</h1>');
    const assets = /<script type="application\/json" id="gcw-shell-assets">(.*?)<\/script>/.exec(
      html ?? '',
    );
    expect(JSON.parse(assets?.[1] ?? 'null')).toEqual({
      scripts: ['/static/js/lib.1.js', '/static/js/index.2.js'],
      styles: ['/static/css/a.css'],
    });
    expect(await prerenderedPage('/about/', options(deployed))).toContain('about.html');
  });

  it('answers a page from the build of the remote that owns its path, never another', async () => {
    const map = {
      mfe_landing: '/deployed/mfe-landing/greedy/mf-manifest.json',
      mfe_auth: '/deployed/mfe-auth/a1/mf-manifest.json',
    };
    expect(await prerenderedPage('/auth/login', options(map))).toContain('<h1>login.html</h1>');
    const withoutAuth = { mfe_landing: map.mfe_landing };
    expect(await prerenderedPage('/auth/login', options(withoutAuth))).toBeNull();
  });

  it('answers from the build of the map it is given (the one served to this browser)', async () => {
    const { remotesFile: _file, ...rest } = options({});
    const served = { ...rest, remotesMap: { mfe_auth: '/deployed/mfe-auth/a1/mf-manifest.json' } };
    expect(await prerenderedPage('/auth/login', served)).toContain('<h1>login.html</h1>');
  });

  it('fetches the pages of a landing deployed on its own origin', async () => {
    const html = await prerenderedPage(
      '/',
      options({ mfe_landing: `${landingOrigin}/mf-manifest.json` }),
    );
    expect(html).toContain('<h1>home.html</h1>');
  });

  it.each([
    ['a path the build did not prerender', '/auth/login', deployed],
    ['a map without the landing', '/', { mfe_auth: '/deployed/mfe-landing/b1/mf-manifest.json' }],
    ['a map entry outside every mount', '/', { mfe_landing: '/elsewhere/mf-manifest.json' }],
    [
      'a map entry climbing out of its mount',
      '/',
      { mfe_landing: '/deployed/../secret/mf-manifest.json' },
    ],
    [
      'a landing build with no prerendered pages',
      '/',
      { mfe_landing: '/deployed/mfe-landing/mf-manifest.json' },
    ],
    ['an origin that does not answer', '/', { mfe_landing: 'http://127.0.0.1:9/mf-manifest.json' }],
  ])('answers null (the shell index follows) for %s', async (_case, pathname, map) => {
    expect(await prerenderedPage(pathname, options(map))).toBeNull();
  });

  it('answers null for a malformed map and for a pages.json naming a file outside its folder', async () => {
    const broken = options(deployed);
    writeFileSync(broken.remotesFile, '{ not json');
    expect(await prerenderedPage('/', broken)).toBeNull();
    writeBuild(path.join(dir, 'deployed', 'mfe-landing', 'b2'), {});
    writeFileSync(
      path.join(dir, 'deployed', 'mfe-landing', 'b2', 'prerender', 'pages.json'),
      JSON.stringify({ '/': '../../../../secret.html' }),
    );
    expect(
      await prerenderedPage(
        '/',
        options({ mfe_landing: '/deployed/mfe-landing/b2/mf-manifest.json' }),
      ),
    ).toBeNull();
  });
});

describe('the static host with prerendered pages', () => {
  let host: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    writeFileSync(path.join(dir, 'index.html'), '<html><body>shell index</body></html>');
    const pages = options({ mfe_landing: '/deployed/mfe-landing/b1/mf-manifest.json' });
    host = await createProductHost({
      root: dir,
      prerendered: (pathname) => prerenderedPage(pathname, pages),
    });
    origin = await listen(host);
  });

  afterAll(() => host.close());

  it('answers a navigation to / with the prerendered page, never cached stale', async () => {
    const response = await fetch(`${origin}/?utm_source=ig`, {
      headers: { accept: BROWSER_ACCEPT },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<h1>home.html</h1>');
  });

  it('answers other navigations and non-navigations as before', async () => {
    const login = await fetch(`${origin}/auth/login`, { headers: { accept: BROWSER_ACCEPT } });
    expect(await login.text()).toContain('shell index');
    const script = await fetch(`${origin}/`, { headers: { accept: '*/*' } });
    expect(await script.text()).toContain('shell index');
  });
});
