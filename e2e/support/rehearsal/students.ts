import type { CompetitionType, Session, TeamDetail, Ticket, User } from '@gcw/shared/contract';
import { API_BASE_PATH, PRIVACY_NOTICE_VERSION, PROFILE_PLACEHOLDERS } from '@gcw/shared/contract';

import { UGM } from '../api-helpers';
import { tinyPdf, tinyPng } from '../test-files';
import type { HttpClient } from './http-client';

/** One student of the rehearsal; `http` is set once signed in. */
export interface Student {
  index: number;
  name: string;
  email: string;
  password: string;
  nim: string;
  /** The profile's institution (the rehearsal's first students are all from UGM). */
  institusi: string;
  session?: Session;
  http?: HttpClient;
  team?: TeamDetail;
  ticket?: Ticket;
}

const FIRST = ['Ayu', 'Bima', 'Citra', 'Dimas', 'Eka', 'Fajar', 'Gita', 'Hadi', 'Intan', 'Joko'];
const LAST = ['Lestari', 'Pratama', 'Wulandari', 'Saputra', 'Maharani', 'Nugroho', 'Kusuma'];

/**
 * The rehearsal's students: Indonesian names, every third NIM in the slashed form campuses use
 * (21/123456/PA/12345), the others digits. `first` numbers a later cohort after the first one,
 * and `institutions` are given out in turn (UGM for all by default).
 */
export function makeStudents(
  count: number,
  runTag: string,
  first = 0,
  institutions: readonly string[] = [UGM],
): Student[] {
  return Array.from({ length: count }, (_, n) => first + n).map((index) => ({
    index,
    institusi: institutions[(index - first) % institutions.length]!,
    name: `${FIRST[index % FIRST.length]} ${LAST[index % LAST.length]} ${index + 1}`,
    email: `peserta-${runTag}-${index + 1}@gladi.test`,
    password: `sandi-gladi-${index + 1}`,
    nim:
      index % 3 === 0
        ? `21/${String(100_000 + index)}/PA/${String(10_000 + index)}`
        : `2210605${String(index).padStart(4, '0')}`,
  }));
}

const R = API_BASE_PATH;

export async function register(anon: HttpClient, s: Student) {
  await anon.post(`${R}/auth/registration`, {
    name: s.name,
    email: s.email,
    password: s.password,
    consent_version: PRIVACY_NOTICE_VERSION,
  });
}

/** What the verify page does with the link's token. */
export async function verifyWithToken(anon: HttpClient, token: string) {
  await anon.post(`${R}/auth/email/verify`, { token });
}

export async function signIn(anon: HttpClient, s: Student) {
  s.session = await anon.post<Session>(`${R}/auth/login`, { email: s.email, password: s.password });
  s.http = anon.as(s.session.access_token, s.email, s.session.refresh_token);
}

/** The profile page: the screenshot uploaded first, then the form with its URL. */
export async function fillProfile(s: Student) {
  const http = s.http!;
  const uploaded = await http.multipart<User>(`${R}/profile/my/socmed-document`, {
    socmed_document: { name: 'ikuti-ig.png', mimeType: 'image/png', buffer: tinyPng() },
  });
  await http.post<User>(`${R}/profile/my`, {
    name: s.name,
    phone: `0812${String(10_000_000 + s.index)}`,
    major: 'S1 Informatika',
    institusi: s.institusi,
    nim: s.nim,
    socmed_document: uploaded.socmed_document,
    ...PROFILE_PLACEHOLDERS,
  });
}

/** The team form with its proof of payment (the payment step of registration). */
export async function createTeam(s: Student, type: CompetitionType, teamName: string) {
  s.team = await s.http!.multipart<TeamDetail>(`${R}/team/registration/${type}`, {
    team_name: teamName,
    supervisor: 'Dr. Sri Wahyuni, M.Kom.',
    supervisor_nidn: '0011223344',
    bukti_pembayaran: {
      name: 'bukti-transfer.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    },
  });
  return s.team;
}

/** By code or by the share link: the page looks the code up, then joins. */
export async function joinTeam(s: Student, code: string) {
  await s.http!.get(`${R}/team/registration/find/${code}`);
  s.team = await s.http!.post<TeamDetail>(`${R}/team/registration/join/${code}`);
  return s.team;
}

export async function takeSeminarSeat(s: Student) {
  await s.http!.post(`${R}/seminar/registration`);
  s.ticket = await s.http!.get<Ticket>(`${R}/seminar/ticket`);
  return s.ticket;
}

/** The Tahap 1 page's upload: the team's proposal PDF. */
export async function submitProposal(s: Student) {
  await s.http!.multipart(`${R}/team/submission/stage-1`, {
    proposal: { name: 'proposal-tim.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
  });
}
