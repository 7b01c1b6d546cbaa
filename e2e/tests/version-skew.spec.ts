import { expect, test } from '@playwright/test';

import { serveShellDocumentLikeTheHost } from '../support/app-takeover';
import { remoteErrorsInDataLayer, watchClientErrors } from '../support/client-errors';
import { fixtureManifest, ownOriginRemotesMap } from '../support/remotes-map';
import { currentContractVersion, skewVersions } from '../support/skew-shared';

/**
 * The current shell against mfe_landing built for real against other versions of the
 * contract (support/build-fixtures.ts): its manifest carries the version and range it was
 * built with, and the shell decides before any of the remote's code runs.
 */
const versions = skewVersions();

for (const kind of ['behind', 'ahead'] as const) {
  test(`a remote one compatible version ${kind} renders (${versions[kind].version}, needs ${versions[kind].range})`, async ({
    page,
  }) => {
    const posted = watchClientErrors(page);
    const map = {
      ...ownOriginRemotesMap(),
      mfe_landing: fixtureManifest('mfe_landing', `skew-${kind}`),
    };
    await serveShellDocumentLikeTheHost(page);
    await page.route('**/mf-remotes.json', (route) => route.fulfill({ json: map }));
    await page.goto('/about');
    await expect(
      page.getByRole('heading', { level: 1, name: `Kontrak skew-${kind}` }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`Kontrak skew-${kind} | GCW 2025`);
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    expect(posted).toEqual([]);
  });
}

test('an incompatible remote is not rendered: a clear notice, a diagnostic, the rest works', async ({
  page,
}) => {
  const posted = watchClientErrors(page);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const map = {
    ...ownOriginRemotesMap(),
    mfe_landing: fixtureManifest('mfe_landing', 'skew-incompatible'),
  };
  await serveShellDocumentLikeTheHost(page);
  await page.route('**/mf-remotes.json', (route) => route.fulfill({ json: map }));
  await page.goto('/about');

  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toHaveAttribute('data-kind', 'version-mismatch');
  await expect(fallback).toContainText('Bagian ini sedang diperbarui');
  await expect(page.getByRole('heading', { name: /Kontrak/ })).toHaveCount(0);

  const expected = {
    kind: 'remote-load',
    remote: 'mfe_landing',
    reason: 'version-mismatch',
    buildId: 'fixture-mfe_landing-skew-incompatible',
    wanted: versions.incompatible.range,
    found: currentContractVersion(),
  };
  await expect.poll(() => posted.length).toBe(1);
  expect(posted[0]?.status).toBe(202);
  expect(posted[0]?.body).toMatchObject({ ...expected, page: '/about' });
  expect(await remoteErrorsInDataLayer(page)).toEqual([expect.objectContaining(expected)]);
  expect(
    consoleErrors.some((text) => text.includes('[federation] mfe_landing version-mismatch')),
  ).toBe(true);

  // The rest of the product is unaffected.
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});
