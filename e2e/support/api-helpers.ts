import type {
  CompetitionType,
  EventsData,
  EventSettings,
  EventStatus,
  Session,
  SettingsSection,
  TeamDetail,
  Ticket,
  User,
} from '@gcw/shared/contract';
import { ADMIN_API_BASE_PATH, API_BASE_PATH, PROFILE_PLACEHOLDERS } from '@gcw/shared/contract';
import type { APIRequestContext, APIResponse } from '@playwright/test';

import { tinyPng } from './test-files';
import { WORKER_TAG } from './worker-tag';

/**
 * Set-up through the real API, for the steps a journey is not about (a teammate's profile, the
 * first members of a team, the admin's decision). Paths and fields are those of api/src/features.
 */

/** Institutions as the dashboard's list spells them, so teammates match exactly. */
export const UGM = 'Universitas Gadjah Mada';
export const UI = 'Universitas Indonesia';

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.access_token}` });

async function dataOf<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok())
    throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { Data: T }).Data;
}

let nim = 0;

/** Completes the profile (POST /profile/my); the returned session carries the updated user. */
export async function completeProfile(
  request: APIRequestContext,
  session: Session,
  institusi: string,
): Promise<Session> {
  nim += 1;
  const response = await request.post(`${API_BASE_PATH}/profile/my`, {
    headers: bearer(session),
    data: {
      name: session.user.name,
      phone: '081234567890',
      major: 'S1 Informatika',
      institusi,
      nim: `${Date.now() % 100_000_000}${WORKER_TAG}${nim}`,
      socmed_document: 'https://drive.example.com/bukti-follow.png',
      ...PROFILE_PLACEHOLDERS,
    },
  });
  const user = await dataOf<User>(response, 'profile update');
  return { ...session, user };
}

let teamCounter = 0;

/**
 * Registers a team led by `leader` with a PNG proof of payment (multipart, as the UI sends it),
 * under `teamName` or a fresh one.
 */
export async function createTeam(
  request: APIRequestContext,
  leader: Session,
  eventType: CompetitionType,
  teamName?: string,
): Promise<TeamDetail> {
  teamCounter += 1;
  const response = await request.post(`${API_BASE_PATH}/team/registration/${eventType}`, {
    headers: bearer(leader),
    multipart: {
      team_name:
        teamName ??
        `Tim ${eventType === 'hackathon' ? 'Hack' : 'CP'} ${Date.now() % 100_000}-${WORKER_TAG}-${teamCounter}`,
      supervisor: 'Dr. Budi Santoso, M.Kom.',
      supervisor_nidn: '0012345678',
      bukti_pembayaran: { name: 'bukti.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  return dataOf<TeamDetail>(response, 'team registration');
}

export async function joinTeam(
  request: APIRequestContext,
  member: Session,
  joinCode: string,
): Promise<TeamDetail> {
  const response = await request.post(`${API_BASE_PATH}/team/registration/join/${joinCode}`, {
    headers: bearer(member),
  });
  return dataOf<TeamDetail>(response, 'join');
}

export async function teamOf(
  request: APIRequestContext,
  session: Session,
  teamId: number,
): Promise<TeamDetail> {
  return dataOf<TeamDetail>(
    await request.get(`${API_BASE_PATH}/team/${teamId}`, { headers: bearer(session) }),
    'team detail',
  );
}

export async function eventsOf(request: APIRequestContext, session: Session): Promise<EventsData> {
  return dataOf<EventsData>(
    await request.get(`${API_BASE_PATH}/profile/events`, { headers: bearer(session) }),
    'events',
  );
}

/** The admin verifies a team's payment, naming the proof the team has now (as the admin page does). */
export async function verifyPayment(request: APIRequestContext, admin: Session, teamId: number) {
  const team = await teamOf(request, admin, teamId);
  const response = await request.post(`${ADMIN_API_BASE_PATH}/teams/${teamId}/payment`, {
    headers: bearer(admin),
    data: { action: 'verify', bukti_pembayaran_url: team.bukti_pembayaran_url },
  });
  return dataOf<TeamDetail>(response, 'payment verification');
}

/**
 * The admin moves a team (and every member's registration) to a status; past Registered the
 * API wants the payment verified first, so it is, as an admin would before advancing.
 */
export async function setTeamStatus(
  request: APIRequestContext,
  admin: Session,
  teamId: number,
  status: Exclude<EventStatus, 'Unregistered'>,
): Promise<TeamDetail> {
  if (status !== 'Registered') await verifyPayment(request, admin, teamId);
  const response = await request.post(`${ADMIN_API_BASE_PATH}/teams/${teamId}/status`, {
    headers: bearer(admin),
    data: { status },
  });
  return dataOf<TeamDetail>(response, 'team status');
}

export async function seminarTicketOf(
  request: APIRequestContext,
  session: Session,
): Promise<Ticket> {
  return dataOf<Ticket>(
    await request.get(`${API_BASE_PATH}/seminar/ticket`, { headers: bearer(session) }),
    'seminar ticket',
  );
}

/** The door scanner's call: the scanned QR text (or a typed ticket id). Answers the raw response. */
export function checkInTicket(
  request: APIRequestContext,
  admin: Session,
  ticket: string,
): Promise<APIResponse> {
  return request.post(`${ADMIN_API_BASE_PATH}/seminar/check-in`, {
    headers: bearer(admin),
    data: { ticket },
  });
}

/** The admin replaces one section of the event settings (PUT /admin/settings/{section}). */
export async function saveSettings<S extends SettingsSection>(
  request: APIRequestContext,
  admin: Session,
  section: S,
  value: EventSettings[S],
): Promise<EventSettings> {
  const response = await request.put(`${ADMIN_API_BASE_PATH}/settings/${section}`, {
    headers: bearer(admin),
    data: value,
  });
  return dataOf<EventSettings>(response, `settings ${section}`);
}
