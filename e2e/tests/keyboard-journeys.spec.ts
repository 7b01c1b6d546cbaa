import { teamNameWithPrefix } from '@gcw/shared/contract';
import { expect, test } from '@playwright/test';

import { uniqueTag } from '../support/admin-fixtures';
import { UGM } from '../support/api-helpers';
import {
  chooseFileByKeyboard,
  expectVisibleFocus,
  pressUntilFocused,
  tabAndType,
} from '../support/keyboard';
import { announceBankAccounts } from '../support/payment-settings';
import { registerStudent, signInAdmin, useSession } from '../support/session';
import { loginForm, toast } from '../support/sign-in-ui';
import { tinyPdf, tinyPng } from '../support/test-files';

/**
 * The accessibility pass: the main journeys with the keyboard only (Tab, Shift+Tab, Enter, Space,
 * arrows, Escape; no click), the focus visible at every stop. The admin verifies the payment of
 * the team the student registered, so the two tests run in order.
 */
test.describe.configure({ mode: 'serial' });

let teamName = '';

test('a student signs in, fills the profile, uploads a proof and registers a team by keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await announceBankAccounts(request);
  const student = await registerStudent(request, 'Tari Papan');
  await page.goto('/auth/login');
  const login = loginForm(page);
  await tabAndType(page, login.getByLabel('Email'), student.user.email);
  await tabAndType(page, login.getByLabel('Password', { exact: true }), 'rahasia-123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard/profile');

  const profile = page.getByRole('form', { name: 'Form profil' });
  await expect(profile.getByLabel('Nama lengkap')).toHaveValue('Tari Papan');
  await tabAndType(page, profile.getByLabel('Nomor HP (WhatsApp)'), '081234567890');
  await tabAndType(page, profile.getByLabel('NIM'), '22106050002');
  await tabAndType(page, profile.getByLabel('Jurusan / program studi'), 'S1 Informatika');
  await tabAndType(page, profile.getByLabel('Institusi'), 'Gadjah');
  await expect(page.getByRole('option', { name: UGM })).toBeVisible();
  // The answer for the whole word, not one for its first letters still on screen.
  await expect(page.getByRole('option').first()).toContainText('Gadjah');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(profile.getByLabel('Institusi')).toHaveValue(UGM);
  // Enter on the file field's button opens the picker.
  await chooseFileByKeyboard(page, profile.getByRole('button', { name: 'Pilih berkas' }), 'Enter', {
    name: 'tari-follow.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  await expect(toast(page, 'Bukti media sosial tersimpan')).toBeVisible();
  await pressUntilFocused(page, profile.getByRole('button', { name: 'Simpan profil' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Profil berhasil disimpan')).toBeVisible();

  await pressUntilFocused(page, page.getByRole('link', { name: 'Daftar Hackathon' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard/hackathon');
  const create = page.getByRole('form', { name: 'Form buat tim' });
  teamName = uniqueTag('Tim Papan ');
  await tabAndType(page, create.getByLabel('Nama tim'), teamName);
  await tabAndType(page, create.getByLabel('Nama dosen pembimbing'), 'Dr. Budi Santoso, M.Kom.');
  await tabAndType(page, create.getByLabel('NIDN dosen pembimbing'), '0012345678');
  // Space on the file field's button opens the picker too.
  await chooseFileByKeyboard(page, create.getByRole('button', { name: 'Pilih berkas' }), ' ', {
    name: 'bukti-transfer.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(),
  });
  await expect(create.getByText('bukti-transfer.pdf')).toBeVisible();
  await pressUntilFocused(page, create.getByRole('button', { name: 'Daftarkan tim' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard/hackathon/team');
  await expect(page.getByRole('heading', { name: teamName })).toBeVisible();
});

test('an admin verifies the payment by keyboard and is back on the row that opened the review', async ({
  page,
  request,
}) => {
  expect(teamName, 'the student test registered a team').not.toBe('');
  await useSession(page, await signInAdmin(request));
  await page.goto('/admin/hackathon');
  await tabAndType(
    page,
    page.getByRole('searchbox', { name: 'Cari tim, kode, institusi, pembimbing' }),
    teamName,
  );
  await page.waitForURL((url) => url.searchParams.get('search') === teamName);
  const opener = page.getByRole('button', { name: `Tinjau ${teamName}` });
  await pressUntilFocused(page, opener);
  await page.keyboard.press('Enter');
  const review = page.getByRole('dialog', { name: `Tinjau ${teamNameWithPrefix(teamName)}` });
  await expect(review).toBeVisible();
  await pressUntilFocused(page, review.getByRole('button', { name: 'Verifikasi pembayaran' }));
  await page.keyboard.press('Enter');
  // The button is gone once verified: focus stays in the review, on the section's heading.
  await expect(review.getByRole('heading', { name: 'Pembayaran' })).toBeFocused();
  await expect(review.getByText('Terverifikasi')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(review).toBeHidden();
  await expectVisibleFocus(opener);
});
