import { expect, test } from '@playwright/test';

import { readyStudent } from '../support/admin-fixtures';
import { announceBankAccounts } from '../support/payment-settings';
import { useSession } from '../support/session';

/**
 * The accessibility pass: on a 360×640 phone a long form's primary action stays at the bottom of the
 * screen while the form is in view, so it is sent without scrolling to its end first.
 */
test.use({ viewport: { width: 360, height: 640 } });

test('on a phone the form buttons stay in sight while their form is on screen', async ({
  page,
  request,
}) => {
  await announceBankAccounts(request);
  await useSession(page, await readyStudent(request, 'Sari Ponsel'));

  await page.goto('/dashboard/profile');
  const profile = page.getByRole('form', { name: 'Form profil' });
  await profile.getByLabel('Nama lengkap').focus();
  await expect(profile.getByLabel('Nama lengkap')).toBeInViewport();
  await expect(profile.getByRole('button', { name: 'Simpan profil' })).toBeInViewport({
    ratio: 1,
  });

  await page.goto('/dashboard/competitive-programming');
  const create = page.getByRole('form', { name: 'Form buat tim' });
  await create.getByLabel('Nama tim').focus();
  await expect(create.getByRole('button', { name: 'Daftarkan tim' })).toBeInViewport({ ratio: 1 });
  // Not a layer over the fields: the one being typed in is not hidden under the bar.
  await expect(create.getByLabel('Nama tim')).toBeInViewport({ ratio: 1 });
});
