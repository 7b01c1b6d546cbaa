/**
 * @jest-environment node
 */
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { createRemoteHost } from '../../remote-host';
import { isNavigationRequest } from '../static-files';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const INDEX = '<!DOCTYPE html><html><body><div id="root"></div></body></html>';

describe('isNavigationRequest', () => {
  it.each([
    ['GET', '/dashboard/profile', BROWSER_ACCEPT, true],
    ['HEAD', '/dashboard/profile', BROWSER_ACCEPT, true],
    ['GET', '/auth/login?redirect=%2Fdashboard%2Fprofile', 'text/html', true],
    ['GET', '/', BROWSER_ACCEPT, true],
    ['POST', '/dashboard/profile', BROWSER_ACCEPT, false],
    ['GET', '/dashboard/profile', '*/*', false],
    ['GET', '/dashboard/profile', 'application/json', false],
    ['GET', '/dashboard/profile', undefined, false],
    ['GET', '/mf-manifest.json', BROWSER_ACCEPT, false],
    ['GET', '/static/js/async/missing.js', BROWSER_ACCEPT, false],
    ['GET', '/api/v1/gcw/resources/user', BROWSER_ACCEPT, false],
    ['GET', '/api', BROWSER_ACCEPT, false],
  ])('%s %s (Accept: %s) → %s', (method, url, accept, expected) => {
    expect(isNavigationRequest(method, url, accept)).toBe(expected);
  });
});

describe('createRemoteHost fallback', () => {
  let root: string;
  let host: FastifyInstance;
  let origin: string;

  // A real socket: Fastify's inject() needs an ESM-only package Jest cannot load here.
  async function listen(app: FastifyInstance) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return `http://127.0.0.1:${address.port}`;
  }

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'static-host-'));
    mkdirSync(path.join(root, 'static', 'js'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), INDEX);
    writeFileSync(path.join(root, 'mf-manifest.json'), '{"name":"mfe_dashboard"}');
    writeFileSync(path.join(root, 'static', 'js', 'index.js'), 'console.log(1);');
    host = await createRemoteHost({ root, spaFallback: true, cors: true });
    origin = await listen(host);
  });

  afterAll(async () => {
    await host.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** The status, headers and body of one request. */
  async function get(url: string, accept: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') {
    const response = await fetch(`${origin}${url}`, { method, headers: { accept } });
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.text(),
    };
  }

  it('answers a deep link navigation with index.html', async () => {
    const response = await get('/dashboard/profile', BROWSER_ACCEPT);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it('answers a HEAD of a deep link like its GET', async () => {
    const response = await get('/admin/hackathon', BROWSER_ACCEPT, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it.each([
    ['a missing manifest asked like the federation runtime', '/nope/mf-manifest.json', '*/*'],
    ['a missing manifest even with a browser Accept', '/nope/mf-manifest.json', BROWSER_ACCEPT],
    ['a missing chunk', '/static/js/async/missing.js', '*/*'],
    ['a missing chunk with a browser Accept', '/static/js/async/missing.js', BROWSER_ACCEPT],
    ['a path without extension fetched by a script', '/dashboard/profile', '*/*'],
    ['a JSON request', '/dashboard/profile', 'application/json'],
    ['an API path', '/api/v1/gcw/resources/user', BROWSER_ACCEPT],
  ])('answers %s with a 404 that is not HTML', async (_what, url, accept) => {
    const response = await get(url, accept);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
    expect(response.body).not.toContain('<');
  });

  it('does not answer a POST to a client route with index.html', async () => {
    const response = await get('/dashboard/profile', BROWSER_ACCEPT, 'POST');
    expect(response.statusCode).toBe(404);
  });

  it('still serves the files that exist', async () => {
    const manifest = await get('/mf-manifest.json', '*/*');
    expect(manifest.statusCode).toBe(200);
    expect(JSON.parse(manifest.body)).toEqual({ name: 'mfe_dashboard' });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect((await get('/static/js/index.js', '*/*')).statusCode).toBe(200);
  });

  it('without spaFallback a deep link is a 404', async () => {
    const plain = await createRemoteHost({ root });
    try {
      const response = await fetch(`${await listen(plain)}/dashboard/profile`, {
        headers: { accept: BROWSER_ACCEPT },
      });
      expect(response.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
