import { SINGLETON_PACKAGES } from '@gcw/shared/federation';
import { expect, test } from '@playwright/test';

import { startAppBehindPrerender } from '../support/app-takeover';
import { navigateInApp } from '../support/navigate';
import { ownOriginRemotesMap } from '../support/remotes-map';
import { registerStudent, useSession } from '../support/session';

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

const isSingleton = (name: string) =>
  SINGLETON_PACKAGES.some((pkg) => name === pkg || name.startsWith(`${pkg}/`));

test('every singleton is loaded once, from the shell, across all four remotes', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await useSession(page, await registerStudent(request));
  const requested = new Set<string>();
  page.on('request', (req) => requested.add(req.url()));

  await page.goto('/');
  await startAppBehindPrerender(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  for (const path of ['/about', '/auth/register', '/dashboard/profile', '/dashboard/seminar']) {
    await navigateInApp(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }

  // No remote's own copy of anything the shell provides was downloaded.
  const shellManifest = (await (await request.get('/mf-manifest.json')).json()) as {
    shared: ManifestShared[];
  };
  const providedByShell = new Set(shellManifest.shared.map((entry) => entry.name));
  // MUI is only ever imported by deep path (ESLint bans the barrel), so its root key is unused.
  for (const pkg of SINGLETON_PACKAGES.filter((name) => name !== '@mui/material')) {
    expect(providedByShell.has(pkg), `the shell provides ${pkg}`).toBe(true);
  }
  for (const [name, manifestUrl] of Object.entries(ownOriginRemotesMap())) {
    const manifest = (await (await request.get(manifestUrl)).json()) as {
      shared: ManifestShared[];
    };
    const sharedNames = manifest.shared.map((entry) => entry.name);
    expect(sharedNames, `${name} shares @gcw/shared`).toContain('@gcw/shared');
    for (const pkg of SINGLETON_PACKAGES) {
      expect(
        sharedNames.some((shared) => shared === pkg || shared.startsWith(`${pkg}/`)),
        `${name} shares ${pkg}`,
      ).toBe(true);
    }
    const base = new URL('.', manifestUrl);
    for (const entry of manifest.shared.filter(
      (shared) => isSingleton(shared.name) && providedByShell.has(shared.name),
    )) {
      for (const asset of [...entry.assets.js.sync, ...entry.assets.js.async]) {
        expect(
          requested.has(new URL(asset, base).href),
          `${name}'s copy of ${entry.name} (${asset})`,
        ).toBe(false);
      }
    }
  }

  // In the share scope every singleton has one version, provided by the shell.
  const providers = await page.evaluate(
    (packages) => {
      type Shared = { from: string; loaded?: boolean };
      const scope = (
        globalThis as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>>;
          };
        }
      ).__FEDERATION__.__SHARE__;
      const result: Record<string, string[]> = {};
      for (const instance of Object.values(scope)) {
        for (const pkgs of Object.values(instance)) {
          for (const [pkg, versions] of Object.entries(pkgs)) {
            if (!packages.some((name) => pkg === name || pkg.startsWith(`${name}/`))) continue;
            for (const [version, shared] of Object.entries(versions)) {
              if (!shared.loaded) continue;
              const key = `${shared.from}@${version}`;
              result[pkg] = Array.from(new Set([...(result[pkg] ?? []), key]));
            }
          }
        }
      }
      return result;
    },
    [...SINGLETON_PACKAGES],
  );
  for (const pkg of ['react', 'react-dom', 'react-router-dom', 'react-redux', '@gcw/shared']) {
    expect(providers[pkg], `${pkg} providers`).toHaveLength(1);
  }
  // Every MUI component comes from the shell's build, the ones the shell never renders too (it
  // provides them all): two builds' copies of MUI's internals would split its contexts. That no
  // remote's copy was downloaded is checked above; `from` names whoever loaded a share first,
  // which for a component only a remote renders is that remote, so it is checked for the rest.
  for (const [pkg, list] of Object.entries(providers)) {
    expect(list, `${pkg} has one provider`).toHaveLength(1);
    if (pkg.startsWith('@mui/material/')) {
      expect(providedByShell.has(pkg), `the shell provides ${pkg}`).toBe(true);
    } else if (providedByShell.has(pkg)) {
      expect(list[0]?.startsWith('shell@'), `${pkg} comes from the shell`).toBe(true);
    }
  }
});

test('the store is one: a remote reads the session set by the shell and its actions reach the shell', async ({
  page,
  request,
}) => {
  const session = await registerStudent(request, 'Nadia Putri');
  await useSession(page, session);
  await page.goto('/dashboard/profile');
  // The shell restored the session from storage; the dashboard remote shows it.
  await expect(page.getByRole('main').getByText('Nadia Putri').first()).toBeVisible();
  // The landing remote dispatches sidebarClosed(); the shell's listener writes the cookie.
  const sidebarCookie = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'sidebar:state')?.value;
  await page.keyboard.press('Control+b');
  await expect.poll(sidebarCookie).toBe('true');
  await navigateInApp(page, '/');
  await expect.poll(sidebarCookie).toBe('false');
});

test('one federation runtime: the shell provides it, and no remote container carries its own', async ({
  page,
  request,
}) => {
  await useSession(page, await registerStudent(request));
  const containers: string[] = [];
  page.on('response', (response) => {
    if (/\/static\/js\/mfe_[a-z]+\.[0-9a-f]+\.js$/.test(response.url())) {
      containers.push(response.url());
    }
  });
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A public page of another remote (auth's pages send a signed-in student away).
  await navigateInApp(page, '/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
  // Both pages' remotes ran on the page (a heading may show before its response is reported).
  await expect.poll(() => containers.length).toBe(2);

  const provider = await page.evaluate(
    () =>
      (globalThis as unknown as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })
        ._FEDERATION_RUNTIME_CORE_FROM?.name,
  );
  expect(provider).toBe('shell');
  // A hook name of the runtime's core: in the shell's entry, in no remote's container.
  const RUNTIME_CORE_MARK = 'beforeInitContainer';
  for (const [name, manifestUrl] of Object.entries(ownOriginRemotesMap())) {
    const manifest = (await (await request.get(manifestUrl)).json()) as {
      metaData: { remoteEntry: { name: string; path: string } };
    };
    const { name: file, path } = manifest.metaData.remoteEntry;
    const entry = await (await request.get(new URL(`${path}${file}`, manifestUrl).href)).text();
    expect(entry.includes(RUNTIME_CORE_MARK), `${name}'s container carries a runtime`).toBe(false);
  }
});
