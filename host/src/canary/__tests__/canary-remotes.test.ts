/**
 * @jest-environment node
 */
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { shellIndexWithBootData } from '../../pages/boot-data';
import { createProductHost } from '../../product-host';

const CURRENT = '/deployed/mfe-landing/b1/mf-manifest.json';
const CANARY = 'https://canary.gcw.example/mfe-landing/b2/mf-manifest.json';
const MAP = { mfe_landing: CURRENT, mfe_auth: '/remotes/mfe-auth/mf-manifest.json' };

let dir: string;
let host: FastifyInstance;
let origin: string;
const canaryFile = () => path.join(dir, 'canary.json');

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'canary-host-'));
  writeFileSync(path.join(dir, 'index.html'), '<html><head></head><body>shell</body></html>');
  writeFileSync(path.join(dir, 'app-config.json'), '{}');
  writeFileSync(path.join(dir, 'mf-remotes.json'), JSON.stringify(MAP));
  // Wired as `pnpm start` wires it (serve-product.ts): the page's boot data is the served map.
  host = await createProductHost({
    root: dir,
    remotesFile: path.join(dir, 'mf-remotes.json'),
    canaryFile: canaryFile(),
    shellIndex: (pathname, remotes) =>
      shellIndexWithBootData(pathname, {
        shellIndexFile: path.join(dir, 'index.html'),
        remotesMap: remotes,
        appConfigFile: path.join(dir, 'app-config.json'),
        mounts: [],
      }),
  });
  await host.listen({ port: 0, host: '127.0.0.1' });
  const address = host.server.address();
  origin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
});
afterAll(async () => {
  await host.close();
  rmSync(dir, { recursive: true, force: true });
});

function startCanary(share: number) {
  const canary = { remote: 'mfe_landing', buildId: 'b2', url: CANARY, share, startedAt: 'now' };
  writeFileSync(canaryFile(), JSON.stringify({ mfe_landing: canary }));
}
afterEach(() => rmSync(canaryFile(), { force: true }));

const remotesJson = (query = '', cookie?: string) =>
  fetch(`${origin}/mf-remotes.json${query}`, { headers: cookie ? { cookie } : {} });
async function landingOf(response: Response) {
  return ((await response.json()) as Record<string, string>).mfe_landing;
}
const bucket = (n: number) => `gcw_canary_bucket=${n}`;

describe('a canary at 10 %', () => {
  beforeEach(() => startCanary(10));

  it('is served to browsers whose bucket is below 10, the current build to the others', async () => {
    for (const n of [0, 3, 9])
      expect(await landingOf(await remotesJson('', bucket(n)))).toBe(CANARY);
    for (const n of [10, 57, 99]) {
      const response = await remotesJson('', bucket(n));
      const map = (await response.json()) as Record<string, string>;
      expect(map).toEqual(MAP);
      expect(response.headers.getSetCookie()).toEqual([]);
      // Varies by browser: never one browser's answer from a shared cache to another.
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.headers.get('vary')).toMatch(/(^|, *)Cookie(,|$)/);
    }
  });

  it('gives a browser without a bucket one, once, and keeps it on that side', async () => {
    const first = await remotesJson();
    const [set] = first.headers.getSetCookie();
    expect(set).toMatch(/^gcw_canary_bucket=\d{1,2}; Path=\/; Max-Age=\d{8}; SameSite=Lax/);
    const cookie = set?.split(';', 1)[0] ?? '';
    const n = Number(cookie.split('=')[1]);
    const expected = n < 10 ? CANARY : CURRENT;
    expect(await landingOf(first)).toBe(expected);
    for (let visit = 0; visit < 3; visit += 1) {
      const again = await remotesJson('', cookie);
      expect(again.headers.getSetCookie()).toEqual([]);
      expect(await landingOf(again)).toBe(expected);
    }
  });

  it('writes the map this browser is served into its page, and lets the canary origin in', async () => {
    const page = async (cookie: string) => {
      const response = await fetch(`${origin}/dashboard`, {
        headers: { accept: 'text/html', cookie },
      });
      const html = await response.text();
      const data = /id="gcw-boot-data">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
      return { response, remotes: (JSON.parse(data) as { remotes?: unknown }).remotes };
    };
    const inside = await page(bucket(4));
    expect(inside.remotes).toEqual({ ...MAP, mfe_landing: CANARY });
    expect(inside.response.headers.get('cache-control')).toBe('private, no-cache');
    const outside = await page(bucket(80));
    expect(outside.remotes).toEqual(MAP);
    // Any browser may be moved in (?canary=1), so every page allows the canary's origin.
    const csp = outside.response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src [^;]*https:\/\/canary\.gcw\.example/);
    const fresh = await fetch(`${origin}/auth/login`, { headers: { accept: 'text/html' } });
    expect(fresh.headers.getSetCookie()[0]).toMatch(/^gcw_canary_bucket=\d{1,2};/);
  });

  it('?canary=1 opts a browser in to every canary, ?canary=0 out again', async () => {
    const optIn = await remotesJson('?canary=1', bucket(99));
    expect(optIn.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^gcw_canary=1; Path=\/; Max-Age=\d+; SameSite=Lax/),
    ]);
    expect(await landingOf(optIn)).toBe(CANARY);
    expect(await landingOf(await remotesJson('', `${bucket(99)}; gcw_canary=1`))).toBe(CANARY);
    const optOut = await remotesJson('?canary=0', `${bucket(99)}; gcw_canary=1`);
    expect(optOut.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^gcw_canary=; Path=\/; Max-Age=0;/),
    ]);
    expect(await landingOf(optOut)).toBe(CURRENT);
  });
});

describe('without canary.json', () => {
  it('changes nothing: the file as it is, no cookie, no Vary', async () => {
    for (const cookie of [undefined, `${bucket(1)}; gcw_canary=1`]) {
      const response = await remotesJson('', cookie);
      expect(await response.text()).toBe(readFileSync(path.join(dir, 'mf-remotes.json'), 'utf8'));
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('vary') ?? '').not.toContain('Cookie');
    }
    const page = await fetch(`${origin}/`, { headers: { accept: 'text/html' } });
    expect(page.headers.getSetCookie()).toEqual([]);
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('ends the canary as soon as the file goes (read again when it changes)', async () => {
    startCanary(100);
    expect(await landingOf(await remotesJson('', bucket(50)))).toBe(CANARY);
    unlinkSync(canaryFile());
    expect(await landingOf(await remotesJson('', bucket(50)))).toBe(CURRENT);
  });
});
