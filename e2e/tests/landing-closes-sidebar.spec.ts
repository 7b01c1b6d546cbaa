import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { expandSidebar } from '../support/dashboard-ui';
import { registerStudent, useSession } from '../support/session';

/** The choice the shell saved and reads at start (R4.10: cookie `sidebar:state`, path /). */
async function savedSidebar(page: Page) {
  const cookies = await page.context().cookies();
  const saved = cookies.find((cookie) => cookie.name === 'sidebar:state');
  return saved && { value: saved.value, path: saved.path };
}

test('opening / closes the sidebar a student expanded, also before the app runs there (R2.13)', async ({
  page,
  request,
}) => {
  await useSession(page, await registerStudent(request, 'Rina Kartika'));
  await page.goto('/dashboard/profile');
  await expandSidebar(page);
  await expect.poll(() => savedSidebar(page)).toEqual({ value: 'true', path: '/' });

  // `/` is the prerendered page: the shell's code is held back, so only the page's own script
  // can close the sidebar (a student who only glances at the landing before going back).
  const shellCode = (url: URL) => url.pathname.startsWith('/static/js/');
  await page.route(shellCode, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'GCW 2025' })).toBeVisible();
  await expect.poll(() => savedSidebar(page)).toEqual({ value: 'false', path: '/' });
  await page.unroute(shellCode);

  await page.goto('/dashboard/profile');
  await expect(page.getByRole('button', { name: 'Lebarkan sidebar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ciutkan sidebar' })).toHaveCount(0);
});
