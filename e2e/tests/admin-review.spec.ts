import type { AdminEventSettings, Session } from '@gcw/shared/contract';
import { ADMIN_API_BASE_PATH, teamNameWithPrefix } from '@gcw/shared/contract';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

import {
  createNamedTeam,
  verifyPaymentByApi,
  readyStudent,
  searchTeams,
  toastBehindDialog,
  teamsTable,
  uniqueTag,
} from '../support/admin-fixtures';
import { joinTeam } from '../support/api-helpers';
import { csvRecords } from '../support/csv-parse';
import { expandSidebar, participantMenu } from '../support/dashboard-ui';
import { SHELL_URL } from '../support/ports';
// Renamed: it is not a React hook, and these helpers are not components (react-hooks lint rule).
import { signInAdmin, useSession as storeSession } from '../support/session';

/** An organiser reviews a team in the browser, and its members see the result. */

/** A member's own browser (a second context): the admin's session stays in the first. */
async function memberPage(browser: Browser, member: Session): Promise<Page> {
  const context = await browser.newContext({ baseURL: SHELL_URL });
  const page = await context.newPage();
  await storeSession(page, member);
  return page;
}

/** Signs the admin in, finds the team by search on /admin/hackathon and opens its review. */
async function openReview(page: Page, admin: Session, teamName: string) {
  await storeSession(page, admin);
  await page.goto('/admin/hackathon');
  await searchTeams(page, teamName);
  const rows = teamsTable(page).getByRole('row');
  // The header row and the one team found: the search narrowed the list to it.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(teamName);
  await teamsTable(page)
    .getByRole('button', { name: `Tinjau ${teamName}` })
    .click();
  const review = page.getByRole('dialog', { name: `Tinjau ${teamNameWithPrefix(teamName)}` });
  await expect(review).toBeVisible();
  await expect(page).toHaveURL(/[?&]team=\d+/);
  return review;
}

test('an admin finds a team, verifies its payment and moves it to Stage-1; a member sees Stage 1 unlock', async ({
  page,
  request,
  browser,
}) => {
  const teamName = uniqueTag('Tim Tinjau ');
  const leader = await readyStudent(request, 'Bagus Pratama');
  const team = await createNamedTeam(request, leader, 'hackathon', teamName);
  const member = await readyStudent(request, 'Citra Lestari');
  await joinTeam(request, member, team.join_code);
  // Another team that the search must leave out.
  await createNamedTeam(
    request,
    await readyStudent(request, 'Dodi Hakim'),
    'hackathon',
    uniqueTag('Tim Lain '),
  );

  const review = await openReview(page, await signInAdmin(request), teamName);
  const payment = review.getByRole('region', { name: 'Pembayaran' });
  await expect(payment).toContainText('Menunggu');
  // Advancing needs a verified payment: the button says so before the payment is verified.
  const advance = review.getByRole('button', { name: 'Naikkan ke Tahap 1' });
  await expect(advance).toBeDisabled();

  // The admin looks at the proof before deciding on it.
  await expect(payment.getByRole('img', { name: 'Bukti pembayaran' })).toBeVisible();
  await payment.getByRole('button', { name: 'Verifikasi pembayaran' }).click();
  await expect(
    toastBehindDialog(page, `Pembayaran ${teamNameWithPrefix(teamName)} terverifikasi.`),
  ).toBeVisible();
  await expect(payment).toContainText('Terverifikasi');
  await expect(payment.getByRole('button', { name: 'Verifikasi pembayaran' })).toHaveCount(0);

  await advance.click();
  const confirm = page.getByRole('dialog', { name: 'Naikkan tahap' });
  await expect(confirm).toContainText(
    `${teamNameWithPrefix(teamName, 'Tim')} dan 2 anggotanya akan naik ke Tahap 1.`,
  );
  await confirm.getByRole('button', { name: 'Naikkan' }).click();
  await expect(
    toastBehindDialog(page, `${teamNameWithPrefix(teamName, 'Tim')} naik ke Tahap 1.`),
  ).toBeVisible();
  await expect(confirm).toBeHidden();
  const stage = review.getByRole('region', { name: 'Tahap', exact: true });
  await expect(stage).toContainText('Tahap 1');
  await expect(stage.getByRole('button', { name: 'Naikkan ke Tahap 2' })).toBeEnabled();
  // The list behind the dialog shows the new state too.
  // The shell's top-right toasts lie over the dialog's close button (reported): a user waits for
  // them to go (notistack's 5 s) before the button can be clicked, and so does the test.
  await expect(
    toastBehindDialog(page, `${teamNameWithPrefix(teamName, 'Tim')} naik ke Tahap 1.`),
  ).toBeHidden();
  await review.getByRole('button', { name: 'Tutup tinjauan' }).click();
  const row = teamsTable(page).getByRole('row').filter({ hasText: teamName });
  await expect(row).toContainText('Terverifikasi');
  await expect(row).toContainText('Tahap 1');

  // The member who did not create the team: the stage reaches every member's registration.
  const memberView = await memberPage(browser, member);
  await memberView.goto('/dashboard/hackathon/team');
  await expandSidebar(memberView);
  const menu = participantMenu(memberView);
  const stageOne = menu.getByRole('link', { name: 'Stage 1 Proposal', exact: true });
  await expect(stageOne).toHaveAttribute('href', '/dashboard/hackathon/tahap-1');
  await expect(menu.getByRole('link', { name: 'Stage 1 Proposal (terkunci)' })).toHaveCount(0);
  await stageOne.click();
  await expect(memberView).toHaveURL('/dashboard/hackathon/tahap-1');
  await expect(memberView).toHaveTitle('Hackathon Tahap 1: Proposal | GCW 2025');
  await expect(memberView.getByText('Halaman ini masih terkunci')).toHaveCount(0);
  await expect(memberView.getByText('Kumpulkan proposal solusi AI tim Anda')).toBeVisible();
  await memberView.context().close();
});

test("a rejected payment's reason, typed by the admin, is shown to the team on My Team", async ({
  page,
  request,
  browser,
}) => {
  const teamName = uniqueTag('Tim Tolak ');
  const reason = `Nominal transfer kurang Rp50.000 (${uniqueTag('ref')})`;
  const leader = await readyStudent(request, 'Eka Wulandari');
  const team = await createNamedTeam(request, leader, 'hackathon', teamName);
  const member = await readyStudent(request, 'Fajar Nugroho');
  await joinTeam(request, member, team.join_code);

  const review = await openReview(page, await signInAdmin(request), teamName);
  await review.getByRole('button', { name: 'Tolak pembayaran' }).click();
  const reject = page.getByRole('dialog', { name: 'Tolak pembayaran' });
  await expect(reject).toContainText(
    `Alasan penolakan akan ditampilkan kepada ${teamNameWithPrefix(teamName)}.`,
  );
  const confirmReject = reject.getByRole('button', { name: 'Tolak pembayaran' });
  // The reason is required: nothing is sent without one.
  await expect(confirmReject).toBeDisabled();
  await reject.getByRole('textbox', { name: 'Alasan penolakan' }).fill(reason);
  await confirmReject.click();
  await expect(
    toastBehindDialog(page, `Pembayaran ${teamNameWithPrefix(teamName)} ditolak.`),
  ).toBeVisible();
  await expect(reject).toBeHidden();
  const payment = review.getByRole('region', { name: 'Pembayaran' });
  await expect(payment).toContainText('Ditolak');
  await expect(payment.getByRole('note')).toHaveText(`Alasan penolakan: ${reason}`);

  // A member (not only the leader who uploaded the proof) reads the reason on My Team.
  const memberView = await memberPage(browser, member);
  await memberView.goto('/dashboard/hackathon/team');
  const teamPayment = memberView.getByRole('region', { name: 'Pembayaran' });
  await expect(teamPayment.getByRole('note')).toHaveText(
    `Bukti pembayaran ditolak. Alasan: ${reason}`,
  );
  await memberView.context().close();
});

test('the CSV export downloads exactly the rows of the filtered teams list', async ({
  page,
  request,
}) => {
  // Three teams share a search word; two have a verified payment. A fourth shares neither.
  const tag = uniqueTag('Ekspor');
  const admin = await signInAdmin(request);
  const named = async (teamName: string, leaderName: string) =>
    createNamedTeam(request, await readyStudent(request, leaderName), 'hackathon', teamName);
  const paidA = await named(`${tag} Alfa`, 'Hana Saputri');
  const paidB = await named(`${tag} Bravo`, 'Indra Kusuma');
  const unpaid = await named(`${tag} Charlie`, 'Joko Susilo');
  const other = await named(uniqueTag('Lain'), 'Kirana Ayu');
  await verifyPaymentByApi(request, admin, paidA.id);
  await verifyPaymentByApi(request, admin, paidB.id);
  await verifyPaymentByApi(request, admin, other.id);

  await storeSession(page, admin);
  await page.goto('/admin/hackathon');
  await searchTeams(page, tag);
  await page.getByRole('combobox', { name: 'Pembayaran' }).click();
  await page.getByRole('option', { name: 'Terverifikasi' }).click();
  await page.waitForURL((url) => url.searchParams.get('payment_status') === 'verified');
  const rows = teamsTable(page).getByRole('row');
  // What the organiser sees: the header and the two paid teams of the search.
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: paidA.team_name })).toHaveCount(1);
  await expect(rows.filter({ hasText: paidB.team_name })).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tim-hackathon-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  // A byte-order mark first, so a spreadsheet reads UTF-8.
  expect(text.startsWith('\uFEFF')).toBe(true);
  const { header, records } = csvRecords(text);

  expect(header).toEqual([
    'ID',
    'Nama tim',
    'Kompetisi',
    'Tahap',
    'Status pembayaran',
    'Catatan pembayaran',
    'Institusi',
    'Pembimbing',
    'NIDN pembimbing',
    'Kode gabung',
    'Jumlah anggota',
    'E-mail ketua',
    'Anggota',
    'Bukti pembayaran',
    'Dibuat (WIB)',
  ]);
  // Exactly the filtered rows (all pages of them): neither the unpaid team nor the other one.
  const names = records.map((r) => r['Nama tim']);
  expect([...names].sort()).toEqual([paidA.team_name, paidB.team_name].sort());
  expect(names).not.toContain(unpaid.team_name);
  expect(names).not.toContain(other.team_name);
  for (const record of records) {
    expect(record['Status pembayaran']).toBe('Terverifikasi');
    expect(record.Kompetisi).toBe('Hackathon');
    expect(record['Dibuat (WIB)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // A cell with a comma comes back whole: the CSV is quoted, not split.
    expect(record.Pembimbing).toBe('Dr. Budi Santoso, M.Kom.');
  }
  expect(records.find((r) => r['Nama tim'] === paidA.team_name)?.Anggota).toContain('Hana Saputri');
});

/** An admin gives one team more time; that team's page counts down to its own deadline. */
test("an admin extends one team's registration deadline; the leader's team page counts down to it", async ({
  page,
  request,
  browser,
}) => {
  const admin = await signInAdmin(request);
  const headers = { Authorization: `Bearer ${admin.access_token}` };
  const settings = await request.get(`${ADMIN_API_BASE_PATH}/settings`, { headers });
  const before = ((await settings.json()) as { Data: AdminEventSettings }).Data.hackathon;
  const put = (hackathon: object) =>
    request.put(`${ADMIN_API_BASE_PATH}/settings/hackathon`, { headers, data: hackathon });
  const DAY = 86_400_000;
  const closes = new Date(Date.now() + 10 * DAY).toISOString();
  const registration = { ...before.registration, closes_at: closes };
  // The early-bird end must stay before the close; this test needs neither.
  expect((await put({ ...before, registration, early_bird_until: null })).status()).toBe(200);
  try {
    const teamName = uniqueTag('Tim Perpanjang ');
    const leader = await readyStudent(request, 'Dewi Anggraini');
    await createNamedTeam(request, leader, 'hackathon', teamName);
    const review = await openReview(page, admin, teamName);
    const section = review.getByRole('region', { name: 'Perpanjangan batas waktu' });
    // 20 days from now, as the WIB wall-clock time a datetime-local input holds.
    const until = new Date(Date.now() + 20 * DAY + 7 * 3_600_000).toISOString().slice(0, 16);
    await section.getByLabel('Diperpanjang sampai (WIB)').fill(until);
    await section.getByRole('button', { name: 'Perpanjang' }).click();
    await expect(toastBehindDialog(page, `Batas waktu ${teamName} diperpanjang.`)).toBeVisible();
    await expect(section.getByRole('list', { name: 'Perpanjangan tim ini' })).toContainText(
      'Pendaftaran, bergabung dan bukti pembayaran',
    );

    const leaderPage = await memberPage(browser, leader);
    await leaderPage.goto('/dashboard/hackathon/team');
    await expect(
      leaderPage.getByText(/^Unggah bukti pembayaran ditutup dalam (19 hari 23 jam|20 hari)/),
    ).toBeVisible();
    await leaderPage.context().close();
  } finally {
    await put(before);
  }
});
