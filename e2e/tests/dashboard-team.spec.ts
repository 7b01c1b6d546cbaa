import { API_BASE_PATH } from '@gcw/shared/contract';
import { expect, test } from '@playwright/test';

import { completeProfile, createTeam, eventsOf, teamOf, UGM, UI } from '../support/api-helpers';
import {
  findTeamByCode,
  foundTeamCard,
  joinButton,
  joinForm,
  joinRefusal,
  membersList,
} from '../support/dashboard-ui';
import { announceBankAccounts } from '../support/payment-settings';
import { SHELL_URL } from '../support/ports';
import { registerStudent, useSession } from '../support/session';
import { toast } from '../support/sign-in-ui';
import { tinyPdf, tinyPng } from '../support/test-files';

/** A team from sign-up to a second member, and the other-university refusal. */

test('a new student completes the profile, registers a Hackathon team with a proof of payment, and a classmate joins with the code', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await announceBankAccounts(request);
  const leader = await registerStudent(request, 'Rina Maharani');
  await useSession(page, leader);
  await page.goto('/dashboard/profile');

  // The profile, as the student fills it in (the name comes from the sign-up).
  const profile = page.getByRole('form', { name: 'Form profil' });
  await expect(profile.getByLabel('Nama lengkap')).toHaveValue('Rina Maharani');
  await profile.getByLabel('Nomor HP (WhatsApp)').fill('0812 3456 7890');
  await profile.getByLabel('NIM').fill('22106050001');
  await profile.getByLabel('Jurusan / program studi').fill('S1 Informatika');
  // Picked from the list, so that classmates who pick it too match the team's institution.
  await profile.getByLabel('Institusi').fill('Gadjah');
  await page.getByRole('option', { name: UGM }).click();
  // The social-media proof is a screenshot, uploaded and saved at once (ADR 0012).
  await profile.getByLabel('Bukti media sosial (tangkapan layar)').setInputFiles({
    name: 'rina-follow.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  await expect(toast(page, 'Bukti media sosial tersimpan')).toBeVisible();
  await profile.getByRole('button', { name: 'Simpan profil' }).click();
  await expect(toast(page, 'Profil berhasil disimpan')).toBeVisible();

  // Next step offered right away.
  await page.getByRole('link', { name: 'Daftar Hackathon' }).click();
  await expect(page).toHaveURL('/dashboard/hackathon');
  const create = page.getByRole('form', { name: 'Form buat tim' });
  await create.getByLabel('Nama tim').fill('Tim Garuda Cerdas');
  await create.getByLabel('Nama dosen pembimbing').fill('Dr. Budi Santoso, M.Kom.');
  await create.getByLabel('NIDN dosen pembimbing').fill('0012345678');
  await create.getByLabel('Bukti pembayaran').setInputFiles({
    name: 'bukti-transfer.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(),
  });
  await expect(create.getByText('bukti-transfer.pdf')).toBeVisible();
  await create.getByRole('button', { name: 'Daftarkan tim' }).click();

  // My Team: the join code to share, the same the API holds for the team.
  await expect(page).toHaveURL('/dashboard/hackathon/team');
  await expect(page.getByRole('heading', { name: 'Tim Garuda Cerdas' })).toBeVisible();
  const codeOnPage = page.getByLabel('Kode gabung');
  await expect(codeOnPage).toHaveText(/^[A-Z2-9]{10}$/);
  const joinCode = (await codeOnPage.textContent()) ?? '';
  const { id_team: teamId } = await eventsOf(request, leader);
  expect(teamId).not.toBeNull();
  const team = await teamOf(request, leader, teamId ?? 0);
  expect(team.join_code).toBe(joinCode);
  expect(team.bukti_pembayaran_url).not.toBeNull();
  await expect(toast(page, `Bagikan kode gabung ${joinCode}`)).toBeVisible();

  // A classmate from the same university, in a browser of their own.
  const classmate = await completeProfile(
    request,
    await registerStudent(request, 'Dimas Pratama'),
    UGM,
  );
  const context = await browser.newContext({ baseURL: SHELL_URL });
  const second = await context.newPage();
  await useSession(second, classmate);
  await second.goto('/dashboard/hackathon');
  await findTeamByCode(second, joinCode.toLowerCase());
  const card = foundTeamCard(second, 'Tim Garuda Cerdas');
  await expect(card).toContainText(`Institusi: ${UGM}`);
  await expect(card).toContainText('Ketua: Rina Maharani');
  await expect(card).toContainText('Anggota: 1 dari 5');
  await joinButton(second, 'Tim Garuda Cerdas').click();

  await expect(second).toHaveURL('/dashboard/hackathon/team');
  await expect(toast(second, 'Anda bergabung dengan Tim Garuda Cerdas')).toBeVisible();
  await expect(membersList(second).getByRole('listitem')).toHaveCount(2);
  await expect(membersList(second)).toContainText('Dimas Pratama');
  await context.close();

  // The leader sees the new member too.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Anggota (2/5)' })).toBeVisible();
  await expect(membersList(page)).toContainText('Dimas Pratama');
});

test('a student of another university cannot join: Join disabled, the team institution named, the server refuses', async ({
  page,
  request,
}) => {
  const leader = await completeProfile(request, await registerStudent(request, 'Ayu Lestari'), UGM);
  const team = await createTeam(request, leader, 'hackathon');
  const outsider = await completeProfile(
    request,
    await registerStudent(request, 'Fajar Nugroho'),
    UI,
  );
  await useSession(page, outsider);
  await page.goto('/dashboard/hackathon');

  await findTeamByCode(page, team.join_code);
  await expect(foundTeamCard(page, team.team_name)).toContainText(`Institusi: ${UGM}`);
  // The rule is explained and Join stays disabled (R1.7): the team's institution is named.
  await expect(joinRefusal(page, `Tim ini milik ${UGM}`)).toBeVisible();
  await expect(joinButton(page, team.team_name)).toBeDisabled();

  // A join sent anyway is refused by the server, which holds the rule.
  const refused = await request.post(`${API_BASE_PATH}/team/registration/join/${team.join_code}`, {
    headers: { authorization: `Bearer ${outsider.access_token}` },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ Message: expect.any(String) });
  await expect(page).toHaveURL('/dashboard/hackathon');
  await expect(joinForm(page)).toBeVisible();
  const events = await eventsOf(request, outsider);
  expect(events.id_team).toBeNull();
  expect((await teamOf(request, leader, team.id)).member_count).toBe(1);
});
