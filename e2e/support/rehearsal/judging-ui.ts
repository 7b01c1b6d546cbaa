import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

import { signInThroughUi, toast } from '../sign-in-ui';
import type { Member } from './committee-http';
import { PROPOSAL_RUBRIC, scoresFor } from './judging-http';
import type { PageChecks } from './page-checks';

const JUDGING_PAGE = '/admin/penjurian';
const JUDGE_PAGE = '/admin/juri';

/** A committee member signs in on the sign-in page and lands on the admin's first page. */
export async function signInMember(page: Page, member: Member) {
  await page.goto('/auth/login');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/admin(\/|$)/);
}

/** The invited member opens the Ketua's link and creates the password of their account. */
export async function acceptInviteInBrowser(page: Page, link: URL, member: Member) {
  await page.goto(`${link.pathname}${link.search}`);
  const form = page.getByRole('form', { name: 'Buat kata sandi akun panitia' });
  await form.getByLabel('Kata sandi baru', { exact: true }).fill(member.password);
  await form.getByLabel('Ulangi kata sandi baru', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Buat kata sandi dan masuk' }).click();
  await expect(toast(page, 'Kata sandi akun panitia dibuat.')).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
}

/** The Hackathon division at a laptop: /admin/penjurian, by labels and roles only. */
export class JudgingUi {
  constructor(
    readonly page: Page,
    private readonly checks: PageChecks,
  ) {}

  async open() {
    await this.page.goto(JUDGING_PAGE);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Penjurian' })).toBeVisible();
  }

  /** The proposal rubric: judges per team and each criterion, then saved. */
  async writeRubric(judgesPerTeam: number) {
    const { page } = this;
    const form = page.getByRole('form', { name: 'Rubrik penilaian' });
    await form.getByRole('spinbutton', { name: 'Juri per tim' }).fill(String(judgesPerTeam));
    for (const [i, c] of PROPOSAL_RUBRIC.entries()) {
      const n = i + 1;
      const section = form.getByRole('region', { name: `Kriteria ${n}` });
      if ((await section.count()) === 0)
        await form.getByRole('button', { name: 'Tambah kriteria' }).click();
      await section.getByLabel(`Kode kriteria ${n}`).fill(c.id);
      await section.getByLabel(`Nama kriteria ${n}`).fill(c.name);
      await section.getByLabel(`Deskripsi kriteria ${n}`).fill(c.description);
      await section.getByLabel(`Bobot kriteria ${n}`).fill(String(c.weight));
      await section.getByLabel(`Nilai minimum kriteria ${n}`).fill(String(c.min));
      await section.getByLabel(`Nilai maksimum kriteria ${n}`).fill(String(c.max));
    }
    await this.checks.check(page, 'rubrik diisi');
    await form.getByRole('button', { name: 'Simpan rubrik' }).click();
    await expect(toast(page, 'Rubrik Proposal (Tahap 1) disimpan.')).toBeVisible();
  }

  /** Automatic assignment; every team gets its judges (none is left short). */
  async assignAutomatically(judgesPerTeam: number) {
    const { page } = this;
    await page
      .getByRole('button', { name: `Tugaskan otomatis (${judgesPerTeam} juri per tim)` })
      .click();
    const outcome = page.getByRole('status').filter({ hasText: 'penugasan baru dibuat' });
    await expect(outcome).toContainText('Setiap tim sudah mendapat cukup juri.', {
      timeout: 30_000,
    });
    await this.checks.check(page, 'juri ditugaskan');
  }

  async closeJudging() {
    const { page } = this;
    await page.getByRole('button', { name: 'Tutup penilaian' }).click();
    const confirm = page.getByRole('dialog', { name: 'Tutup penilaian?' });
    await confirm.getByRole('button', { name: 'Ya, tutup' }).click();
    await expect(page.getByText(/^Ditutup /)).toBeVisible();
  }

  /** The top `count` of the ranking, confirmed in one decision; every team is told. */
  async shortlistTop(count: number, total: number) {
    const { page } = this;
    await page.getByRole('spinbutton', { name: 'Jumlah tim teratas' }).fill(String(count));
    await page.getByRole('button', { name: `Pilih ${count} teratas` }).click();
    await expect(page.getByText(`${count} dari ${total} tim dipilih lolos.`)).toBeVisible();
    await this.checks.check(page, 'hasil penilaian');
    await page.getByRole('button', { name: 'Tetapkan tim lolos' }).click();
    const confirm = page.getByRole('dialog', { name: 'Tetapkan tim yang lolos?' });
    await confirm.getByRole('button', { name: 'Ya, tetapkan' }).click();
    const rest = total - count;
    await expect(
      toast(page, `${count} tim lolos, ${rest} tim tidak lolos. Setiap tim sudah diberi tahu.`),
    ).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/^Tim lolos ditetapkan /)).toBeVisible();
  }
}

/**
 * A judge on a phone: the first team of their list, scored with their scores and sent after the
 * confirmation. Answers the "judge:team" pair, so the rest of the scores leave it out.
 */
export async function scoreFirstTeamOnPhone(page: Page, judgeId: number, checks: PageChecks) {
  await page.goto(JUDGE_PAGE);
  const list = page.getByRole('list', { name: 'Tim Proposal (Tahap 1)' });
  await list.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/juri\/proposal\/\d+$/);
  const teamId = Number(new URL(page.url()).pathname.split('/').pop());
  const scores = scoresFor(teamId, judgeId);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checks.check(page, 'juri di ponsel');
  for (const c of PROPOSAL_RUBRIC)
    await page
      .getByRole('spinbutton', { name: `${c.name} (${c.min}–${c.max})`, exact: true })
      .fill(String(scores[c.id]));
  await page
    .getByRole('textbox', { name: 'Komentar untuk tim' })
    .fill('Ide kuat, data uji kurang.');
  await page.getByRole('button', { name: 'Kirim nilai' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ya, kirim' }).click();
  await expect(page.getByText(/^Nilai Anda terkirim .* tidak bisa diubah lagi\.$/)).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > 360)
    checks.problems.push(`the judge's page scrolls sideways at 360 px (${width} px)`);
  await checks.check(page, 'nilai terkirim di ponsel');
  return `${judgeId}:${teamId}`;
}
