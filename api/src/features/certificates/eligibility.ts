import { certificateNeedsTeams, certificateTemplateParts } from '@gcw/shared/contract';
import type {
  CertificateCandidate,
  CertificateCandidates,
  CertificateTemplateKey,
  EventStatus,
} from '@gcw/shared/contract';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';

import type { Db, Tx } from '../../core/db/client';
import { certificates } from '../../core/db/schema/certificates';
import { seminarTickets } from '../../core/db/schema/events';
import { teamMembers, teams } from '../../core/db/schema/teams';
import { users } from '../../core/db/schema/users';
import { badRequest } from '../../core/http-error';

/** Teams past the Registered stage: those that took part in the competition. */
const PAST_REGISTERED: EventStatus[] = ['Stage-1', 'Stage-2', 'Final'];

/** The competition's teams past Registered, which an admin may pick as finalists or winners. */
async function teamOptions(db: Db | Tx, key: CertificateTemplateKey) {
  const { competition } = certificateTemplateParts(key);
  if (!competition) return [];
  return db
    .select({
      team_id: teams.id,
      team_name: teams.teamName,
      status: sql<EventStatus>`${teams.status}`,
      members: teams.memberCount,
    })
    .from(teams)
    .where(and(eq(teams.eventType, competition), inArray(teams.status, PAST_REGISTERED)))
    .orderBy(asc(teams.teamName), asc(teams.id));
}

/**
 * Who may receive a certificate of this key, decided here and only here: checked-in seminar
 * attendees; members of the competition's teams past Registered; for finalist and winner, the
 * members of the picked teams, each of which must be such a team (a 400 names the others).
 */
export async function eligible(
  db: Db | Tx,
  key: CertificateTemplateKey,
  teamIds: number[] = [],
): Promise<CertificateCandidate[]> {
  const { kind, competition } = certificateTemplateParts(key);
  const issued = sql<boolean>`exists (select 1 from ${certificates} where ${certificates.userId} = ${users.id} and ${certificates.templateKey} = ${key} and ${certificates.revokedAt} is null)`;
  if (kind === 'seminar') {
    const rows = await db
      .selectDistinct({
        user_id: users.id,
        name: users.name,
        institusi: users.institusi,
        already_issued: issued,
      })
      .from(seminarTickets)
      .innerJoin(users, eq(users.id, seminarTickets.userId))
      .where(and(isNotNull(seminarTickets.checkedInAt), isNull(seminarTickets.cancelledAt)))
      .orderBy(users.id);
    return rows.map((r) => ({ ...r, team_id: null, team_name: null }));
  }
  let teamFilter = inArray(teams.status, PAST_REGISTERED);
  if (certificateNeedsTeams(key)) {
    const ids = [...new Set(teamIds)];
    if (ids.length === 0) return [];
    const allowed = new Set((await teamOptions(db, key)).map((t) => t.team_id));
    const foreign = ids.filter((id) => !allowed.has(id));
    if (foreign.length > 0)
      throw badRequest(
        `Tim ${foreign.join(', ')} bukan tim ${competition === 'hackathon' ? 'Hackathon' : 'Competitive Programming'} yang sudah melewati tahap Terdaftar.`,
      );
    teamFilter = and(teamFilter, inArray(teams.id, ids))!;
  }
  return db
    .select({
      user_id: users.id,
      name: users.name,
      institusi: users.institusi,
      team_id: teams.id,
      team_name: teams.teamName,
      already_issued: issued,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teams.eventType, competition!), teamFilter))
    .orderBy(users.id);
}

export async function candidates(
  db: Db,
  key: CertificateTemplateKey,
  teamIds: number[],
): Promise<CertificateCandidates> {
  const teamsOf = certificateNeedsTeams(key) ? await teamOptions(db, key) : [];
  return { candidates: await eligible(db, key, teamIds), teams: teamsOf };
}
