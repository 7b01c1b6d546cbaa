import { expect, test } from '@playwright/test';

import { fixtureManifest, ownOriginRemotesMap, writeRemotesFile } from '../support/remotes-map';

test.afterEach(() => writeRemotesFile(ownOriginRemotesMap()));

test('a remote redeployed with a visible change is picked up by a reload, with no shell rebuild', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
  await expect(page.getByText('Versi baru dari mfe_landing')).toHaveCount(0);

  // The deploy changes only mf-remotes.json on the running shell host.
  writeRemotesFile({
    ...ownOriginRemotesMap(),
    mfe_landing: fixtureManifest('mfe_landing', 'changed'),
  });
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Versi baru dari mfe_landing' }),
  ).toBeVisible();
});
