import type { JudgingStage } from '@gcw/shared/contract';
import { and, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import type { Db } from '../../core/db/client';
import { judgeAssignments, judgeScores } from '../../core/db/schema/judging';
import { conflict } from '../../core/http-error';
import { conflictsOf } from './eligibility';
import { judgesOf } from './judges';
import { planAssignments } from './plan';
import { readStage, requireOpen, stageTeams } from './stage-store';

export interface AutoAssignResult {
  created: number;
  removed: number;
  short_teams: { team_id: number; team_name: string; missing: number }[];
}

/**
 * Gives every team of the stage its judges_per_team judges (plan.ts). `replace` first takes
 * every judge off whose score is not submitted yet, so the whole stage is planned afresh;
 * otherwise existing assignments stay and teams are only topped up.
 */
export async function autoAssign(
  db: Db,
  adminId: number,
  stage: JudgingStage,
  replace: boolean,
): Promise<AutoAssignResult> {
  return db.transaction(async (tx) => {
    const state = await readStage(tx, stage, 'update');
    requireOpen(state);
    if (state.criteria.length === 0)
      throw conflict('Tulis rubrik tahap ini dulu sebelum menugaskan juri.');
    const teams = await stageTeams(tx, stage);
    const teamIds = teams.map((t) => t.id);
    let removed = 0;
    if (replace && teamIds.length > 0) {
      const ofStage = <T extends typeof judgeAssignments | typeof judgeScores>(t: T) =>
        and(eq(t.stage, stage), inArray(t.teamId, teamIds));
      const submitted = tx
        .select({ one: sql`1` })
        .from(judgeScores)
        .where(
          and(
            eq(judgeScores.stage, judgeAssignments.stage),
            eq(judgeScores.teamId, judgeAssignments.teamId),
            eq(judgeScores.judgeId, judgeAssignments.judgeId),
            isNotNull(judgeScores.submittedAt),
          ),
        );
      // The drafts go with their assignments (as when a judge is taken off by hand).
      await tx
        .delete(judgeScores)
        .where(and(ofStage(judgeScores), isNull(judgeScores.submittedAt)));
      const gone = await tx
        .delete(judgeAssignments)
        .where(and(ofStage(judgeAssignments), notExists(submitted)))
        .returning({ teamId: judgeAssignments.teamId });
      removed = gone.length;
    }
    const judges = await judgesOf(tx);
    const existing = await tx
      .select({ teamId: judgeAssignments.teamId, judgeId: judgeAssignments.judgeId })
      .from(judgeAssignments)
      .where(eq(judgeAssignments.stage, stage));
    const conflicts = await conflictsOf(tx, teamIds);
    const judgesOfTeam = (id: number) =>
      new Set(existing.filter((a) => a.teamId === id).map((a) => a.judgeId));
    const plan = planAssignments(
      teams.map((t) => ({ id: t.id, institutionId: t.institutionId, judges: judgesOfTeam(t.id) })),
      judges.map((j) => ({
        id: j.id,
        institutionId: j.institutionId,
        load: existing.filter((a) => a.judgeId === j.id).length,
      })),
      conflicts,
      state.judgesPerTeam,
    );
    if (plan.add.length > 0)
      await tx
        .insert(judgeAssignments)
        .values(plan.add.map((a) => ({ stage, teamId: a.teamId, judgeId: a.judgeId })))
        .onConflictDoNothing();
    const nameOf = new Map(teams.map((t) => [t.id, t.teamName]));
    const short = plan.short.map((s) => ({
      team_id: s.teamId,
      team_name: nameOf.get(s.teamId)!,
      missing: s.missing,
    }));
    await recordAudit(
      tx,
      adminId,
      'judging.auto_assign',
      { type: 'judging_stage', id: stage },
      {
        replace,
        created: plan.add.length,
        removed,
        short: short.map((s) => s.team_id),
      },
    );
    return { created: plan.add.length, removed, short_teams: short };
  });
}
