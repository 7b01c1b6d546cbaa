import type { JudgeTeamItem, JudgingStage } from '@gcw/shared/contract';
import { and, asc, eq, inArray, or } from 'drizzle-orm';

import type { Db, Tx } from '../../core/db/client';
import { judgeAssignments, judgeConflicts, judgeScores } from '../../core/db/schema/judging';
import { teams } from '../../core/db/schema/teams';
import { users } from '../../core/db/schema/users';
import { inStage } from './stage-store';

export interface AssignmentRow {
  team_id: number;
  team_name: string;
  institusi: string;
  institution_id: number | null;
  judges: { judge_id: number; judge_name: string; state: JudgeTeamItem['state'] }[];
  conflicts: { judge_id: number; judge_name: string; reason: string }[];
}

export const stateOf = (score: { submittedAt: Date | null } | undefined): JudgeTeamItem['state'] =>
  !score ? 'todo' : score.submittedAt ? 'submitted' : 'draft';

/**
 * One row per team of the stage (and per team judged in it before a shortlist moved it on), with
 * its judges, how far each got, and the conflicts declared on it. Optionally one team only.
 */
export async function assignmentRows(
  db: Db | Tx,
  stage: JudgingStage,
  onlyTeam?: number,
): Promise<AssignmentRow[]> {
  const judged = db
    .select({ id: judgeAssignments.teamId })
    .from(judgeAssignments)
    .where(eq(judgeAssignments.stage, stage));
  const teamRows = await db
    .select()
    .from(teams)
    .where(
      onlyTeam === undefined
        ? or(inStage(stage), inArray(teams.id, judged))
        : eq(teams.id, onlyTeam),
    )
    .orderBy(asc(teams.teamName), asc(teams.id));
  const ids = teamRows.map((t) => t.id);
  if (ids.length === 0) return [];
  // One after another: inside a transaction they share one connection.
  const assigned = await db
    .select({ teamId: judgeAssignments.teamId, judgeId: users.id, name: users.name })
    .from(judgeAssignments)
    .innerJoin(users, eq(users.id, judgeAssignments.judgeId))
    .where(and(eq(judgeAssignments.stage, stage), inArray(judgeAssignments.teamId, ids)))
    .orderBy(asc(users.name), asc(users.id));
  const scores = await db
    .select({
      teamId: judgeScores.teamId,
      judgeId: judgeScores.judgeId,
      submittedAt: judgeScores.submittedAt,
    })
    .from(judgeScores)
    .where(and(eq(judgeScores.stage, stage), inArray(judgeScores.teamId, ids)));
  const conflicts = await db
    .select({
      teamId: judgeConflicts.teamId,
      judgeId: users.id,
      name: users.name,
      reason: judgeConflicts.reason,
    })
    .from(judgeConflicts)
    .innerJoin(users, eq(users.id, judgeConflicts.judgeId))
    .where(inArray(judgeConflicts.teamId, ids))
    .orderBy(asc(users.name));
  const scoreOf = new Map(scores.map((s) => [`${s.teamId}:${s.judgeId}`, s]));
  return teamRows.map((team) => ({
    team_id: team.id,
    team_name: team.teamName,
    institusi: team.institusi,
    institution_id: team.institutionId,
    judges: assigned
      .filter((a) => a.teamId === team.id)
      .map((a) => ({
        judge_id: a.judgeId,
        judge_name: a.name,
        state: stateOf(scoreOf.get(`${team.id}:${a.judgeId}`)),
      })),
    conflicts: conflicts
      .filter((c) => c.teamId === team.id)
      .map((c) => ({ judge_id: c.judgeId, judge_name: c.name, reason: c.reason })),
  }));
}
