import { expect } from '@playwright/test';

import type { AdminUi } from './admin-ui';

/** `YYYY-MM-DDTHH:mm` in WIB (UTC+7), what the settings' datetime fields take. */
export function wib(msFromNow: number): string {
  return new Date(Date.now() + msFromNow + 7 * 3600_000).toISOString().slice(0, 16);
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;

async function saveSection(
  admin: AdminUi,
  tab: string,
  form: string,
  values: Record<string, string>,
) {
  const { page } = admin;
  await page.getByRole('tab', { name: tab, exact: true }).click();
  const section = page.getByRole('form', { name: form });
  for (const [label, value] of Object.entries(values))
    await section.getByLabel(label, { exact: true }).fill(value);
  await section.getByRole('button', { name: 'Simpan' }).click();
  await expect(section.getByRole('status')).toHaveText('Pengaturan tersimpan');
  await admin.checks.check(page, tab);
}

/**
 * The first admin's set-up: the checklist on /admin/overview says what is missing; the
 * settings page takes the bank account, fees and registration windows of both competitions and
 * the seminar's date, place and seats; a test mail goes through the Outbox; the checklist then
 * says registration can open.
 */
export async function completeSetUp(admin: AdminUi) {
  const { page } = admin;
  await page.goto('/admin/overview');
  const checklist = page.getByRole('region', { name: 'Persiapan acara' });
  await expect(checklist).toContainText('persiapan wajib selesai. Lengkapi sisanya');
  await admin.checks.check(page, 'persiapan belum lengkap');

  await page.goto('/admin/settings');
  await admin.checks.check(page);
  const registration = {
    'Pendaftaran dibuka (WIB)': wib(-HOUR),
    'Pendaftaran ditutup (WIB)': wib(14 * DAY),
  };
  const bank = {
    Bank: 'Bank Negara Indonesia',
    'Nomor rekening': '0123456789',
    'Atas nama': 'Panitia GCW 2025',
  };
  // Hackathon: R9.3's Rp80.000–Rp100.000, the early bird open for three more days (the
  // checklist refuses an early-bird fee without an end). CP: Rp80.000, no early bird.
  for (const [tab, form, fees] of [
    [
      'Hackathon',
      'Pengaturan hackathon',
      { 'Biaya (Rp)': '100000', 'Early bird sampai (WIB)': wib(3 * DAY) },
    ],
    [
      'Competitive Programming',
      'Pengaturan competitive-programming',
      { 'Biaya (Rp)': '80000', 'Biaya early bird (Rp)': '' },
    ],
  ] as const) {
    await saveSection(admin, tab, form, {
      ...registration,
      ...fees,
      ...bank,
      'Petunjuk pembayaran': 'Tulis kode pembayaran tim pada berita transfer.',
    });
  }
  await saveSection(admin, 'Seminar', 'Pengaturan seminar', {
    ...registration,
    'Biaya (Rp)': '0',
    'Tanggal dan jam seminar (WIB)': wib(20 * DAY),
    'Seminar selesai (WIB)': wib(20 * DAY + 3 * HOUR),
    Tempat: 'Auditorium Fakultas Teknik, Kampus Pusat',
    'Kapasitas kursi': '200',
  });

  await page.goto('/admin/overview');
  await checklist.getByRole('button', { name: 'Kirim e-mail uji' }).click();
  await expect(checklist.getByRole('listitem', { name: 'E-mail uji: Selesai' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(checklist).toContainText('Semua persiapan wajib selesai: pendaftaran siap dibuka.');
  await admin.checks.check(page, 'persiapan lengkap');
}
