/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { createProductHost } from '../../product-host';
import { pageSecurityHeaders } from '../page-security-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (csp: string, name: string) =>
  csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('pageSecurityHeaders', () => {
  const sources = {
    remotesMap: {
      mfe_landing: '/remotes/mfe-landing/mf-manifest.json',
      mfe_admin: 'https://admin.gcw.example/b7/mf-manifest.json',
    },
    apiOrigin: 'https://api.gcw.example',
    analytics: false,
  };

  it("allows scripts from here, the remotes' origins and Google sign-in, and inline ones only by hash", () => {
    const html =
      '<script>start()</script><script type="application/json" id="d">{"a":1}</script>' +
      '<script src="/static/js/index.js"></script>';
    const csp = pageSecurityHeaders(html, sources, false)['content-security-policy'] ?? '';
    expect(directive(csp, 'script-src').split(' ').slice(1)).toEqual([
      "'self'",
      'https://admin.gcw.example',
      'https://accounts.google.com',
      sha('start()'),
    ]);
    expect(directive(csp, 'connect-src')).toContain('https://api.gcw.example');
    expect(csp).toContain("frame-ancestors 'none'");
    // Frames: a protected PDF's object URL (a judge's proposal preview) and Google sign-in only.
    expect(directive(csp, 'frame-src')).toBe('frame-src blob: https://accounts.google.com');
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'script-src')).not.toContain('unsafe-inline');
  });

  it('sends HSTS only over HTTPS, and the other armour always', () => {
    const plain = pageSecurityHeaders('', sources, false);
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(plain['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(plain['x-frame-options']).toBe('DENY');
    expect(plain['permissions-policy']).toContain('camera=()');
    expect(pageSecurityHeaders('', sources, true)['strict-transport-security']).toMatch(
      /^max-age=\d+/,
    );
  });

  it('lets the door page alone use the camera and compile its WebAssembly QR reader', () => {
    const door = pageSecurityHeaders('', sources, false, '/admin/seminar/pintu');
    expect(door['permissions-policy']).toMatch(/(^|, )camera=\(self\)(,|$)/);
    expect(door['permissions-policy']).toContain('microphone=()');
    const doorScripts = directive(door['content-security-policy'] ?? '', 'script-src');
    expect(doorScripts).toContain("'wasm-unsafe-eval'");
    expect(doorScripts).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
    expect(
      pageSecurityHeaders('', sources, false, '/admin/seminar/pintu/')['permissions-policy'],
    ).toContain('camera=(self)');
    for (const other of [
      '/',
      '/admin/seminar',
      '/admin/seminar/pintu-lain',
      '/dashboard/seminar',
    ]) {
      const headers = pageSecurityHeaders('', sources, false, other);
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['content-security-policy']).not.toContain('wasm-unsafe-eval');
    }
  });

  it('adds the origins the operator trusts', () => {
    const csp =
      pageSecurityHeaders('', { ...sources, trustedOrigins: ['https://cdn.gcw.example/x'] }, false)[
        'content-security-policy'
      ] ?? '';
    expect(directive(csp, 'script-src')).toContain('https://cdn.gcw.example');
  });

  it('allows Analytics only when it is configured', () => {
    const csp = (analytics: boolean) =>
      pageSecurityHeaders('', { ...sources, analytics }, false)['content-security-policy'];
    expect(csp(false)).not.toContain('googletagmanager');
    expect(directive(csp(true) ?? '', 'script-src')).toContain('https://www.googletagmanager.com');
  });
});

describe('the product host', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    writeFileSync(path.join(dir, 'index.html'), '<html><body>shell</body></html>');
    writeFileSync(
      path.join(dir, 'map.json'),
      JSON.stringify({ mfe_auth: 'http://127.0.0.1:9/m.json' }),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("puts the hash of a prerendered page's inline script in its policy; assets get none", async () => {
    const host = await createProductHost({
      root: dir,
      remotesFile: path.join(dir, 'map.json'),
      prerendered: async (pathname) =>
        pathname === '/' ? '<html><body><script>islands()</script></body></html>' : null,
    });
    await host.listen({ port: 0, host: '127.0.0.1' });
    const address = host.server.address();
    const origin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    const get = (url: string) => fetch(`${origin}${url}`, { headers: { accept: 'text/html' } });
    const page = await get('/');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'script-src')).toContain(sha('islands()'));
    expect(directive(csp, 'script-src')).toContain('http://127.0.0.1:9');
    const fallback = await get('/dashboard/profile');
    expect(fallback.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(fallback.headers.get('permissions-policy')).toContain('camera=()');
    // The door's document, asked for with its query, may use the camera.
    const door = await get('/admin/seminar/pintu?pintu=A');
    expect(door.headers.get('permissions-policy')).toContain('camera=(self)');
    const json = await fetch(`${origin}/mf-remotes.json`);
    expect(json.headers.get('content-security-policy')).toBeNull();
    await host.close();
  });
});
