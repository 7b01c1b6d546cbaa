import { createRemoteHost } from '@gcw/host';
import { PATHS } from '@gcw/shared/routes';
import { expect, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';

import { WORKSPACE_ROOT } from '../support/paths';
import { PORTS } from '../support/ports';

/**
 * Each remote's production build deployed on its own origin, as `serve:static <dist> <port>
 * --spa --cors` does: a deep link is a navigation and gets the standalone page; a missing
 * manifest or chunk stays a 404 that is not HTML, so the shell sees it as missing. The hosts
 * use ports of their own in the e2e block (base+51..base+54), away from the stack's.
 */
const REMOTES = [
  { folder: 'mfe-landing', port: PORTS.shell + 51, deepLink: PATHS.about },
  { folder: 'mfe-auth', port: PORTS.shell + 52, deepLink: PATHS.register },
  { folder: 'mfe-dashboard', port: PORTS.shell + 53, deepLink: PATHS.profile },
  { folder: 'mfe-admin', port: PORTS.shell + 54, deepLink: PATHS['admin-hackathon'] },
];

const hosts: FastifyInstance[] = [];

test.beforeAll(async () => {
  for (const remote of REMOTES) {
    const host = await createRemoteHost({
      root: path.join(WORKSPACE_ROOT, remote.folder, 'dist'),
      spaFallback: true,
      cors: true,
    });
    await host.listen({ port: remote.port, host: '127.0.0.1' });
    hosts.push(host);
  }
});

test.afterAll(async () => {
  await Promise.all(hosts.map((host) => host.close()));
});

for (const remote of REMOTES) {
  const origin = `http://127.0.0.1:${remote.port}`;

  test(`${remote.folder} standalone answers the deep link ${remote.deepLink} with its page`, async ({
    page,
  }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().includes('/api/')) {
        failed.push(`${response.status()} ${response.url()}`);
      }
    });
    const response = await page.goto(`${origin}${remote.deepLink}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(remote.deepLink);
    // Every script and chunk of the page came from the remote's root, none from under the deep link.
    expect(failed).toEqual([]);
  });

  test(`${remote.folder} standalone answers a missing manifest or chunk with a 404, never HTML`, async ({
    request,
  }) => {
    const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    for (const [url, accept] of [
      ['/nope/mf-manifest.json', '*/*'],
      ['/nope/mf-manifest.json', browserAccept],
      ['/static/js/async/missing-chunk.js', '*/*'],
      [`${remote.deepLink}/mf-manifest.json`, '*/*'],
      // Not a navigation (a script or the federation runtime asking): no HTML either.
      [remote.deepLink, '*/*'],
    ] as const) {
      const response = await request.get(`${origin}${url}`, { headers: { accept } });
      expect(response.status(), `${url} (Accept: ${accept})`).toBe(404);
      expect(response.headers()['content-type'] ?? '', url).not.toMatch(/html/);
      expect(await response.text(), url).not.toContain('<');
    }
    const manifest = await request.get(`${origin}/mf-manifest.json`);
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    expect(((await manifest.json()) as { name: string }).name).toBe(
      remote.folder.replace('-', '_'),
    );
  });
}
