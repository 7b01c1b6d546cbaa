import { COMPETITION_EVENT_NAME } from '@gcw/shared/contract';
import type { CompetitionType, TeamSummary } from '@gcw/shared/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { teams } from '../../core/db/schema/teams';
import { users } from '../../core/db/schema/users';
import { notFound } from '../../core/http-error';
import { TEAM_NOT_FOUND } from './errors';
import { isJoinCodeShape } from './join-code';

/** What a would-be member sees before joining: no member list, no join code echo needed. */
export async function findByJoinCode(ctx: AppContext, joinCode: string): Promise<TeamSummary> {
  if (!isJoinCodeShape(joinCode)) throw notFound(TEAM_NOT_FOUND);
  const [row] = await ctx.db
    .select({ team: teams, leaderName: users.name })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.leaderId))
    .where(eq(teams.joinCode, joinCode));
  if (!row) throw notFound(TEAM_NOT_FOUND);
  const { team } = row;
  return {
    id: team.id,
    team_name: team.teamName,
    event_type: team.eventType as CompetitionType,
    event_name: COMPETITION_EVENT_NAME[team.eventType as CompetitionType],
    institusi: team.institusi,
    leader_name: row.leaderName,
    member_count: team.memberCount,
    max_members: team.maxMembers,
    is_full: team.memberCount >= team.maxMembers,
  };
}
