import { expect } from '@playwright/test';

import type { View } from '../support/a11y-pass';
import { describeRole, openSidebar } from '../support/a11y-pass';

/** The accessibility pass: the admin pages, their dialogs and tables. */
const admin: View[] = [
  { name: 'admin-pengguna', path: '/admin' },
  { name: 'admin-pengguna-sidebar', path: '/admin', open: openSidebar },
  { name: 'admin-pengguna-detail', path: (ids) => `/admin?user=${ids.userId}` },
  { name: 'admin-log-audit', path: '/admin?view=audit' },
  { name: 'admin-hackathon', path: '/admin/hackathon' },
  { name: 'admin-hackathon-tinjau', path: (ids) => `/admin/hackathon?team=${ids.teamId}` },
  { name: 'admin-cp', path: '/admin/cp' },
  { name: 'admin-seminar', path: '/admin/seminar' },
  { name: 'admin-kotak-keluar', path: '/admin/mails' },
  { name: 'admin-pengaturan', path: '/admin/settings', primary: 'Simpan' },
  { name: 'admin-institusi', path: '/admin/institutions' },
  { name: 'admin-sertifikat', path: '/admin/certificates' },
  { name: 'admin-data-pribadi', path: '/admin/data-pribadi' },
  {
    name: 'admin-sertifikat-finalis',
    path: '/admin/certificates?template_key=finalist-hackathon',
  },
  { name: 'admin-pengumuman', path: '/admin/announcements', primary: 'Pratinjau & kirim' },
  {
    name: 'admin-pengumuman-pratinjau',
    path: '/admin/announcements',
    open: async (page) => {
      await page.getByLabel('Judul').fill('Jadwal final');
      await page.getByLabel('Isi pengumuman').fill('Final di Aula pukul 09.00 WIB.');
      await page.getByRole('button', { name: 'Pratinjau & kirim' }).click();
      await expect(page.getByRole('dialog', { name: 'Pratinjau pengumuman' })).toBeVisible();
    },
  },
];

describeRole('admin', admin, (seeded) => seeded.adminSession);
