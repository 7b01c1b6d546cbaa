import { JUDGING_STAGES } from '@gcw/shared/contract';
import { and, eq, isNotNull } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import type { Db } from '../../core/db/client';
import { judgeAssignments, judgeConflicts, judgeScores } from '../../core/db/schema/judging';
import { teams } from '../../core/db/schema/teams';
import { forbidden, notFound } from '../../core/http-error';
import { NOT_A_JUDGE } from './assign-by-hand';
import { dropAssignment } from './eligibility';
import { judgeById } from './judges';
import { readStage } from './stage-store';

export const ONLY_YOURSELF =
  'Juri hanya dapat menyatakan konflik kepentingan untuk dirinya sendiri.';

interface Declaration {
  team_id: number;
  judge_id: number;
  reason: string;
}

/**
 * A judge's conflict with a team, declared by the judging manager or by the judge for themself:
 * from now on never assigned to it, in any stage. Existing assignments of the pair whose score
 * is not submitted go at once (a submitted score stays: it is the judge's given word).
 */
export async function declareConflict(
  db: Db,
  actor: { id: number; manages: boolean },
  input: Declaration,
) {
  if (!actor.manages && input.judge_id !== actor.id) throw forbidden(ONLY_YOURSELF);
  return db.transaction(async (tx) => {
    // Every stage's lock first, in one order: no assignment of the pair is made meanwhile, and
    // none of its scores is submitted between the check below and the removal.
    for (const stage of JUDGING_STAGES) await readStage(tx, stage, 'update');
    if (!(await judgeById(tx, input.judge_id))) throw notFound(NOT_A_JUDGE);
    const [team] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.id, input.team_id), eq(teams.eventType, 'hackathon')));
    if (!team) throw notFound('Tim Hackathon tidak ditemukan.');
    await tx
      .insert(judgeConflicts)
      .values({ judgeId: input.judge_id, teamId: team.id, reason: input.reason })
      .onConflictDoUpdate({
        target: [judgeConflicts.judgeId, judgeConflicts.teamId],
        set: { reason: input.reason },
      });
    const assigned = await tx
      .select({ stage: judgeAssignments.stage })
      .from(judgeAssignments)
      .where(
        and(eq(judgeAssignments.judgeId, input.judge_id), eq(judgeAssignments.teamId, team.id)),
      )
      .orderBy(judgeAssignments.stage);
    let removed = 0;
    for (const { stage } of assigned) {
      const [submitted] = await tx
        .select({ judgeId: judgeScores.judgeId })
        .from(judgeScores)
        .where(
          and(
            eq(judgeScores.stage, stage),
            eq(judgeScores.teamId, team.id),
            eq(judgeScores.judgeId, input.judge_id),
            isNotNull(judgeScores.submittedAt),
          ),
        );
      if (!submitted && (await dropAssignment(tx, stage, team.id, input.judge_id))) removed += 1;
    }
    await recordAudit(
      tx,
      actor.id,
      'judging.conflict',
      { type: 'team', id: team.id },
      {
        judge_id: input.judge_id,
        reason: input.reason,
        removed_assignments: removed,
      },
    );
    return { ...input, team_id: team.id, removed_assignments: removed };
  });
}

/** The judging manager withdraws a declared conflict; the judge may be assigned again. */
export async function withdrawConflict(
  db: Db,
  adminId: number,
  input: { team_id: number; judge_id: number },
) {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(judgeConflicts)
      .where(
        and(eq(judgeConflicts.judgeId, input.judge_id), eq(judgeConflicts.teamId, input.team_id)),
      )
      .returning({ judgeId: judgeConflicts.judgeId });
    if (gone.length === 0) throw notFound('Konflik kepentingan ini tidak ditemukan.');
    await recordAudit(
      tx,
      adminId,
      'judging.conflict.withdraw',
      { type: 'team', id: input.team_id },
      {
        judge_id: input.judge_id,
      },
    );
    return { removed: true };
  });
}
