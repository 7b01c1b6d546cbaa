import { MAX_TEAM_SIZE } from '@gcw/shared/contract';
import type { CompetitionType } from '@gcw/shared/contract';
import { inArray } from 'drizzle-orm';

import { hashPassword } from '../core/auth/passwords';
import type { Db } from '../core/db/client';
import { eventRegistrations, seminarTickets } from '../core/db/schema/events';
import { users } from '../core/db/schema/users';
import type { FileStore } from '../core/storage/file-store';
import { TicketSigner } from '../core/ticket-signer';
import { seedAnnouncements } from './seed-announcements';
import { linkDemoInstitutions, resolveCampuses } from './seed-institutions';
import { seedSettings } from './seed-settings';
import { seedTeam } from './seed-teams';

export interface SeedOptions {
  students: number;
  teams: number;
  seminar: number;
  password: string;
  /** Prefix of the generated e-mails: the same tag finds the same accounts on a second run. */
  tag: string;
}

const CAMPUSES = [
  'Universitas Indonesia',
  'Institut Teknologi Bandung',
  'Universitas Gadjah Mada',
  'Institut Teknologi Sepuluh Nopember',
  'Universitas Brawijaya',
  'Politeknik Negeri Jakarta',
  'Universitas Airlangga',
  'Universitas Hasanuddin',
];
const MAJORS = [
  'Informatika',
  'Sistem Informasi',
  'Teknik Elektro',
  'Data Science',
  'Teknik Komputer',
];

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Fills a database with students, teams (members from one campus) in each state, seminar tickets
 * and a few announcements. Safe to run twice with the same tag: what exists is kept.
 */
export async function seedDemo(db: Db, store: FileStore, options: SeedOptions) {
  // One hash for every demo account: hashing thousands of passwords would take minutes.
  const passwordHash = await hashPassword(options.password);
  const campuses = await resolveCampuses(db, CAMPUSES);
  const rows = Array.from({ length: options.students }, (_, i) => ({
    email: `${options.tag}.student${i}@demo.gcw.local`,
    passwordHash,
    name: `Mahasiswa ${options.tag} ${i}`,
    phone: `0812${String(10_000_000 + i).slice(-8)}`,
    nim: `${2200000000 + i}`,
    major: MAJORS[i % MAJORS.length]!,
    institusi: campuses[i % campuses.length]!.institusi,
    institutionId: campuses[i % campuses.length]!.institutionId,
    socmedDocument: `https://drive.example.com/${options.tag}/${i}`,
    profileHasUpdated: i % 10 !== 9,
    dataHasVerified: i % 3 === 0,
    // Demo students sign in and register at once: their addresses count as verified.
    emailVerifiedAt: new Date(),
  }));
  // A second run of the same tag finds its accounts: insert what is missing, then read the ids.
  const ids: number[] = [];
  for (const part of chunk(rows, 500)) {
    await db.insert(users).values(part).onConflictDoNothing({ target: users.email });
    const found = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          part.map((r) => r.email),
        ),
      );
    const byEmail = new Map(found.map((r) => [r.email, r.id]));
    ids.push(...part.map((r) => byEmail.get(r.email)!));
  }
  await linkDemoInstitutions(db, options.tag, campuses);
  const byCampus = new Map<number, number[]>();
  ids.forEach((id, i) => {
    if (rows[i]!.profileHasUpdated)
      byCampus.set(i % CAMPUSES.length, [...(byCampus.get(i % CAMPUSES.length) ?? []), id]);
  });
  let teamCount = 0;
  let memberCount = 0;
  for (let t = 0; t < options.teams; t += 1) {
    const campus = t % CAMPUSES.length;
    const pool = byCampus.get(campus) ?? [];
    const eventType: CompetitionType = t % 2 === 0 ? 'hackathon' : 'competitive-programming';
    const size = Math.min(pool.length, 1 + (t % MAX_TEAM_SIZE[eventType]));
    if (size === 0) continue;
    const members = pool.splice(0, size);
    const plan = { index: t, tag: options.tag, eventType, ...campuses[campus]!, members };
    if (!(await seedTeam(db, store, plan))) continue;
    teamCount += 1;
    memberCount += members.length;
  }
  const seminarIds = ids.filter((_, i) => rows[i]!.profileHasUpdated).slice(0, options.seminar);
  for (const part of chunk(seminarIds, 500)) {
    await db
      .insert(eventRegistrations)
      .values(part.map((userId) => ({ userId, event: 'Seminar', status: 'Registered' })))
      .onConflictDoNothing();
    await db
      .insert(seminarTickets)
      .values(
        part.map((userId, i) => ({
          ticketId: TicketSigner.newTicketId(),
          userId,
          type: 'Seminar',
          validUntil: new Date(Date.now() + 365 * 24 * 3600 * 1000),
          checkedInAt: i % 4 === 0 ? new Date() : null,
        })),
      )
      .onConflictDoNothing();
  }
  const announcementCount = await seedAnnouncements(db);
  const settingsSections = await seedSettings(db, seminarIds.length);
  return {
    announcements: announcementCount,
    settingsSections,
    students: ids.length,
    teams: teamCount,
    teamMembers: memberCount,
    seminar: seminarIds.length,
    userIds: ids,
  };
}
