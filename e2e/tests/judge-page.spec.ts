import type { CommitteeRole, JudgingStageInfo, Session } from '@gcw/shared/contract';
import { ADMIN_API_BASE_PATH, API_BASE_PATH } from '@gcw/shared/contract';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';

import { checkPage, settle } from '../support/a11y';
import { createNamedTeam, readyStudent, uniqueTag } from '../support/admin-fixtures';
import { setTeamStatus } from '../support/api-helpers';
import { linkTo, waitForMail } from '../support/mailbox';
import { signInAdmin, useSession } from '../support/session';
import { tinyPdf } from '../support/test-files';

/**
 * Issue 30's goal: a judge's page usable at 360 px. A judge invited to the committee (role Juri)
 * opens an assigned team on a phone, reads its proposal, saves a draft, submits; no sideways
 * scroll, and axe finds nothing serious or critical before or after.
 */
test.use({ viewport: { width: 360, height: 800 } });

const JUDGING = `${ADMIN_API_BASE_PATH}/judging`;
const bearer = (session: Session) => ({ Authorization: `Bearer ${session.access_token}` });

async function dataOf<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok())
    throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { Data: T }).Data;
}

/** A committee member with the Juri role only: invited by mail, password set through the link. */
async function inviteJudge(request: APIRequestContext, admin: Session): Promise<Session> {
  const roles = await dataOf<CommitteeRole[]>(
    await request.get(`${ADMIN_API_BASE_PATH}/committee/roles`, { headers: bearer(admin) }),
    'committee roles',
  );
  const juri = roles.find((role) => role.key === 'juri');
  if (!juri) throw new Error('the default role "juri" is missing');
  const email = `${uniqueTag('juri')}@e2e.test`.toLowerCase();
  await dataOf(
    await request.post(`${ADMIN_API_BASE_PATH}/committee/invites`, {
      headers: bearer(admin),
      data: { email, name: 'Dewi Penilai', role_ids: [juri.id] },
    }),
    'committee invite',
  );
  const mail = await waitForMail(email, 'Undangan panitia');
  const token = linkTo(mail, '/auth/reset-password').searchParams.get('token');
  const password = 'rahasia-juri-123';
  await dataOf(
    await request.post('/api/v1/gcw/resources/auth/password/reset', { data: { token, password } }),
    'invite password',
  );
  return dataOf<Session>(
    await request.post('/api/v1/gcw/resources/auth/login', { data: { email, password } }),
    'judge sign-in',
  );
}

/** A Stage-1 Hackathon team that has sent its proposal PDF. */
async function teamWithProposal(request: APIRequestContext, admin: Session) {
  const leader = await readyStudent(request, 'Rina Proposal');
  const name = uniqueTag('Tim Juri ');
  const team = await createNamedTeam(request, leader, 'hackathon', name);
  await setTeamStatus(request, admin, team.id, 'Stage-1');
  await dataOf(
    await request.post(`${API_BASE_PATH}/team/submission/stage-1`, {
      headers: bearer(leader),
      multipart: {
        proposal: { name: 'proposal.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
      },
    }),
    'proposal upload',
  );
  return { id: team.id, name };
}

/**
 * The proposal stage open for scoring with a rubric. The stage is shared by every spec of the
 * stack: its rubric is written only when it has none (a submitted score anywhere freezes it).
 */
async function openProposalStage(request: APIRequestContext, admin: Session) {
  const stages = await dataOf<JudgingStageInfo[]>(
    await request.get(JUDGING, { headers: bearer(admin) }),
    'judging stages',
  );
  let stage = stages.find((entry) => entry.stage === 'proposal')!;
  if (stage.closed_at)
    stage = await dataOf(
      await request.post(`${JUDGING}/proposal/reopen`, { headers: bearer(admin) }),
      'reopen',
    );
  if (stage.criteria.length > 0) return stage.criteria;
  const criteria = [
    {
      id: 'ide',
      name: 'Orisinalitas ide',
      description: 'Kebaruan solusi',
      weight: 3,
      min: 0,
      max: 100,
    },
    { id: 'teknis', name: 'Kelayakan teknis', description: '', weight: 2, min: 0, max: 100 },
  ];
  stage = await dataOf(
    await request.put(`${JUDGING}/proposal/rubric`, {
      headers: bearer(admin),
      data: { judges_per_team: 2, criteria },
    }),
    'rubric',
  );
  return stage.criteria;
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
}

test('a judge scores an assigned team on a 360 px phone: draft, then submit', async ({
  page,
  request,
}, testInfo) => {
  // An invite by mail, a team with its upload, and two axe passes: longer than the default.
  test.setTimeout(90_000);
  const admin = await signInAdmin(request);
  const judge = await inviteJudge(request, admin);
  const team = await teamWithProposal(request, admin);
  const criteria = await openProposalStage(request, admin);
  await dataOf(
    await request.post(`${JUDGING}/proposal/assignments`, {
      headers: bearer(admin),
      data: { team_id: team.id, judge_id: judge.user.id },
    }),
    'assignment',
  );

  await useSession(page, judge);
  await page.goto('/admin/juri');
  const list = page.getByRole('list', { name: 'Tim Proposal (Tahap 1)' });
  await list.getByRole('link', { name: new RegExp(team.name) }).click();
  await expect(page).toHaveURL(`/admin/juri/proposal/${team.id}`);
  await expect(page.getByRole('heading', { level: 1, name: team.name })).toBeVisible();
  await expect(page.locator(`iframe[title="Proposal ${team.name}"]`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buka proposal di tab baru' })).toBeVisible();
  await settle(page);
  await expectNoSidewaysScroll(page);
  expect(await checkPage(page, testInfo, 'juri-tim-ponsel')).toEqual([]);

  const field = (index: number) => {
    const c = criteria[index]!;
    return page.getByRole('spinbutton', { name: `${c.name} (${c.min}–${c.max})`, exact: true });
  };
  // The sticky bar: once the rubric is on screen, sending is in reach without scrolling to its
  // end, and the bar covers no score being typed.
  await field(0).evaluate((input) => input.scrollIntoView({ block: 'center' }));
  await field(0).fill(String(criteria[0]!.max));
  await expect(page.getByRole('button', { name: 'Kirim nilai' })).toBeInViewport({ ratio: 1 });
  await expect(field(0)).toBeInViewport({ ratio: 1 });
  await page.getByRole('button', { name: 'Simpan draf' }).click();
  await expect(page.getByText('Draf disimpan.')).toBeVisible();
  await page.reload();
  await expect(field(0)).toHaveValue(String(criteria[0]!.max));
  await expect(page.getByText(/^Draf terakhir disimpan/)).toBeVisible();

  for (let i = 1; i < criteria.length; i += 1) await field(i).fill(String(criteria[i]!.min));
  await page
    .getByRole('textbox', { name: 'Komentar untuk tim' })
    .fill('Ide kuat, uji coba kurang.');
  await page.getByRole('button', { name: 'Kirim nilai' }).click();
  const confirm = page.getByRole('dialog', { name: `Kirim nilai untuk ${team.name}?` });
  await expect(confirm).toContainText('tidak bisa diubah lagi');
  await confirm.getByRole('button', { name: 'Ya, kirim' }).click();

  await expect(page.getByText(/^Nilai Anda terkirim .* tidak bisa diubah lagi\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kirim nilai' })).toHaveCount(0);
  await expect(field(0)).toHaveAttribute('readonly', '');
  const mine = await dataOf<{ team_id: number; state: string }[]>(
    await request.get(`${JUDGING}/proposal/my-teams`, { headers: bearer(judge) }),
    'my teams',
  );
  expect(mine.find((item) => item.team_id === team.id)?.state).toBe('submitted');
  await settle(page);
  await expectNoSidewaysScroll(page);
  expect(await checkPage(page, testInfo, 'juri-tim-terkirim-ponsel')).toEqual([]);
});
