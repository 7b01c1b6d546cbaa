import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';

import type { Db } from '../core/db/client';
import { eventRegistrations, seminarTickets } from '../core/db/schema/events';
import { files } from '../core/db/schema/files';
import { teamMembers, teams } from '../core/db/schema/teams';
import { users } from '../core/db/schema/users';
import type { FileStore } from '../core/file-store';
import { hashPassword } from '../features/auth/passwords';
import { TicketSigner } from '../features/seminar/ticket-signer';
import { newJoinCode } from '../features/teams/join-code';
import { COMPETITION_EVENT_NAME, EVENT_STATUSES, MAX_TEAM_SIZE } from '@gcw/shared/contract';
import type { CompetitionType } from '@gcw/shared/contract';

export interface SeedOptions {
  students: number;
  teams: number;
  seminar: number;
  password: string;
  /** Prefix of the generated e-mails, so several seeds can share a database. */
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
const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Fills a database with students, teams (members from one campus), statuses and seminar tickets. */
export async function seedDemo(db: Db, store: FileStore, options: SeedOptions) {
  // One hash for every demo account: hashing thousands of passwords would take minutes.
  const passwordHash = await hashPassword(options.password);
  const rows = Array.from({ length: options.students }, (_, i) => ({
    email: `${options.tag}.student${i}@demo.gcw.local`,
    passwordHash,
    name: `Mahasiswa ${options.tag} ${i}`,
    phone: `0812${String(10_000_000 + i).slice(-8)}`,
    nim: `${2200000000 + i}`,
    major: MAJORS[i % MAJORS.length]!,
    institusi: CAMPUSES[i % CAMPUSES.length]!,
    socmedDocument: `https://drive.example.com/${options.tag}/${i}`,
    profileHasUpdated: i % 10 !== 9,
    dataHasVerified: i % 3 === 0,
    // Demo students sign in and register at once: their addresses count as verified.
    emailVerifiedAt: new Date(),
  }));
  const ids: number[] = [];
  for (const part of chunk(rows, 500)) {
    const inserted = await db.insert(users).values(part).returning({ id: users.id });
    ids.push(...inserted.map((r) => r.id));
  }
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
    const status = EVENT_STATUSES[1 + (t % 4)]!;
    const fileId = randomUUID();
    const key = await store.save(TINY_PNG);
    await db.transaction(async (tx) => {
      await tx.insert(files).values({
        id: fileId,
        ownerId: members[0]!,
        purpose: 'payment-proof',
        mime: 'image/png',
        size: TINY_PNG.length,
        storageKey: key,
      });
      const [team] = await tx
        .insert(teams)
        .values({
          eventType,
          teamName: `Tim ${options.tag} ${t}`,
          joinCode: newJoinCode(),
          institusi: CAMPUSES[campus]!,
          leaderId: members[0]!,
          supervisor: `Dr. Pembimbing ${t}`,
          supervisorNidn: `${10_000_000_00 + t}`,
          paymentFileId: fileId,
          paymentStatus: (['pending', 'verified', 'rejected'] as const)[t % 3]!,
          paymentNote: t % 3 === 2 ? 'Nominal tidak sesuai' : null,
          status,
          memberCount: members.length,
          maxMembers: MAX_TEAM_SIZE[eventType],
        })
        .returning({ id: teams.id });
      await tx
        .update(files)
        .set({ teamId: team!.id })
        .where(sql`${files.id} = ${fileId}`);
      await tx.insert(teamMembers).values(members.map((userId) => ({ teamId: team!.id, userId })));
      await tx
        .insert(eventRegistrations)
        .values(
          members.map((userId) => ({ userId, event: COMPETITION_EVENT_NAME[eventType], status })),
        );
    });
    teamCount += 1;
    memberCount += members.length;
  }
  const seminarIds = ids.filter((_, i) => rows[i]!.profileHasUpdated).slice(0, options.seminar);
  for (const part of chunk(seminarIds, 500)) {
    await db
      .insert(eventRegistrations)
      .values(part.map((userId) => ({ userId, event: 'Seminar', status: 'Registered' })));
    await db.insert(seminarTickets).values(
      part.map((userId, i) => ({
        ticketId: TicketSigner.newTicketId(),
        userId,
        type: 'Seminar',
        validUntil: new Date(Date.now() + 365 * 24 * 3600 * 1000),
        checkedInAt: i % 4 === 0 ? new Date() : null,
      })),
    );
  }
  return {
    students: ids.length,
    teams: teamCount,
    teamMembers: memberCount,
    seminar: seminarIds.length,
    userIds: ids,
  };
}
