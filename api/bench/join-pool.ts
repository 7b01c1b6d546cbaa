import { eq } from 'drizzle-orm';

import { hashPassword } from '../src/core/auth/passwords';
import type { Db } from '../src/core/db/client';
import { eventRegistrations } from '../src/core/db/schema/events';
import { teamMembers, teams } from '../src/core/db/schema/teams';
import { users } from '../src/core/db/schema/users';
import { newJoinCode } from '../src/features/teams/join-code';

const CAMPUS = 'Universitas Bench';

/** Hackathon teams with four free places each, and exactly as many students waiting to join them. */
export async function seedJoinPool(db: Db, teamsWanted: number, password: string) {
  const passwordHash = await hashPassword(password);
  const people = teamsWanted * 5;
  const rows = Array.from({ length: people }, (_, i) => ({
    email: `bench.join${i}@demo.gcw.local`,
    passwordHash,
    name: `Bench ${i}`,
    institusi: CAMPUS,
    nim: `99${i}`,
    major: 'Informatika',
    phone: '081200000000',
    socmedDocument: 'https://drive.example.com/bench',
    profileHasUpdated: true,
    emailVerifiedAt: new Date(),
  }));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    ids.push(
      ...(
        await db
          .insert(users)
          .values(rows.slice(i, i + 500))
          .returning({ id: users.id })
      ).map((r) => r.id),
    );
  }
  const codes: string[] = [];
  const joiners: string[] = [];
  for (let t = 0; t < teamsWanted; t += 1) {
    const leader = ids[t * 5]!;
    const code = newJoinCode();
    const [team] = await db
      .insert(teams)
      .values({
        eventType: 'hackathon',
        teamName: `Bench ${t}`,
        joinCode: code,
        institusi: CAMPUS,
        leaderId: leader,
        supervisor: 'Dr. Bench',
        supervisorNidn: '0012345678',
        maxMembers: 5,
      })
      .returning({ id: teams.id });
    await db.insert(teamMembers).values({ teamId: team!.id, userId: leader });
    await db.insert(eventRegistrations).values({ userId: leader, event: 'Hackathon' });
    codes.push(code, code, code, code);
    for (let k = 1; k < 5; k += 1) joiners.push(rows[t * 5 + k]!.email);
  }
  const [check] = await db.select({ id: users.id }).from(users).where(eq(users.email, joiners[0]!));
  if (!check) throw new Error('join pool seeding failed');
  return { codes, joiners };
}
