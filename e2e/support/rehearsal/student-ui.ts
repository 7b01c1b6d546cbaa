import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

import { UGM } from '../api-helpers';
import { findTeamByCode, joinButton, joinForm } from '../dashboard-ui';
import { tickRegisterConsent } from '../privacy-consent';
import { signInThroughUi, toast } from '../sign-in-ui';
import { tinyPdf, tinyPng } from '../test-files';
import type { PageChecks } from './page-checks';
import type { Student } from './students';

/** A student in a browser of their own, as a person: by labels and roles only. */
export class StudentUi {
  constructor(
    readonly page: Page,
    readonly student: Student,
    private readonly checks: PageChecks,
  ) {}

  async register() {
    const { page, student } = this;
    await page.goto('/auth/register');
    await this.checks.check(page);
    const form = page.getByRole('form', { name: 'Daftar akun' });
    await form.getByLabel('Nama lengkap').fill(student.name);
    await form.getByLabel('Email').fill(student.email);
    await form.getByLabel('Kata sandi', { exact: true }).fill(student.password);
    await form.getByLabel('Konfirmasi kata sandi', { exact: true }).fill(student.password);
    await tickRegisterConsent(form);
    await form.getByRole('button', { name: 'Daftar', exact: true }).click();
    await expect(toast(page, 'Akun berhasil dibuat. Silakan masuk.')).toBeVisible();
  }

  /** Opens the verification link the committee passed on from the mail. */
  async openVerificationLink(link: URL) {
    await this.page.goto(`${link.pathname}${link.search}`);
    await expect(this.page.getByRole('status')).toContainText('berhasil diverifikasi');
    await this.checks.check(this.page);
  }

  async signIn() {
    const { page, student } = this;
    await page.goto('/auth/login');
    await this.checks.check(page);
    await signInThroughUi(page, student.email, student.password);
    await expect(page).toHaveURL('/dashboard/profile');
  }

  async fillProfile() {
    const { page, student } = this;
    const profile = page.getByRole('form', { name: 'Form profil' });
    // The form is drawn after the top of the page (BelowTheFold): on a busy machine that takes
    // longer than the usual 10 s, and a student waits for it as long as it takes.
    await expect(profile.getByLabel('Nama lengkap')).toHaveValue(student.name, { timeout: 30_000 });
    await this.checks.check(page, 'profil kosong');
    await profile.getByLabel('Nomor HP (WhatsApp)').fill(`0813 ${4000 + student.index} 7890`);
    await profile.getByLabel('NIM').fill(student.nim);
    await profile
      .getByLabel('Jurusan / program studi')
      .fill('D4 Teknologi Rekayasa Perangkat Lunak');
    await profile.getByLabel('Institusi').fill('Gadjah');
    await page.getByRole('option', { name: UGM }).click();
    await profile.getByLabel('Bukti media sosial (tangkapan layar)').setInputFiles({
      name: 'ikuti-instagram.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
    await expect(toast(page, 'Bukti media sosial tersimpan')).toBeVisible();
    await profile.getByRole('button', { name: 'Simpan profil' }).click();
    await expect(toast(page, 'Profil berhasil disimpan')).toBeVisible();
  }

  /** The team form with the proof of payment; answers the join code shown on My Team. */
  async createTeam(path: string, teamName: string): Promise<string> {
    const { page } = this;
    await page.goto(path);
    const create = page.getByRole('form', { name: 'Form buat tim' });
    // How to pay, from the admin's settings: the early-bird amount, the account and its holder.
    const details = create.getByRole('region', { name: 'Rincian pembayaran' });
    await expect(details).toContainText(/Rp\s?80\.000/);
    await expect(details).toContainText('0123456789');
    await expect(details).toContainText('Panitia GCW 2025');
    await this.checks.check(page);
    await create.getByLabel('Nama tim').fill(teamName);
    await create.getByLabel('Nama dosen pembimbing').fill('Dr. Sri Wahyuni, M.Kom.');
    await create.getByLabel('NIDN dosen pembimbing').fill('0011223344');
    await create.getByLabel('Bukti pembayaran').setInputFiles({
      name: 'bukti-transfer.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    });
    await create.getByRole('button', { name: 'Daftarkan tim' }).click();
    await expect(page).toHaveURL(`${path}/team`);
    await expect(page.getByRole('heading', { name: teamName })).toBeVisible();
    const code = page.getByLabel('Kode gabung');
    await expect(code).toHaveText(/^[A-Z2-9]{10}$/);
    await this.checks.check(page, 'tim baru');
    return (await code.textContent()) ?? '';
  }

  /** The share link a leader sent: the code is filled in; the student looks and joins. */
  async joinByLink(link: string, teamName: string) {
    const { page } = this;
    await page.goto(link);
    const form = joinForm(page);
    await expect(form.getByLabel('Kode gabung')).not.toHaveValue('');
    await form.getByRole('button', { name: 'Cari tim' }).click();
    await this.joinFound(teamName);
  }

  async joinByCode(path: string, code: string, teamName: string) {
    await this.page.goto(path);
    await findTeamByCode(this.page, code);
    await this.joinFound(teamName);
  }

  private async joinFound(teamName: string) {
    const { page } = this;
    const join = joinButton(page, teamName);
    await expect(join).toBeEnabled();
    await this.checks.check(page, 'tim ditemukan');
    await join.click();
    await expect(toast(page, `Anda bergabung dengan ${teamName}`)).toBeVisible();
  }

  /** Takes a seat; answers the ticket id shown on the ticket. */
  async takeSeminarSeat(): Promise<string> {
    const { page } = this;
    await page.goto('/dashboard/seminar');
    await this.checks.check(page);
    await page.getByRole('button', { name: 'Daftar seminar sekarang' }).click();
    await expect(toast(page, 'Tiket Anda sudah terbit')).toBeVisible();
    const ticketId = page
      .getByRole('region', { name: 'Tiket seminar Anda' })
      .getByRole('definition')
      .first();
    await expect(ticketId).toHaveText(/^SEM-[0-9A-F]{16}$/);
    await this.checks.check(page, 'tiket');
    return (await ticketId.textContent()) ?? '';
  }
}
