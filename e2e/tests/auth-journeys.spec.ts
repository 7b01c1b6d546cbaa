import { expect, test } from '@playwright/test';

import { E2E_ADMIN } from '../support/ports';
import { tickRegisterConsent } from '../support/privacy-consent';
import { registerStudent, signInAdmin, useSession } from '../support/session';
import { loginForm, signInThroughUi, toast, uniqueEmail } from '../support/sign-in-ui';

const PASSWORD = 'rahasia-123';

test('a new user registers, signs in through the UI and lands on the profile', async ({ page }) => {
  const email = uniqueEmail('register-ui');
  await page.goto('/auth/register');
  const form = page.getByRole('form', { name: 'Daftar akun' });
  await form.getByLabel('Nama lengkap').fill('Rina Maharani');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Konfirmasi kata sandi', { exact: true }).fill(PASSWORD);
  await tickRegisterConsent(form);
  await form.getByRole('button', { name: 'Daftar', exact: true }).click();

  // ADR 0005: registering sends the user on to sign in, with the new e-mail filled in.
  await expect(toast(page, 'Akun berhasil dibuat. Silakan masuk.')).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(loginForm(page).getByLabel('Email')).toHaveValue(email);

  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL('/dashboard/profile');
  await expect(page).toHaveTitle('Profil | GCW 2025');
  await expect(toast(page, 'Successfully signed in!')).toBeVisible();
});

test('the admin signs in through the UI and lands on /admin', async ({ page }) => {
  await page.goto('/auth/login');
  await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/admin');
  await expect(page).toHaveTitle('Admin: Pengguna | GCW 2025');
});

test('a wrong password says so as a toast and inline, and stays on login', async ({
  page,
  request,
}) => {
  const student = await registerStudent(request);
  await page.goto('/auth/login');
  await signInThroughUi(page, student.user.email, 'not-the-password');

  await expect(toast(page, 'Invalid email or password')).toBeVisible();
  await expect(loginForm(page).getByRole('note')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL('/auth/login');
  // Busy state is over: the user can correct the password and try again.
  await expect(loginForm(page).getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

test('a protected page visited signed out comes back, with its query, after signing in', async ({
  page,
  request,
}) => {
  const student = await registerStudent(request);
  const intended = '/dashboard/hackathon/team?tab=anggota';
  await page.goto(intended);
  await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent(intended)}`);

  await signInThroughUi(page, student.user.email, PASSWORD);
  await expect(page).toHaveURL(intended);
  await expect(page).toHaveTitle('Tim Hackathon | GCW 2025');
});

test('opening login while signed in as a participant goes to the profile', async ({
  page,
  request,
}) => {
  await useSession(page, await registerStudent(request));
  await page.goto('/auth/login');
  await expect(page).toHaveURL('/dashboard/profile');
});

test('opening login while signed in as the admin goes to /admin', async ({ page, request }) => {
  await useSession(page, await signInAdmin(request));
  await page.goto('/auth/login');
  await expect(page).toHaveURL('/admin');
});
