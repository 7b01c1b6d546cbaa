import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { serveShellDocumentLikeTheHost } from '../support/app-takeover';
import { PORTS } from '../support/ports';
import type { RemoteName } from '../support/remotes-map';
import { fixtureManifest, ownOriginRemotesMap, REMOTE_NAMES } from '../support/remotes-map';
import { registerStudent, signInAdmin, useSession } from '../support/session';

/** A page of each remote, and a page of another remote that must keep working. */
const PAGE_OF: Record<RemoteName, string> = {
  mfe_landing: '/about',
  mfe_auth: '/auth/register',
  mfe_dashboard: '/dashboard/profile',
  mfe_admin: '/admin',
};
const OTHER_PAGE_OF: Record<RemoteName, string> = {
  mfe_landing: '/auth/register',
  mfe_auth: '/about',
  mfe_dashboard: '/about',
  mfe_admin: '/about',
};

type Failure = 'down' | 'not found' | 'slow' | 'throws';

function brokenManifest(remote: RemoteName, failure: Failure) {
  const real = ownOriginRemotesMap()[remote];
  if (failure === 'down') return `http://127.0.0.1:${PORTS.dead}/mf-manifest.json`;
  if (failure === 'not found') return real.replace('mf-manifest.json', 'missing/mf-manifest.json');
  if (failure === 'throws') return fixtureManifest(remote, 'throws');
  return real;
}

/** Serves this test's own mf-remotes.json, as a deploy pointing one remote somewhere bad. */
async function deployWith(page: Page, remote: RemoteName, failure: Failure) {
  const map = { ...ownOriginRemotesMap(), [remote]: brokenManifest(remote, failure) };
  await serveShellDocumentLikeTheHost(page);
  await page.route('**/mf-remotes.json', (route) => route.fulfill({ json: map }));
  if (failure === 'slow') {
    // Longer than the shell's remote timeout (8 s in e2e): the manifest is held back.
    await page.route(map[remote], async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      await route.continue().catch(() => undefined);
    });
  }
}

for (const remote of REMOTE_NAMES) {
  for (const failure of ['down', 'not found', 'slow', 'throws'] as const) {
    test(`${remote} ${failure}: fallback with Retry, other routes work`, async ({
      page,
      request,
    }) => {
      const session =
        remote === 'mfe_admin' ? await signInAdmin(request) : await registerStudent(request);
      if (remote === 'mfe_dashboard' || remote === 'mfe_admin') await useSession(page, session);
      await deployWith(page, remote, failure);

      await page.goto(PAGE_OF[remote]);
      if (failure === 'slow') await expect(page.getByText('Masih memuat halaman')).toBeVisible();
      const fallback = page.getByTestId('remote-fallback');
      await expect(fallback).toBeVisible({ timeout: 20_000 });
      await expect(fallback.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
      if (remote === 'mfe_dashboard' || remote === 'mfe_admin') {
        // The fallback sits inside the layout: the sidebar is still there.
        await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
      }

      if (failure === 'slow') {
        // The network recovers: Retry loads the remote for real.
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await page.route('**/mf-remotes.json', (route) =>
          route.fulfill({ json: ownOriginRemotesMap() }),
        );
        await fallback.getByRole('button', { name: 'Coba lagi' }).click();
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      }

      await page.goto(OTHER_PAGE_OF[remote]);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    });
  }
}

test('mfe_dashboard refused after a good visit: the sidebar keeps its pages and a notice with Retry', async ({
  page,
  request,
}) => {
  await useSession(page, await registerStudent(request));
  await serveShellDocumentLikeTheHost(page);
  let map = ownOriginRemotesMap();
  await page.route('**/mf-remotes.json', (route) => route.fulfill({ json: map }));
  const menu = page.getByRole('navigation', { name: 'Menu peserta' });
  const notice = menu.getByText('Menu dasbor sedang tidak dapat dimuat.');

  await page.goto(PAGE_OF.mfe_dashboard);
  await expect(menu.getByRole('link', { name: 'Seminar', exact: true })).toBeVisible();
  await expect(notice).toHaveCount(0);
  // Expanded (the choice is kept in a cookie), so the notice's text shows, not only its icon.
  await page.getByRole('button', { name: 'Lebarkan sidebar' }).click();

  // A later visit (a new document) while the dashboard's deploy is down.
  map = { ...ownOriginRemotesMap(), mfe_dashboard: brokenManifest('mfe_dashboard', 'down') };
  await page.goto('/dashboard/seminar');
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 20_000 });
  await expect(notice).toBeVisible();
  for (const [name, path] of [
    ['Hackathon', '/dashboard/hackathon'],
    ['Competitive Programming', '/dashboard/competitive-programming'],
    ['Seminar', '/dashboard/seminar'],
  ] as const) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
  // A remembered entry leads to its page, where the area's own fallback stands.
  await menu.getByRole('link', { name: 'Hackathon', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/hackathon$/);
  await expect(page.getByTestId('remote-fallback')).toBeVisible();

  // The deploy is fixed: the notice's Retry brings the live menu and the page back.
  map = ownOriginRemotesMap();
  await menu.getByRole('button', { name: 'Coba lagi memuat menu dasbor' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});
