import { expect } from '@playwright/test';

import type { View } from '../support/a11y-pass';
import { describeRole } from '../support/a11y-pass';

/** The accessibility pass: the pages signed out (the checks: e2e/support/a11y-pass.ts). */
const signedOut: View[] = [
  { name: 'beranda', path: '/' },
  {
    name: 'beranda-menu',
    path: '/',
    widths: [360],
    open: async (page) => {
      await page.getByRole('button', { name: 'Buka menu navigasi' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  { name: 'tentang', path: '/about' },
  { name: 'masuk', path: '/auth/login', primary: 'Sign in' },
  // Since the privacy consent checkbox, 'Daftar' sits below the first screen of a 360 px phone.
  { name: 'daftar', path: '/auth/register' },
  { name: 'lupa-sandi', path: '/auth/forgot-password', primary: 'Kirim tautan' },
  { name: 'atur-ulang-sandi', path: '/auth/reset-password' },
  { name: 'verifikasi-email', path: '/auth/verify-email' },
  // The public certificate check, with a code nobody holds.
  { name: 'sertifikat-periksa', path: '/sertifikat/GCW-C-0000000000' },
  // The privacy notice (UU 27/2022), with the retention periods the API reports.
  { name: 'kebijakan-privasi', path: '/privasi' },
];

describeRole('tamu', signedOut, null);
