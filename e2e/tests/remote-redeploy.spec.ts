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

test('an open tab learns of a redeploy and shows the page the new build adds, with no restart', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
  await page.goto('/jadwal');
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();

  writeRemotesFile({
    ...ownOriginRemotesMap(),
    mfe_landing: fixtureManifest('mfe_landing', 'changed'),
  });
  // A navigation inside the app (no reload): the tab reads mf-remotes.json again.
  await page.getByRole('link', { name: 'Kembali ke beranda' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Versi baru aplikasi tersedia' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Muat ulang' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Versi baru dari mfe_landing' }),
  ).toBeVisible();

  await page.goto('/jadwal');
  await expect(page.getByRole('heading', { level: 1, name: 'Jadwal Acara' })).toBeVisible();
  await expect(page).toHaveTitle('Jadwal Acara | GCW 2025');
});

test('a remote not yet loaded in an open tab loads its new build on first use', async ({
  page,
}) => {
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  writeRemotesFile({
    ...ownOriginRemotesMap(),
    mfe_landing: fixtureManifest('mfe_landing', 'changed'),
  });
  // Client-side navigation to the landing's area: the new build, without a reload.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/about');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Versi baru dari mfe_landing' }),
  ).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});
