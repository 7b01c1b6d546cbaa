import type { Grant, JudgingStage, RubricCriterion } from '@gcw/shared/contract';
import { and, eq } from 'drizzle-orm';

import {
  committeeMemberRoles,
  committeeMembers,
  committeeRoles,
} from '../../src/core/db/schema/committee';
import { eventRegistrations } from '../../src/core/db/schema/events';
import { institutions } from '../../src/core/db/schema/institutions';
import { teams } from '../../src/core/db/schema/teams';
import { users } from '../../src/core/db/schema/users';
import { A } from './harness';
import type { Harness, Session } from './harness';

export const J = `${A}/judging`;

let made = 0;
const unique = (what: string) => `${what} ${process.pid}.${Date.now()}.${(made += 1)}`;

/** A canonical institution of its own. */
export async function makeInstitution(h: Harness): Promise<number> {
  const [row] = await h.db
    .insert(institutions)
    .values({ name: unique('Universitas Uji') })
    .returning({ id: institutions.id });
  return row!.id;
}

/** A role holding these grants (made once per name and database). */
async function roleWith(h: Harness, name: string, grants: Grant[]): Promise<number> {
  await h.db.insert(committeeRoles).values({ name, grants }).onConflictDoNothing();
  const [role] = await h.db
    .select({ id: committeeRoles.id })
    .from(committeeRoles)
    .where(eq(committeeRoles.name, name));
  return role!.id;
}

/**
 * A new committee member (users.role 'admin') of the institution, holding the grants through a
 * role of their own, signed in again after the change.
 */
export async function makeMember(
  h: Harness,
  institutionId: number | null,
  roleName: string,
  grants: Grant[],
): Promise<Session> {
  const session = await h.user();
  await h.db.update(users).set({ role: 'admin', institutionId }).where(eq(users.id, session.id));
  await h.db.insert(committeeMembers).values({ userId: session.id });
  await h.db
    .insert(committeeMemberRoles)
    .values({ userId: session.id, roleId: await roleWith(h, roleName, grants) });
  const res = await h.request('POST', '/api/v1/gcw/resources/auth/login', {
    body: { email: session.email, password: 'password123' },
  });
  const data = res.json().Data;
  return { ...session, token: data.access_token, refresh: data.refresh_token };
}

/** A judge of the Hackathon (judging.score) from the institution. */
export const makeJudge = (h: Harness, institutionId: number | null) =>
  makeMember(h, institutionId, 'Juri uji', [{ permission: 'judging.score', scope: 'hackathon' }]);

/** The Hackathon division's judging manager (judging.manage), not a judge. */
export const makeManager = (h: Harness) =>
  makeMember(h, null, 'Pengelola penjurian uji', [
    { permission: 'judging.manage', scope: 'hackathon' },
  ]);

export interface StagedTeam {
  id: number;
  leader: Session;
}

/**
 * A Hackathon team of the institution at the status (payment verified), its leader's Hackathon
 * registration following, as an admin's stage move would leave it.
 */
export async function makeTeam(
  h: Harness,
  institutionId: number | null,
  status = 'Stage-1',
  name = unique('Tim Uji'),
): Promise<StagedTeam> {
  const leader = await h.user();
  const res = await h.registerTeam(leader, 'hackathon', { team_name: name.slice(0, 40) });
  if (res.statusCode !== 201) throw new Error(`team registration failed: ${res.body}`);
  const id = res.json().Data.id as number;
  await h.db
    .update(teams)
    .set({ institutionId, status, paymentStatus: 'verified' })
    .where(eq(teams.id, id));
  await h.db
    .update(eventRegistrations)
    .set({ status })
    .where(
      and(eq(eventRegistrations.userId, leader.id), eq(eventRegistrations.event, 'Hackathon')),
    );
  return { id, leader };
}

/** Three criteria weighted 3/2/1, scored 0..10 (the hand-computed cases use it). */
export const RUBRIC: RubricCriterion[] = [
  { id: 'ide', name: 'Ide', description: 'Orisinalitas', weight: 3, min: 0, max: 10 },
  { id: 'teknis', name: 'Teknis', description: '', weight: 2, min: 0, max: 10 },
  { id: 'presentasi', name: 'Presentasi', description: '', weight: 1, min: 0, max: 10 },
];

export function putRubric(
  h: Harness,
  manager: Session,
  stage: JudgingStage,
  judgesPerTeam = 2,
  criteria = RUBRIC,
) {
  return h.request('PUT', `${J}/${stage}/rubric`, {
    token: manager.token,
    body: { judges_per_team: judgesPerTeam, criteria },
  });
}

export function saveScore(
  h: Harness,
  judge: Session,
  stage: JudgingStage,
  teamId: number,
  scores: Record<string, unknown>,
  submit = true,
  comment = '',
) {
  return h.request('PUT', `${J}/${stage}/teams/${teamId}/score`, {
    token: judge.token,
    body: { scores, submit, comment },
  });
}

export function assign(
  h: Harness,
  manager: Session,
  stage: JudgingStage,
  teamId: number,
  judgeId: number,
) {
  return h.request('POST', `${J}/${stage}/assignments`, {
    token: manager.token,
    body: { team_id: teamId, judge_id: judgeId },
  });
}
