import { API_BASE_PATH } from '@gcw/shared/contract';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';

import { completeProfile, createTeam, joinTeam, teamOf, UGM } from '../support/api-helpers';
import { registerStudent, useSession } from '../support/session';
import { toast } from '../support/sign-in-ui';

/*
 * A student's rights over their data (UU 27/2022), on a phone: the archive of everything the
 * event holds about them, then the erasure of the account, which hands their team over.
 */
test.use({ viewport: { width: 360, height: 800 } });

test('a leader takes their archive, then erases the account; the team goes on under its member', async ({
  page,
  request,
}) => {
  const leader = await completeProfile(
    request,
    await registerStudent(request, 'Laras Wening'),
    UGM,
  );
  const member = await completeProfile(request, await registerStudent(request, 'Dimas Arya'), UGM);
  const team = await createTeam(request, leader, 'hackathon');
  await joinTeam(request, member, team.join_code);

  await useSession(page, leader);
  await page.goto('/dashboard/data-saya');
  await expect(page.getByRole('heading', { name: 'Data saya', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Siapkan arsip data' }).click();
  // Prepared in the background; the page polls until the archive is ready.
  const download = page.getByRole('button', { name: 'Unduh arsip' }).first();
  await expect(download).toBeVisible({ timeout: 60_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^data-saya-gcw-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await readFile((await file.path())!);
  // A ZIP: its local header, and the JSON with the student's own address inside.
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.toString('latin1')).toContain('data-saya.json');

  // What erasure does, in words, before the student confirms.
  await expect(page.getByText(/diserahkan kepada Dimas Arya/)).toBeVisible();
  await page.getByRole('button', { name: 'Hapus akun saya…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hapus akun secara permanen?' });
  const erase = dialog.getByRole('button', { name: 'Hapus akun secara permanen' });
  await dialog.getByLabel('Kata sandi').fill('rahasia-123');
  await expect(erase).toBeDisabled();
  await dialog.getByLabel('Ketik HAPUS').fill('HAPUS');
  await erase.click();
  await expect(toast(page, 'Akun Anda telah dihapus')).toBeVisible();

  // The old sign-in is over and the team is the member's now.
  const profile = await request.get(`${API_BASE_PATH}/profile/my`, {
    headers: { authorization: `Bearer ${leader.access_token}` },
  });
  expect(profile.status()).toBe(401);
  const after = await teamOf(request, member, team.id);
  expect(after.leader_id).toBe(member.user.id);
});
