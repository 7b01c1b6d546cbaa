import type { Session } from '@gcw/shared/contract';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

import {
  completeProfile,
  createTeam,
  eventsOf,
  joinTeam,
  teamOf,
  UGM,
} from '../support/api-helpers';
import {
  findTeamByCode,
  foundTeamCard,
  joinButton,
  joinForm,
  joinRefusal,
} from '../support/dashboard-ui';
import { registerStudent, useSession } from '../support/session';
import { toast } from '../support/sign-in-ui';

/**
 * R1.7, R9.4: the server's refusals for one competition per person and a full team. The
 * dashboard hides the join form (or disables Join) once it knows, so the refusal that only the
 * server can give is met the way a student meets it: the team was found in an open tab, and
 * things changed before they pressed Join.
 */

async function student(request: APIRequestContext, name: string): Promise<Session> {
  return completeProfile(request, await registerStudent(request, name), UGM);
}

test('a member of a Hackathon team cannot join a Competitive Programming team', async ({
  page,
  request,
}) => {
  const cpTeam = await createTeam(
    request,
    await student(request, 'Gilang Ramadhan'),
    'competitive-programming',
  );
  const hackathonTeam = await createTeam(
    request,
    await student(request, 'Putri Anggraini'),
    'hackathon',
  );
  const member = await student(request, 'Yoga Saputra');
  await useSession(page, member);
  await page.goto('/dashboard/competitive-programming');
  await findTeamByCode(page, cpTeam.join_code);
  await expect(foundTeamCard(page, cpTeam.team_name)).toContainText('Anggota: 1 dari 3');

  // Meanwhile the student joins the Hackathon team (another tab, here the API).
  await joinTeam(request, member, hackathonTeam.join_code);
  await joinButton(page, cpTeam.team_name).click();

  const refusal = 'Satu peserta hanya boleh mengikuti satu kompetisi';
  // The refusal shows in the form, unless the refreshed statuses have already replaced the
  // form with the "already in Hackathon" notice; the toast carries it either way.
  await expect(
    joinRefusal(page, refusal).or(page.getByText('Anda sudah terdaftar di Hackathon')).first(),
  ).toBeVisible();
  await expect(toast(page, refusal)).toBeVisible();
  expect((await teamOf(request, member, hackathonTeam.id)).member_count).toBe(2);
  expect((await eventsOf(request, member)).id_team).toBe(hackathonTeam.id);

  // Opened afresh, the page says so up front instead of offering the forms.
  await page.reload();
  await expect(page.getByText('Anda sudah terdaftar di Hackathon')).toBeVisible();
  await expect(joinForm(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Buka Hackathon' })).toHaveAttribute(
    'href',
    '/dashboard/hackathon',
  );
});

test('the sixth Hackathon member is refused: the team is full', async ({ page, request }) => {
  test.setTimeout(60_000);
  const leader = await student(request, 'Hendra Wijaya');
  const team = await createTeam(request, leader, 'hackathon');
  for (const name of ['Indah Permata', 'Joko Susilo', 'Kartika Sari']) {
    await joinTeam(request, await student(request, name), team.join_code);
  }
  const sixth = await student(request, 'Lukman Hakim');
  await useSession(page, sixth);
  await page.goto('/dashboard/hackathon');
  await findTeamByCode(page, team.join_code);
  await expect(foundTeamCard(page, team.team_name)).toContainText('Anggota: 4 dari 5');

  // The fifth member takes the last place before the sixth presses Join.
  await joinTeam(request, await student(request, 'Maya Safitri'), team.join_code);
  await joinButton(page, team.team_name).click();
  const refusal = 'Tim ini sudah penuh';
  // The refusal, and the card looked up again after it, both say the team is full.
  await expect(joinRefusal(page, refusal).first()).toBeVisible();
  await expect(toast(page, refusal)).toBeVisible();
  expect((await teamOf(request, leader, team.id)).member_count).toBe(5);

  // Looked up again, the team shows as full and Join is not offered.
  await findTeamByCode(page, team.join_code);
  const card = foundTeamCard(page, team.team_name);
  await expect(card).toContainText('Anggota: 5 dari 5');
  await expect(card).toContainText('Penuh');
  await expect(joinRefusal(page, '(5/5 anggota)')).toBeVisible();
  await expect(joinButton(page, team.team_name)).toBeDisabled();
  expect((await eventsOf(request, sixth)).id_team).toBeNull();
});
