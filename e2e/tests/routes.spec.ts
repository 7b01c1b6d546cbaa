import { expect, test } from '@playwright/test';

import { startAppBehindPrerender } from '../support/app-takeover';
import { PORTS } from '../support/ports';
import { registerStudent, signInAdmin, useSession } from '../support/session';
import { SPEC_ROUTES } from '../support/spec-routes';

const EVENT_NAME = 'GCW 2025';

for (const access of ['public', 'user', 'admin'] as const) {
  test(`every ${access} route renders its remote from the remote's own origin`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    if (access === 'user') await useSession(page, await registerStudent(request));
    if (access === 'admin') await useSession(page, await signInAdmin(request));
    // The host writes the page's manifest into the HTML, so what shows the origin is the
    // remote's own code: its entry and chunks come from its port.
    const manifests = new Set<string>();
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) manifests.add(new URL(response.url()).port);
    });
    for (const route of SPEC_ROUTES.filter((candidate) => candidate.access === access)) {
      await page.goto(route.path);
      await startAppBehindPrerender(page);
      await expect(page).toHaveTitle(`${route.title} | ${EVENT_NAME}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      expect(
        manifests.has(String(PORTS[route.remote])),
        `${route.remote} loaded from its port`,
      ).toBe(true);
    }
  });
}

test('a protected route signed out goes to login with the full intended path', async ({ page }) => {
  await page.goto('/dashboard/hackathon/team?tab=anggota#undangan');
  await expect(page).toHaveURL(
    `/auth/login?redirect=${encodeURIComponent('/dashboard/hackathon/team?tab=anggota#undangan')}`,
  );
});

test('an admin route visited by a participant goes home', async ({ page, request }) => {
  await useSession(page, await registerStudent(request));
  await page.goto('/admin/hackathon');
  await expect(page).toHaveURL('/');
});
