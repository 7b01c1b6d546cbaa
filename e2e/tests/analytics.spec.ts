import { expect, test } from '@playwright/test';

import { startAppBehindPrerender } from '../support/app-takeover';
import { analyticsEvents } from '../support/data-layer';
import { registerStudent } from '../support/session';
import { signInThroughUi, toast } from '../support/sign-in-ui';

test('page views, login, user info and logout reach window.dataLayer in order', async ({
  page,
  request,
}) => {
  const student = await registerStudent(request, 'Putri Ananda');
  const { user } = student;

  // One document from start to end: the data layer lives as long as the page does.
  await page.goto('/');
  await startAppBehindPrerender(page);
  await expect
    .poll(() => analyticsEvents(page))
    .toEqual([{ event: 'page_view', title: 'Beranda | GCW 2025', path: '/' }]);

  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/auth/login');
  await signInThroughUi(page, user.email, 'rahasia-123');
  await expect(page).toHaveURL('/dashboard/profile');

  const signedIn = [
    { event: 'page_view', title: 'Beranda | GCW 2025', path: '/' },
    { event: 'page_view', title: 'Masuk | GCW 2025', path: '/auth/login' },
    { event: 'login', method: 'email' },
    {
      event: 'user_info',
      user_id: user.id,
      user_role: user.role,
      has_updated_profile: false,
    },
    { event: 'page_view', title: 'Profil | GCW 2025', path: '/dashboard/profile' },
  ];
  await expect.poll(() => analyticsEvents(page)).toEqual(signedIn);

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(toast(page, 'Successfully log out!')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect
    .poll(() => analyticsEvents(page))
    .toEqual([
      ...signedIn,
      { event: 'logout', user_id: user.id },
      { event: 'page_view', title: 'Beranda | GCW 2025', path: '/' },
    ]);
});
