import { COMPETITION_EVENT_NAME, PRIVACY_MESSAGES } from '@gcw/shared/contract';
import type { CompetitionType, ErasurePreview } from '@gcw/shared/contract';
import { and, count, eq, isNull } from 'drizzle-orm';

import type { Db } from '../../core/db/client';
import { certificates } from '../../core/db/schema/certificates';
import { committeeMembers } from '../../core/db/schema/committee';
import { eventRegistrations, seminarTickets } from '../../core/db/schema/events';
import { files } from '../../core/db/schema/files';
import { teamMembers, teams } from '../../core/db/schema/teams';
import type { UserRow } from '../../core/db/schema/users';
import { namesOf } from '../notifications/members';
import { nextLeader } from '../teams/next-leader';

/** What eraseAccount would do, read without locks (the erasure itself decides under them). */
export async function erasurePreview(db: Db, user: UserRow): Promise<ErasurePreview> {
  const [member] = await db
    .select({ userId: committeeMembers.userId })
    .from(committeeMembers)
    .where(eq(committeeMembers.userId, user.id));
  const [team] = await db
    .select({ team: teams })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, user.id));
  const outcomes: ErasurePreview['teams'] = [];
  if (team) {
    const t = team.team;
    const next = await nextLeader(db, t.id, user.id);
    const leads = t.leaderId === user.id;
    outcomes.push({
      team_id: t.id,
      team_name: t.teamName,
      event: COMPETITION_EVENT_NAME[t.eventType as CompetitionType],
      outcome: !next ? 'dissolve' : leads ? 'handover' : 'leave',
      new_leader_name: next && leads ? ((await namesOf(db, [next])).get(next) ?? null) : null,
    });
  }
  const [seminar] = await db
    .select({ n: count() })
    .from(seminarTickets)
    .where(and(eq(seminarTickets.userId, user.id), isNull(seminarTickets.cancelledAt)));
  const [registered] = await db
    .select({ n: count() })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.userId, user.id), eq(eventRegistrations.event, 'Seminar')));
  const [owned] = await db.select({ n: count() }).from(files).where(eq(files.ownerId, user.id));
  const [issued] = await db
    .select({ n: count() })
    .from(certificates)
    .where(eq(certificates.userId, user.id));
  return {
    teams: outcomes,
    seminar_registered: (seminar?.n ?? 0) + (registered?.n ?? 0) > 0,
    files: owned?.n ?? 0,
    certificates_kept: issued?.n ?? 0,
    payments_kept: team?.team.paymentStatus === 'verified' ? 1 : 0,
    has_password: Boolean(user.passwordHash),
    blocked: member || user.role === 'admin' ? PRIVACY_MESSAGES.erasureCommittee : null,
  };
}
