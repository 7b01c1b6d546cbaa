import type { JudgeTeamDetail, JudgeTeamItem, JudgingStage } from '@gcw/shared/contract';
import { and, asc, eq } from 'drizzle-orm';

import type { Db, Tx } from '../../core/db/client';
import { stageSubmissions } from '../../core/db/schema/events';
import { judgeAssignments, judgeScores } from '../../core/db/schema/judging';
import { teams } from '../../core/db/schema/teams';
import { forbidden } from '../../core/http-error';
import { fileUrl } from '../../core/uploads';
import { stateOf } from './assignment-rows';
import { readStage } from './stage-store';

export const NOT_ASSIGNED = 'Anda tidak ditugaskan menilai tim ini pada tahap ini.';

/** The teams a judge is assigned in a stage, and how far they got with each. */
export async function myTeams(
  db: Db,
  judgeId: number,
  stage: JudgingStage,
): Promise<JudgeTeamItem[]> {
  const rows = await db
    .select({
      teamId: teams.id,
      teamName: teams.teamName,
      institusi: teams.institusi,
      submittedAt: judgeScores.submittedAt,
      scored: judgeScores.judgeId,
    })
    .from(judgeAssignments)
    .innerJoin(teams, eq(teams.id, judgeAssignments.teamId))
    .leftJoin(
      judgeScores,
      and(
        eq(judgeScores.stage, judgeAssignments.stage),
        eq(judgeScores.teamId, judgeAssignments.teamId),
        eq(judgeScores.judgeId, judgeAssignments.judgeId),
      ),
    )
    .where(and(eq(judgeAssignments.judgeId, judgeId), eq(judgeAssignments.stage, stage)))
    .orderBy(asc(teams.teamName), asc(teams.id));
  return rows.map((r) => ({
    team_id: r.teamId,
    team_name: r.teamName,
    institusi: r.institusi,
    state: stateOf(r.scored === null ? undefined : r),
  }));
}

/** Refuses (403) a judge not assigned to the team in the stage; an unknown team alike. */
export async function requireAssigned(
  db: Db | Tx,
  judgeId: number,
  stage: JudgingStage,
  teamId: number,
) {
  const [row] = await db
    .select({ teamId: judgeAssignments.teamId })
    .from(judgeAssignments)
    .where(
      and(
        eq(judgeAssignments.stage, stage),
        eq(judgeAssignments.teamId, teamId),
        eq(judgeAssignments.judgeId, judgeId),
      ),
    );
  if (!row) throw forbidden(NOT_ASSIGNED);
}

export function myScoreOf(
  row: typeof judgeScores.$inferSelect,
): NonNullable<JudgeTeamDetail['my_score']> {
  return {
    scores: row.scores,
    comment: row.comment,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * What an assigned judge needs to score one team: its proposal (the stage 1 file) and video
 * link (stage 2), the rubric, and their own score; never another judge's.
 */
export async function teamForJudge(
  db: Db,
  judgeId: number,
  stage: JudgingStage,
  teamId: number,
): Promise<JudgeTeamDetail> {
  await requireAssigned(db, judgeId, stage, teamId);
  const [[team], submissions, [mine], state] = await Promise.all([
    db.select().from(teams).where(eq(teams.id, teamId)),
    db.select().from(stageSubmissions).where(eq(stageSubmissions.teamId, teamId)),
    db
      .select()
      .from(judgeScores)
      .where(
        and(
          eq(judgeScores.stage, stage),
          eq(judgeScores.teamId, teamId),
          eq(judgeScores.judgeId, judgeId),
        ),
      ),
    readStage(db, stage),
  ]);
  const proposal = submissions.find((s) => s.stage === 1);
  const video = submissions.find((s) => s.stage === 2);
  return {
    stage,
    team_id: teamId,
    team_name: team!.teamName,
    institusi: team!.institusi,
    proposal_url: fileUrl(proposal?.fileId ?? null),
    video_url: video?.videoUrl ?? null,
    criteria: state.criteria,
    closed: state.closedAt !== null,
    my_score: mine ? myScoreOf(mine) : null,
  };
}
