import { API_BASE_PATH, teamNameWithPrefix } from '@gcw/shared/contract';
import type { Session } from '@gcw/shared/contract';
import { expect, test } from '@playwright/test';

import {
  createNamedTeam,
  readyStudent,
  searchTeams,
  teamsTable,
  toastBehindDialog,
  uniqueTag,
} from '../support/admin-fixtures';
import { completeProfile, eventsOf, UGM } from '../support/api-helpers';
import { linkTo, mailsTo, waitForMail } from '../support/mailbox';
import type { ReceivedMail } from '../support/mailbox';
import { announceBankAccounts } from '../support/payment-settings';
import { SHELL_URL } from '../support/ports';
import { tickRegisterConsent } from '../support/privacy-consent';
import {
  registerStudent,
  signInAdmin,
  useSession as storeSession,
  VERIFICATION_SUBJECT,
} from '../support/session';
import { loginForm, signInThroughUi, toast, uniqueEmail } from '../support/sign-in-ui';
import { tinyPdf } from '../support/test-files';

/**
 * The account and notification mails, as a student meets them. The API sends through
 * the stack's own SMTP server (support/mail-catcher.ts); each test reads what that server
 * received, parsed with mailparser, and follows the link in it in the browser.
 */

const PASSWORD = 'rahasia-123';
const EVENT = 'GCW 2025';

/** What every mail of the product carries: one recipient, Indonesian, both parts, the event. */
function expectProductMail(mail: ReceivedMail, to: string, subject: string) {
  expect(mail.envelopeTo).toEqual([to]);
  expect(mail.to).toEqual([to]);
  expect(mail.subject).toBe(subject);
  expect(mail.from).toContain('no-reply@gcw.local');
  expect(mail.htmlLang).toBe('id');
  expect(mail.text).toContain(EVENT);
  expect(mail.html).toContain(EVENT);
  // Every link of the mail leads into the product the student uses (the e2e shell).
  expect(mail.links.length).toBeGreaterThan(0);
  for (const link of mail.links) expect(new URL(link).origin).toBe(SHELL_URL);
}

test('a student who forgot the password gets the reset mail, sets a new password from its link and signs in with it; the old one is refused', async ({
  page,
  request,
}) => {
  const student = await registerStudent(request, 'Lestari Ayu');
  const email = student.user.email;
  const newPassword = 'sandi-baru-2026';

  // From the sign-in page, with the address already typed there.
  await page.goto('/auth/login');
  await loginForm(page).getByLabel('Email').fill(email);
  await page.getByRole('link', { name: 'Lupa kata sandi?' }).click();
  await expect(page).toHaveURL('/auth/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Lupa kata sandi?' })).toBeVisible();
  const forgot = page.getByRole('form', { name: 'Lupa kata sandi' });
  await expect(forgot.getByLabel('Email')).toHaveValue(email);
  await forgot.getByRole('button', { name: 'Kirim tautan' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Jika alamat itu terdaftar, kami telah mengirim tautan untuk mengatur ulang kata sandi ke ${email}. Tautan berlaku 60 menit; periksa juga folder spam.`,
  );

  const mail = await waitForMail(email, 'Atur ulang kata sandi');
  expectProductMail(mail, email, `Atur ulang kata sandi akun ${EVENT}`);
  expect(mail.text).toContain('berlaku 60 menit dan hanya dapat dipakai sekali');
  const link = linkTo(mail, '/auth/reset-password');
  const token = link.searchParams.get('token') ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(mail.html).toContain(`href="${link.href}"`);
  expect(mail.subject).not.toContain(token);

  // The link from the mail, opened in the browser.
  await page.goto(link.href);
  await expect(page.getByRole('heading', { level: 1, name: 'Buat kata sandi baru' })).toBeVisible();
  const reset = page.getByRole('form', { name: 'Atur ulang kata sandi' });
  await reset.getByLabel('Kata sandi baru', { exact: true }).fill(newPassword);
  await reset.getByLabel('Ulangi kata sandi baru', { exact: true }).fill(newPassword);
  await reset.getByRole('button', { name: 'Simpan kata sandi baru' }).click();
  await expect(
    toast(page, 'Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/auth/login');

  // The old password no longer opens the account ...
  await signInThroughUi(page, email, PASSWORD);
  await expect(loginForm(page).getByRole('note')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL('/auth/login');
  // ... and the session that was open before the reset has ended with it.
  const refreshed = await request.post(`${API_BASE_PATH}/auth/refresh-token`, {
    data: { refresh_token: student.refresh_token },
  });
  expect(refreshed.status()).toBe(401);

  // The new one does.
  await signInThroughUi(page, email, newPassword);
  await expect(page).toHaveURL('/dashboard/profile');
  await expect(page).toHaveTitle(`Profil | ${EVENT}`);

  // The link works once: opened again (signed out, in a fresh browser) it says so.
  const again = await page.context().browser()!.newContext({ baseURL: SHELL_URL });
  const second = await again.newPage();
  await second.goto(link.href);
  const form = second.getByRole('form', { name: 'Atur ulang kata sandi' });
  await form.getByLabel('Kata sandi baru', { exact: true }).fill('sandi-ketiga-2026');
  await form.getByLabel('Ulangi kata sandi baru', { exact: true }).fill('sandi-ketiga-2026');
  await form.getByRole('button', { name: 'Simpan kata sandi baru' }).click();
  await expect(second.getByText('Tautan sudah dipakai')).toBeVisible();
  await expect(second.getByRole('link', { name: 'Minta tautan baru' })).toHaveAttribute(
    'href',
    '/auth/forgot-password',
  );
  await again.close();
});

test('a new student gets the verification mail; registering a team is refused until its link is opened, then the team is created', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await announceBankAccounts(request);
  const email = uniqueEmail('verify-ui');
  const teamName = uniqueTag('Tim Verifikasi ');

  await page.goto('/auth/register');
  const register = page.getByRole('form', { name: 'Daftar akun' });
  await register.getByLabel('Nama lengkap').fill('Wulan Sari');
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
  await register.getByLabel('Konfirmasi kata sandi', { exact: true }).fill(PASSWORD);
  await tickRegisterConsent(register);
  await register.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(toast(page, 'Akun berhasil dibuat. Silakan masuk.')).toBeVisible();

  const mail = await waitForMail(email, VERIFICATION_SUBJECT);
  expectProductMail(mail, email, `Verifikasi alamat e-mail Anda untuk ${EVENT}`);
  expect(mail.text).toContain('Wulan Sari');
  const link = linkTo(mail, '/auth/verify-email');
  expect(mail.html).toContain(`href="${link.href}"`);

  // The profile is not what this journey is about: completed through the API.
  const login = await request.post(`${API_BASE_PATH}/auth/login`, {
    data: { email, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const session = await completeProfile(
    request,
    ((await login.json()) as { Data: Session }).Data,
    UGM,
  );

  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL('/dashboard/profile');
  await page.goto('/dashboard/hackathon');
  const banner = page.getByRole('region', { name: 'Verifikasi email' });
  await expect(banner).toContainText(`Kami telah mengirim tautan verifikasi ke ${email}`);
  await expect(banner.getByRole('button', { name: 'Kirim ulang' })).toBeVisible();

  const fillTeamForm = async () => {
    const create = page.getByRole('form', { name: 'Form buat tim' });
    await create.getByLabel('Nama tim').fill(teamName);
    await create.getByLabel('Nama dosen pembimbing').fill('Dr. Budi Santoso, M.Kom.');
    await create.getByLabel('NIDN dosen pembimbing').fill('0012345678');
    await create.getByLabel('Bukti pembayaran').setInputFiles({
      name: 'bukti-transfer.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    });
    await create.getByRole('button', { name: 'Daftarkan tim' }).click();
    return create;
  };

  // Unverified: the API refuses, and the page says in Indonesian what to do.
  const refusal = `Verifikasi alamat e-mail Anda terlebih dahulu. Buka tautan yang kami kirim ke ${email}, atau kirim ulang dari halaman profil.`;
  const create = await fillTeamForm();
  // Shown in place as a notice; the error toast is the one announcement (for screen readers).
  await expect(create.getByRole('note')).toHaveText(refusal);
  await expect(toast(page, refusal)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/hackathon');
  expect((await eventsOf(request, session)).id_team).toBeNull();

  // The link from the mail, opened in the same signed-in browser.
  await page.goto(link.href);
  await expect(page.getByRole('status')).toHaveText(
    `Email ${email} berhasil diverifikasi. Sekarang Anda bisa mendaftar tim dan seminar.`,
  );
  await page.getByRole('link', { name: 'Buka dashboard' }).click();
  await expect(page).toHaveURL('/dashboard/profile');

  await page.goto('/dashboard/hackathon');
  await expect(page.getByRole('form', { name: 'Form buat tim' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Verifikasi email' })).toHaveCount(0);
  await fillTeamForm();
  await expect(page).toHaveURL('/dashboard/hackathon/team');
  await expect(page.getByRole('heading', { name: teamName })).toBeVisible();
  expect((await eventsOf(request, session)).id_team).not.toBeNull();
});

test("an admin verifies a team's payment; the leader gets the mail, follows its link, and the bell shows the unread notification", async ({
  page,
  request,
  browser,
}) => {
  const teamName = uniqueTag('Tim Surat ');
  const leader = await readyStudent(request, 'Gilang Ramadhan');
  const email = leader.user.email;
  await createNamedTeam(request, leader, 'hackathon', teamName);

  // The admin, in the browser, as in admin-review.spec.ts.
  await storeSession(page, await signInAdmin(request));
  await page.goto('/admin/hackathon');
  await searchTeams(page, teamName);
  await teamsTable(page)
    .getByRole('button', { name: `Tinjau ${teamName}` })
    .click();
  const review = page.getByRole('dialog', { name: `Tinjau ${teamNameWithPrefix(teamName)}` });
  const payment = review.getByRole('region', { name: 'Pembayaran' });
  await payment.getByRole('button', { name: 'Verifikasi pembayaran' }).click();
  await expect(
    toastBehindDialog(page, `Pembayaran ${teamNameWithPrefix(teamName)} terverifikasi.`),
  ).toBeVisible();

  const subject = `Pembayaran ${teamNameWithPrefix(teamName)} diverifikasi - ${EVENT}`;
  const mail = await waitForMail(email, subject);
  expectProductMail(mail, email, subject);
  expect(mail.text).toContain('Halo Gilang Ramadhan');
  expect(mail.text).toContain(
    `Bukti pembayaran ${teamNameWithPrefix(teamName)} untuk Hackathon telah diverifikasi panitia.`,
  );
  const link = linkTo(mail, '/dashboard/hackathon/team');
  expect(mail.html).toContain(`href="${link.href}"`);
  // One decision, one mail.
  expect((await mailsTo(email)).filter((m) => m.subject === subject)).toHaveLength(1);

  // The leader, in a browser of their own, follows the link from the mail.
  const context = await browser.newContext({ baseURL: SHELL_URL });
  const leaderPage = await context.newPage();
  await storeSession(leaderPage, leader);
  await leaderPage.goto(link.href);
  await expect(leaderPage).toHaveURL('/dashboard/hackathon/team');
  await expect(leaderPage.getByRole('heading', { name: teamName })).toBeVisible();

  const bell = leaderPage.getByRole('button', { name: 'Notifikasi, 1 belum dibaca' });
  await expect(bell).toBeVisible();
  await bell.click();
  const latest = leaderPage.getByRole('menu', { name: 'Notifikasi terbaru' });
  const item = latest.getByRole('menuitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(
    `Belum dibaca: Pembayaran ${teamNameWithPrefix(teamName)} diverifikasi`,
  );
  await expect(item).toContainText('telah diverifikasi panitia');
  // Opening it marks it read.
  await item.click();
  await expect(leaderPage).toHaveURL('/dashboard/hackathon/team');
  await expect(
    leaderPage.getByRole('button', { name: 'Notifikasi, semua sudah dibaca' }),
  ).toBeVisible();
  await context.close();
});
