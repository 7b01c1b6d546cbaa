import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

import { toast } from '../sign-in-ui';
import type { AdminUi } from './admin-ui';

/**
 * An announcement to every participant: previewed, sent after "Kirim ke N peserta?" (N is
 * `recipients`), seen by a student, then withdrawn and gone from the student's page.
 */
export async function announceAndWithdraw(admin: AdminUi, recipients: number, student: Page) {
  const { page } = admin;
  const title = 'Pertemuan teknis peserta';
  await page.goto('/admin/announcements');
  await admin.checks.check(page);
  const form = page.getByRole('form', { name: 'Tulis pengumuman' });
  await form.getByLabel('Judul').fill(title);
  await form
    .getByLabel('Isi pengumuman')
    .fill('Pertemuan teknis diadakan daring hari Sabtu pukul 09.00 WIB. Tautan menyusul.');
  await form.getByRole('button', { name: 'Pratinjau & kirim' }).click();
  const preview = page.getByRole('dialog', { name: 'Pratinjau pengumuman' });
  await expect(preview.getByRole('status')).toHaveText(`Akan dikirim ke ${recipients} peserta.`);
  await admin.checks.check(page, 'pratinjau');
  await preview.getByRole('button', { name: 'Kirim sekarang' }).click();
  const confirm = page.getByRole('dialog', { name: `Kirim ke ${recipients} peserta?` });
  await confirm.getByRole('button', { name: 'Ya, kirim' }).click();
  await expect(preview).toBeHidden();
  const list = page.getByRole('list', { name: 'Daftar pengumuman' });
  await expect(list).toContainText(title);

  await student.goto('/dashboard/profile');
  await expect(student.getByText(title).first()).toBeVisible();

  await list.getByRole('button', { name: `Tarik "${title}"` }).click();
  const withdraw = page.getByRole('dialog', { name: 'Tarik pengumuman ini?' });
  await admin.checks.check(page, 'tarik');
  await withdraw.getByRole('button', { name: 'Ya, tarik' }).click();
  await expect(toast(page, 'Pengumuman ditarik')).toBeVisible();

  await student.reload();
  await expect(student.getByRole('form', { name: 'Form profil' })).toBeVisible();
  await expect(student.getByText(title)).toHaveCount(0);
}
