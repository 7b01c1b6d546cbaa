import { expect } from '@playwright/test';

import type { AdminUi } from './admin-ui';
import { literal } from './text';

/**
 * The admin finds a student's mail in the Outbox, opens it and reads the link in it (to pass
 * on to the student: a default install stores mail instead of sending it).
 */
export async function linkOpenedInOutbox(
  admin: AdminUi,
  address: string,
  subject: string,
  pathname: string,
): Promise<URL> {
  const { page } = admin;
  if (new URL(page.url()).pathname !== '/admin/mails') await page.goto('/admin/mails');
  await page.getByRole('searchbox', { name: 'Cari penerima atau subjek' }).fill(address);
  await page.waitForURL((url) => url.searchParams.get('search') === address);
  const open = page.getByRole('button', {
    name: new RegExp(`^Buka e-mail ${literal(subject)}.* untuk ${literal(address)}$`),
  });
  await expect(open).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('row').filter({ has: open })).toContainText(
    'Disimpan di server, tidak dikirim',
  );
  await admin.checks.check(page, 'kotak keluar');
  await open.click();
  const mail = page.getByRole('dialog', { name: new RegExp(`^${literal(subject)}`) });
  const link = mail.getByRole('link', { name: new RegExp(`${pathname}\\?`) });
  await expect(link).toBeVisible();
  await admin.checks.check(page, 'e-mail dibuka');
  const href = new URL((await link.getAttribute('href')) ?? '');
  await mail.getByRole('button', { name: 'Tutup' }).click();
  await expect(mail).toBeHidden();
  return href;
}

/** The admin vouches for a student's address on the user's detail, with a reason. */
export async function markVerified(admin: AdminUi, name: string, email: string) {
  const { page } = admin;
  await page.goto('/admin');
  await page.getByRole('searchbox', { name: 'Cari nama, e-mail, NIM, institusi' }).fill(email);
  await page.waitForURL((url) => url.searchParams.get('search') === email);
  await page.getByRole('button', { name: `Detail ${name}` }).click();
  const detail = page.getByRole('region', { name: 'Detail pengguna' });
  await expect(detail).toContainText(email);
  await admin.checks.check(page, 'detail pengguna');
  await detail.getByRole('button', { name: 'Tandai e-mail terverifikasi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tandai e-mail terverifikasi?' });
  await dialog
    .getByRole('textbox', { name: 'Alasan' })
    .fill('Mahasiswa menunjukkan KTM di sekretariat panitia.');
  await admin.checks.check(page, 'tandai terverifikasi');
  await dialog.getByRole('button', { name: 'Tandai terverifikasi' }).click();
  await expect(dialog).toBeHidden();
  await expect(detail.getByRole('button', { name: 'Tandai e-mail terverifikasi' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Tutup detail' }).click();
}
