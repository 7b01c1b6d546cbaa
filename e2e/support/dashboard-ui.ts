import { teamNameWithPrefix } from '@gcw/shared/contract';
import type { Locator, Page } from '@playwright/test';

/** The dashboard's forms and regions, found by their accessible names (mfe-dashboard). */

/** The 'Gabung dengan kode' card: the join form, the team found and the refusal shown in place. */
export function joinSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Gabung dengan kode' });
}

/** A message shown in place in the join card: a notice, as the error toast announces it. */
export function joinRefusal(page: Page, text: string): Locator {
  return joinSection(page).getByRole('note').filter({ hasText: text });
}

export function joinForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Form cari tim' });
}

/** Types a join code and presses 'Cari tim': the team it points at is shown before joining. */
export async function findTeamByCode(page: Page, code: string) {
  const form = joinForm(page);
  await form.getByLabel('Kode gabung').fill(code);
  await form.getByRole('button', { name: 'Cari tim' }).click();
}

/** The card of the team found by code (labelled 'Tim <name>'). */
export function foundTeamCard(page: Page, teamName: string): Locator {
  return page.getByRole('region', { name: `${teamNameWithPrefix(teamName, 'Tim')}` });
}

export function joinButton(page: Page, teamName: string): Locator {
  return page.getByRole('button', { name: `Gabung ke ${teamName}` });
}

/** The members section of My Team. */
export function membersList(page: Page): Locator {
  return page.getByRole('list', { name: /^Anggota/ });
}

/** The sidebar starts collapsed to icons (R2.25), where child links are not shown. */
export async function expandSidebar(page: Page) {
  const toggle = page.getByRole('button', { name: 'Lebarkan sidebar' });
  await toggle.click();
  await page.getByRole('button', { name: 'Ciutkan sidebar' }).waitFor();
}

export function participantMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Menu peserta' });
}
