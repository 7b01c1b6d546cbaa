import { expect } from '@playwright/test';

import type { View } from '../support/a11y-pass';
import { describeRole, openSidebar } from '../support/a11y-pass';

/** The accessibility pass: the pages of a student who leads a Stage-1 team and holds a seminar ticket. */
const student: View[] = [
  {
    name: 'profil',
    path: '/dashboard/profile',
    // The next step of the first event (the form's own button is sticky once it is in view).
    primary: (page) =>
      page.getByRole('region', { name: 'Status pendaftaran' }).getByRole('link').first(),
  },
  { name: 'profil-sidebar', path: '/dashboard/profile', open: openSidebar },
  {
    name: 'profil-notifikasi',
    path: '/dashboard/profile',
    open: async (page) => {
      await page.getByRole('button', { name: /^Notifikasi/ }).click();
      await expect(page.locator('#notification-panel')).toBeVisible();
    },
  },
  { name: 'seminar', path: '/dashboard/seminar' },
  {
    name: 'seminar-tiket',
    path: '/dashboard/seminar',
    open: async (page) => {
      await page.getByRole('button', { name: 'Tampilkan layar penuh' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'hackathon', path: '/dashboard/hackathon' },
  { name: 'hackathon-tim', path: '/dashboard/hackathon/team' },
  {
    name: 'hackathon-tim-ganti-nama',
    path: '/dashboard/hackathon/team',
    open: async (page) => {
      await page.getByRole('button', { name: 'Ganti nama tim' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'hackathon-tahap-1', path: '/dashboard/hackathon/tahap-1' },
  { name: 'hackathon-tahap-2', path: '/dashboard/hackathon/tahap-2' },
  { name: 'hackathon-detail', path: (ids) => `/dashboard/hackathon/${ids.teamId}` },
  { name: 'cp', path: '/dashboard/competitive-programming' },
  { name: 'cp-tim', path: '/dashboard/competitive-programming/team' },
  // E-certificates: none issued yet, so the page says when they come.
  { name: 'sertifikat', path: '/dashboard/sertifikat' },
  // Personal data: the archive, the consent, and the erasure's confirmation dialog.
  { name: 'data-saya', path: '/dashboard/data-saya' },
  {
    name: 'data-saya-hapus-akun',
    path: '/dashboard/data-saya',
    open: async (page) => {
      await page.getByRole('button', { name: 'Hapus akun saya…' }).click();
      await expect(page.getByRole('dialog', { name: 'Hapus akun secara permanen?' })).toBeVisible();
    },
  },
  {
    name: 'gabung-tim',
    path: (ids) => `/dashboard/teams/join?code=${ids.joinCode}`,
    primary: 'Cari tim',
  },
];

describeRole('mahasiswa', student, (seeded) => seeded.leader);
