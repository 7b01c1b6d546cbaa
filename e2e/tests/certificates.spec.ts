import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';

import { readyStudent, registerSeminar, uniqueTag } from '../support/admin-fixtures';
import { checkInTicket } from '../support/api-helpers';
import { signInAdmin, useSession } from '../support/session';

/**
 * The e-certificate's whole way (ADR 0021). The admin issues the seminar's certificates to the
 * checked-in attendees and watches the job finish; the student finds theirs and downloads the
 * PDF; anyone sees it is genuine at /sertifikat/<code>, even on a 360 px phone; once the admin
 * revokes it, the same page says so.
 */
test('a seminar certificate is issued, downloaded, verified in public, revoked and then shown revoked', async ({
  page,
  browser,
  request,
}) => {
  const name = `Citra ${uniqueTag('Sertifikat')}`;
  const student = await readyStudent(request, name);
  const ticket = await registerSeminar(request, student);
  const admin = await signInAdmin(request);
  expect((await checkInTicket(request, admin, ticket.ticket_id)).status()).toBe(200);

  // The admin: the checked-in student is among those who would receive it, then the job runs.
  await useSession(page, admin);
  await page.goto('/admin/certificates');
  // The default template previews as it is: a PDF with sample data.
  const previewing = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pratinjau' }).click();
  const preview = await readFile(await (await previewing).path());
  expect(preview.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // This stack's seminar has no date, and no certificate is issued without one: the admin
  // gives the template its date first.
  await page.getByRole('textbox', { name: 'Tanggal acara' }).fill('2026-08-01');
  await page.getByRole('button', { name: 'Simpan templat' }).click();
  await expect(page.getByText(/^Templat .+ disimpan\.$/)).toBeVisible();
  const issue = page.getByRole('region', { name: 'Terbitkan Kehadiran Seminar' });
  const candidates = issue.getByRole('table', { name: 'Calon penerima' });
  await expect(candidates.getByRole('row', { name: new RegExp(name) })).toContainText(
    'Akan menerima',
  );
  await issue.getByRole('button', { name: 'Terbitkan', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Terbitkan sertifikat?' });
  await confirm.getByRole('button', { name: /^Terbitkan \d+ sertifikat$/ }).click();
  await expect(issue.getByRole('progressbar', { name: /^Penerbitan selesai/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(candidates.getByRole('row', { name: new RegExp(name) })).toContainText(
    'Sudah menerima',
  );

  // The issued list finds it by the student's name; its code is the public one.
  await page.getByRole('searchbox', { name: 'Cari nama, kode, institusi' }).fill(name);
  const issued = page.getByRole('table', { name: 'Sertifikat terbit' });
  const row = issued.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Sah');
  const code = (await row.getByRole('cell').first().textContent()) ?? '';
  expect(code).toMatch(/^GCW-C-[A-Z2-7]{10}$/);

  // The student: the certificate on the dashboard, its PDF downloaded.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await useSession(studentPage, student);
  await studentPage.goto('/dashboard/sertifikat');
  const card = studentPage.getByRole('article', { name: 'Kehadiran Seminar' });
  await expect(card).toContainText(code);
  const downloading = studentPage.waitForEvent('download');
  await card.getByRole('button', { name: 'Unduh PDF Kehadiran Seminar' }).click();
  const download = await downloading;
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await studentContext.close();

  // Anyone, signed out, on a phone: the QR's page (a deep link, loaded fresh) says genuine.
  const guestContext = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const guest = await guestContext.newPage();
  await guest.goto(`/sertifikat/${code}`);
  const result = guest.getByRole('region', { name: 'Sertifikat asli' });
  await expect(result).toContainText(name);
  await expect(result).toContainText('Kehadiran Seminar');
  expect(
    await guest.evaluate(() => document.documentElement.scrollWidth),
    'nothing wider than the phone',
  ).toBeLessThanOrEqual(360);

  // The admin revokes it with a reason; the list marks it.
  await row.getByRole('button', { name: `Cabut sertifikat ${name}` }).click();
  const revoke = page.getByRole('dialog', { name: 'Cabut sertifikat?' });
  await revoke.getByRole('textbox', { name: 'Alasan pencabutan' }).fill('Diterbitkan keliru');
  await revoke.getByRole('button', { name: 'Cabut sertifikat' }).click();
  await expect(row).toContainText('Dicabut');

  // The public page now says so.
  await guest.reload();
  await expect(
    guest.getByRole('region', { name: /^Sertifikat ini telah dicabut pada \d+ \S+ \d{4}$/ }),
  ).toBeVisible();
  await expect(guest.getByText('Sertifikat asli')).toHaveCount(0);
  await guestContext.close();
});

test('an unknown code is not found on the public page, and a typed code is checked', async ({
  page,
}) => {
  await page.goto('/sertifikat');
  await page.getByRole('textbox', { name: 'Kode sertifikat' }).fill('gcw-c-0000000000');
  await page.getByRole('button', { name: 'Periksa sertifikat' }).click();
  await expect(page).toHaveURL(/\/sertifikat\/GCW-C-0000000000$/);
  await expect(page.getByRole('status')).toContainText('Sertifikat tidak ditemukan');
});
