import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { serveShellDocumentLikeTheHost } from '../support/app-takeover';
import { watchClientErrors } from '../support/client-errors';
import { PORTS } from '../support/ports';
import { fixtureManifest, ownOriginRemotesMap } from '../support/remotes-map';

/** Deploy mistakes, one at a time: each is contained on the remote's pages, and reported. */
async function deploy(page: Page, remotesJson: string) {
  await serveShellDocumentLikeTheHost(page);
  await page.route('**/mf-remotes.json', (route) =>
    route.fulfill({ body: remotesJson, contentType: 'application/json' }),
  );
}

async function expectContained(page: Page, kind: string) {
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await expect(fallback).toHaveAttribute('data-kind', kind);
  await expect(fallback.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
}

test('a malformed mf-remotes.json: every page says so, the shell stands, nothing is blank', async ({
  page,
}) => {
  const posted = watchClientErrors(page);
  await deploy(page, '{ "mfe_landing": "http://127.0.0.1/mf-manifest.json", ');
  await page.goto('/about');
  await expectContained(page, 'manifest-missing');
  await expect.poll(() => posted.length).toBeGreaterThan(0);
  expect(String(posted[0]?.body.detail)).toContain('mf-remotes.json is not JSON');
});

test('a manifest URL that answers HTML is refused as not a manifest', async ({ page }) => {
  const posted = watchClientErrors(page);
  // A page of the shell's own origin: an HTML document where a manifest should be.
  const map = { ...ownOriginRemotesMap(), mfe_auth: `http://127.0.0.1:${PORTS.shell}/index.html` };
  await deploy(page, JSON.stringify(map));
  await page.goto('/auth/register');
  await expectContained(page, 'manifest-invalid');
  await expect.poll(() => posted.map((entry) => entry.body.reason)).toEqual(['manifest-invalid']);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
});

test("another app's manifest is refused", async ({ page }) => {
  const posted = watchClientErrors(page);
  const map = { ...ownOriginRemotesMap(), mfe_auth: ownOriginRemotesMap().mfe_admin };
  await deploy(page, JSON.stringify(map));
  await page.goto('/auth/login');
  await expectContained(page, 'manifest-invalid');
  await expect.poll(() => String(posted[0]?.body.detail)).toContain('manifest of "mfe_admin"');
});

test('a remote that throws while it is imported is contained and reported', async ({ page }) => {
  const posted = watchClientErrors(page);
  const map = {
    ...ownOriginRemotesMap(),
    mfe_landing: fixtureManifest('mfe_landing', 'import-throws'),
  };
  await deploy(page, JSON.stringify(map));
  await page.goto('/about');
  await expectContained(page, 'import-error');
  await expect
    .poll(() => posted[0]?.body)
    .toMatchObject({
      reason: 'import-error',
      buildId: 'fixture-mfe_landing-import-throws',
    });
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});
