import { expect, test } from '@playwright/test';

import { completeProfile, createTeam, joinTeam, setTeamStatus, UGM } from '../support/api-helpers';
import { expandSidebar, participantMenu } from '../support/dashboard-ui';
import { registerStudent, signInAdmin, useSession } from '../support/session';

/** R4.3: the Stage 1 link opens when an admin moves the team to Stage-1. */
test('stage links unlock when an admin moves the team to Stage-1', async ({ page, request }) => {
  const leader = await completeProfile(
    request,
    await registerStudent(request, 'Oki Setiawan'),
    UGM,
  );
  const team = await createTeam(request, leader, 'hackathon');
  // A member who did not create the team: the status reaches every member's registration.
  const member = await completeProfile(request, await registerStudent(request, 'Rahma Dewi'), UGM);
  await joinTeam(request, member, team.join_code);

  await useSession(page, member);
  await page.goto('/dashboard/hackathon/team');
  await expandSidebar(page);
  const menu = participantMenu(page);
  const locked = menu.getByRole('link', { name: 'Stage 1 Proposal (terkunci)' });
  await expect(locked).toHaveAttribute('href', '#');
  // aria-disabled: announced as unavailable, and Playwright would refuse to click it.
  await expect(locked).toBeDisabled();
  await expect(menu.getByRole('link', { name: 'My Team', exact: true })).toHaveAttribute(
    'href',
    '/dashboard/hackathon/team',
  );

  await setTeamStatus(request, await signInAdmin(request), team.id, 'Stage-1');
  await page.reload();

  const stageOne = menu.getByRole('link', { name: 'Stage 1 Proposal', exact: true });
  await expect(stageOne).toHaveAttribute('href', '/dashboard/hackathon/tahap-1');
  // Only Stage 1: Stage 2 and the Final wait for their own statuses.
  await expect(menu.getByRole('link', { name: 'Stage 2 Video (terkunci)' })).toHaveAttribute(
    'href',
    '#',
  );
  await stageOne.click();
  await expect(page).toHaveURL('/dashboard/hackathon/tahap-1');
  await expect(page).toHaveTitle('Hackathon Tahap 1: Proposal | GCW 2025');
  await expect(page.getByText('Halaman ini masih terkunci')).toHaveCount(0);
  await expect(page.getByText('Kumpulkan proposal solusi AI tim Anda')).toBeVisible();
});
