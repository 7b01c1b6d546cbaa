import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';

import { serveShellDocumentLikeTheHost } from '../support/app-takeover';
import { navigateInApp } from '../support/navigate';
import type { Alteration } from '../support/remote-build-copies';
import { publishAlteredCopy, removeCopy } from '../support/remote-build-copies';
import type { RemotesMap } from '../support/remotes-map';
import { ownOriginRemotesMap } from '../support/remotes-map';
import { registerStudent, useSession } from '../support/session';

/**
 * A tab recovers from any broken deploy of a remote without a reload (docs/adr/0025): the map
 * is pointed at an altered copy of the dashboard's deployed build (same chunk ids, module ids
 * and chunk-loading global), then back at the build, or on to another one.
 */

const GOOD = ownOriginRemotesMap();
const copies: string[] = [];

function copyOfDashboard(alteration: Alteration, testId: string): { url: string; id: string } {
  // One folder per run of the test: runs in parallel (or repeated) never share a copy.
  const id = `recovery-${alteration.kind}-${testId}-${randomUUID().slice(0, 8)}`;
  copies.push(id);
  return { url: publishAlteredCopy('mfe_dashboard', id, alteration), id };
}

test.afterEach(() => {
  for (const id of copies.splice(0)) removeCopy(id);
});

/** The URL of the chunk that holds a build's `./routes`, from its manifest. */
async function routesChunkOf(manifestUrl: string): Promise<string> {
  const manifest = (await (await fetch(manifestUrl)).json()) as {
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  const routes = manifest.exposes.find((expose) => expose.path === './routes');
  return new URL(routes?.assets.js.sync[0] ?? '', manifestUrl).href;
}

interface Visit {
  /** Points the tab's next read of mf-remotes.json at another map (a deploy). */
  deploy: (map: RemotesMap) => void;
  requested: () => string[];
  reports: () => { reason: string; buildId?: string }[];
  /** The document the test opened is still the one shown: nothing reloaded it. */
  sameDocument: () => Promise<boolean>;
}

async function visit(page: Page, map: RemotesMap, path: string): Promise<Visit> {
  let current = map;
  await page.route('**/mf-remotes.json', (route) => route.fulfill({ json: current }));
  const requested: string[] = [];
  const reports: { reason: string; buildId?: string }[] = [];
  page.on('request', (req) => {
    requested.push(req.url());
    if (req.url().endsWith('/client-errors') && req.method() === 'POST')
      reports.push(req.postDataJSON() as { reason: string; buildId?: string });
  });
  await page.goto(path);
  await page.evaluate(() => Object.assign(window, { gcwFirstDocument: true }));
  return {
    deploy: (next) => {
      current = next;
    },
    requested: () => requested,
    reports: () => reports,
    sameDocument: async () =>
      page.evaluate(
        () =>
          (window as Window & { gcwFirstDocument?: boolean }).gcwFirstDocument === true &&
          performance.getEntriesByType('navigation').length === 1,
      ),
  };
}

const profileHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Profil' });

test('a build whose ./routes throws on import, then the map fixed: "Coba lagi" loads the good build whole', async ({
  page,
  request,
}) => {
  const broken = copyOfDashboard({ kind: 'routes-throw' }, 'a');
  await useSession(page, await registerStudent(request));
  await serveShellDocumentLikeTheHost(page);
  const tab = await visit(page, { ...GOOD, mfe_dashboard: broken.url }, '/dashboard/profile');
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toHaveAttribute('data-kind', 'import-error');
  // Tried again on the same broken build: its module runs again and throws again (no module
  // kept from the first try, answered as an empty one).
  await fallback.getByRole('button', { name: 'Coba lagi' }).click();
  await expect.poll(() => tab.reports().length).toBe(2);
  await expect(fallback).toHaveAttribute('data-kind', 'import-error');

  tab.deploy(GOOD);
  const goodRoutes = await routesChunkOf(GOOD.mfe_dashboard);
  await fallback.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(profileHeading(page)).toBeVisible();
  await expect(fallback).toHaveCount(0);
  expect(tab.requested()).toContain(goodRoutes);
  // The whole build works: another of its pages, from its menu.
  await page.getByRole('link', { name: 'Data saya' }).click();
  await expect(page).toHaveTitle(/^Data saya \|/);
  expect(await tab.sameDocument()).toBe(true);
  // Every report names the build that threw, none the build that loaded.
  expect(tab.reports().length).toBeGreaterThan(0);
  for (const report of tab.reports()) {
    expect(report).toMatchObject({ reason: 'import-error', buildId: broken.id });
  }
});

test('a build whose chunks are gone, then the map fixed: the next navigation loads the good build', async ({
  page,
  request,
}) => {
  const broken = copyOfDashboard({ kind: 'routes-chunks-missing' }, 'b');
  await useSession(page, await registerStudent(request));
  await serveShellDocumentLikeTheHost(page);
  const tab = await visit(page, { ...GOOD, mfe_dashboard: broken.url }, '/dashboard/profile');
  await expect(page.getByTestId('remote-fallback')).toHaveAttribute('data-kind', 'network');

  tab.deploy(GOOD);
  const goodRoutes = await routesChunkOf(GOOD.mfe_dashboard);
  await navigateInApp(page, '/dashboard/data-saya');
  await expect(page).toHaveTitle(/^Data saya \|/);
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Data saya' })).toBeVisible();
  expect(tab.requested()).toContain(goodRoutes);
  await page.getByRole('link', { name: 'Profil' }).first().click();
  await expect(profileHeading(page)).toBeVisible();
  expect(await tab.sameDocument()).toBe(true);
  for (const report of tab.reports()) expect(report.buildId).toBe(broken.id);
});

test('a build replaced while a student uses it: the next navigation runs the new build whole', async ({
  page,
  request,
}) => {
  const next = copyOfDashboard(
    { kind: 'routes-text', from: '"Data saya"', to: '"Data saya (versi B)"' },
    'c',
  );
  await useSession(page, await registerStudent(request));
  await serveShellDocumentLikeTheHost(page);
  const tab = await visit(page, GOOD, '/dashboard/profile');
  await expect(profileHeading(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Data saya' })).toBeVisible();

  tab.deploy({ ...GOOD, mfe_dashboard: next.url });
  const nextRoutes = await routesChunkOf(next.url);
  // The navigation that learns of the deploy keeps the page the student is on, and says so.
  await page.getByRole('link', { name: 'Seminar' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Versi baru aplikasi tersedia' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Data saya' }).click();
  await expect(page.getByRole('link', { name: 'Data saya (versi B)' })).toBeVisible();
  await expect(page).toHaveTitle(/^Data saya \(versi B\) \|/);
  await expect(page.getByRole('status').filter({ hasText: 'Versi baru' })).toHaveCount(0);
  expect(tab.requested()).toContain(nextRoutes);
  await page.getByRole('link', { name: 'Seminar' }).click();
  await expect(page).toHaveTitle(/^Seminar \|/);
  expect(await tab.sameDocument()).toBe(true);
  expect(tab.reports()).toEqual([]);
});
