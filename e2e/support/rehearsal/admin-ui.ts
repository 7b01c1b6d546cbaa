import type { Session } from '@gcw/shared/contract';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

import { searchTeams, teamsTable, toastBehindDialog } from '../admin-fixtures';
import { signInThroughUi, toast } from '../sign-in-ui';
import type { PageChecks } from './page-checks';
import { literal } from './text';

/**
 * The review dialog of one team. Its name is its heading's text, which holds the close button
 * too ("Tinjau Tim X Tutup tinjauan"); the name is matched up to the team's whole name.
 */
const reviewOf = (page: Page, teamName: string) =>
  page.getByRole('dialog', { name: new RegExp(`^Tinjau ${literal(teamName)}(\\s|$)`) });

/** The competition pages' paths in the admin (R2.1). */
export const ADMIN_TEAMS_PATH = {
  hackathon: '/admin/hackathon',
  'competitive-programming': '/admin/cp',
};

/** An organiser in the browser: the admin pages by labels and roles. */
export class AdminUi {
  constructor(
    readonly page: Page,
    readonly checks: PageChecks,
  ) {}

  async signIn(email: string, password: string) {
    await this.page.goto('/auth/login');
    await signInThroughUi(this.page, email, password);
    await expect(this.page).toHaveURL('/admin');
    await this.checks.check(this.page);
  }

  /** The session the shell stored, for the calls the admin pages make in bulk. */
  async session(): Promise<Session> {
    const raw = await this.page.evaluate(() => window.localStorage.getItem('gcw:session'));
    return JSON.parse(raw ?? 'null') as Session;
  }

  /** Finds a team (every name of the rehearsal says 'Tim …' itself) and verifies its payment. */
  async verifyPayment(path: string, teamName: string) {
    const { page } = this;
    if (new URL(page.url()).pathname !== path) {
      await page.goto(path);
      await this.checks.check(page);
    }
    await searchTeams(page, teamName);
    await teamsTable(page)
      .getByRole('button', { name: `Tinjau ${teamName}`, exact: true })
      .click();
    const review = reviewOf(page, teamName);
    const payment = review.getByRole('region', { name: 'Pembayaran' });
    await expect(payment.getByRole('button', { name: 'Verifikasi pembayaran' })).toBeVisible();
    await this.checks.check(page, 'tinjau tim');
    await payment.getByRole('button', { name: 'Verifikasi pembayaran' }).click();
    await expect(toastBehindDialog(page, `Pembayaran ${teamName} terverifikasi.`)).toBeVisible();
    await expect(payment).toContainText('Terverifikasi');
    return review;
  }

  /** From the open review: the team (and its members) to Tahap 1. */
  async advanceToStageOne(teamName: string) {
    const { page } = this;
    const review = reviewOf(page, teamName);
    await review.getByRole('button', { name: 'Naikkan ke Tahap 1' }).click();
    const confirm = page.getByRole('dialog', { name: 'Naikkan tahap' });
    await confirm.getByRole('button', { name: 'Naikkan' }).click();
    await expect(toastBehindDialog(page, `${teamName} naik ke Tahap 1.`)).toBeVisible();
    await expect(review.getByRole('region', { name: 'Tahap', exact: true })).toContainText(
      'Tahap 1',
    );
  }

  async closeReview() {
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
  }

  /** The door desk: a typed ticket id. */
  async checkIn(ticketId: string) {
    const { page } = this;
    const desk = page.getByRole('region', { name: 'Check-in tiket' });
    if (new URL(page.url()).pathname !== '/admin/seminar') {
      await page.goto('/admin/seminar');
      await expect(desk).toBeVisible();
      await this.checks.check(page);
    }
    await desk.getByRole('textbox', { name: 'ID tiket' }).fill(ticketId);
    await desk.getByRole('button', { name: 'Check-in' }).click();
    await expect(desk.getByRole('note').filter({ hasText: 'Hadir:' })).toContainText(ticketId);
    await expect(toast(page, 'Check-in berhasil').first()).toBeVisible();
  }
}
