import type { CompetitionType, Session, TeamDetail, Ticket } from '@gcw/shared/contract';
import { ADMIN_API_BASE_PATH, API_BASE_PATH } from '@gcw/shared/contract';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';

import { completeProfile, createTeam, UGM } from './api-helpers';
import { registerStudent } from './session';
import { WORKER_TAG } from './worker-tag';

/**
 * Seed data for the admin journeys, made through the real participant API: each test makes its
 * own students and teams (unique names), so no test depends on another or on a demo seed.
 */

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.access_token}` });

async function dataOf<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok())
    throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { Data: T }).Data;
}

let tagCounter = 0;

/** A word no other test or earlier run on the same database has used: team names are searched. */
export function uniqueTag(prefix: string): string {
  tagCounter += 1;
  return `${prefix}${Date.now().toString(36)}w${WORKER_TAG}n${tagCounter}`;
}

/** A registered student with a complete profile (team and seminar registration need one). */
export async function readyStudent(request: APIRequestContext, name: string): Promise<Session> {
  return completeProfile(request, await registerStudent(request, name), UGM);
}

/**
 * A team with a chosen name (the admin searches for it), its leader's proof of payment a PNG as
 * the dashboard uploads it (multipart).
 */
export async function createNamedTeam(
  request: APIRequestContext,
  leader: Session,
  eventType: CompetitionType,
  teamName: string,
): Promise<TeamDetail> {
  return createTeam(request, leader, eventType, teamName);
}

/** The admin's payment decision, for set-up where the decision is not what a test is about. */
export async function verifyPaymentByApi(
  request: APIRequestContext,
  admin: Session,
  teamId: number,
): Promise<TeamDetail> {
  // The decision names the proof it was made on, as the admin page does.
  const detail = await request.get(`${API_BASE_PATH}/team/${teamId}`, { headers: bearer(admin) });
  const shown = await dataOf<TeamDetail>(detail, 'team detail');
  const response = await request.post(`${ADMIN_API_BASE_PATH}/teams/${teamId}/payment`, {
    headers: bearer(admin),
    data: { action: 'verify', bukti_pembayaran_url: shown.bukti_pembayaran_url },
  });
  return dataOf<TeamDetail>(response, 'payment verification');
}

/** Registers the student for the seminar and answers the ticket issued. */
export async function registerSeminar(
  request: APIRequestContext,
  student: Session,
): Promise<Ticket> {
  const registered = await request.post(`${API_BASE_PATH}/seminar/registration`, {
    headers: bearer(student),
  });
  if (!registered.ok())
    throw new Error(
      `seminar registration failed: ${registered.status()} ${await registered.text()}`,
    );
  return dataOf<Ticket>(
    await request.get(`${API_BASE_PATH}/seminar/ticket`, { headers: bearer(student) }),
    'seminar ticket',
  );
}

/**
 * The teams list on `/admin/<competition>` narrowed by its search field. The field waits 300 ms
 * after the last key stroke before it asks the server, so the URL is the sign the search ran.
 */
export async function searchTeams(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Cari tim, kode, institusi, pembimbing' }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('search') === text);
}

/** The table of teams, by its accessible name. */
export function teamsTable(page: Page) {
  return page.getByRole('table', { name: 'Daftar tim' });
}

/** A toast raised while a review dialog is open (a success is a polite `status`). */
export function toastBehindDialog(page: Page, text: string) {
  return page
    .locator('.notistack-SnackbarContainer')
    .locator('[role="alert"], [role="status"]')
    .filter({ hasText: text });
}
