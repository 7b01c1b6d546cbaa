import type { JudgingStage } from '@gcw/shared/contract';
import { and, eq, isNotNull } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import type { Db, Tx } from '../../core/db/client';
import { judgeAssignments, judgeScores } from '../../core/db/schema/judging';
import { teams } from '../../core/db/schema/teams';
import { conflict, notFound } from '../../core/http-error';
import { assignmentRows } from './assignment-rows';
import type { AssignmentRow } from './assignment-rows';
import { conflictsOf, dropAssignment, whyNot } from './eligibility';
import { judgeById } from './judges';
import { inStage, readStage, requireOpen } from './stage-store';

export const NOT_A_JUDGE =
  'Juri tidak ditemukan: pengguna ini bukan panitia dengan izin menilai Hackathon.';
export const NOT_IN_STAGE = 'Tim tidak ditemukan di antara tim yang dinilai pada tahap ini.';

interface Pair {
  team_id: number;
  judge_id: number;
}

async function teamInStage(tx: Tx, stage: JudgingStage, teamId: number) {
  const [team] = await tx
    .select({ id: teams.id, institutionId: teams.institutionId })
    .from(teams)
    .where(and(eq(teams.id, teamId), inStage(stage)));
  if (!team) throw notFound(NOT_IN_STAGE);
  return team;
}

/** Assigns a judge to a team by hand: never one of the team's institution nor a declared conflict. */
export async function assignByHand(
  db: Db,
  adminId: number,
  stage: JudgingStage,
  pair: Pair,
): Promise<AssignmentRow> {
  return db.transaction(async (tx) => {
    requireOpen(await readStage(tx, stage, 'update'));
    const team = await teamInStage(tx, stage, pair.team_id);
    const judge = await judgeById(tx, pair.judge_id);
    if (!judge) throw notFound(NOT_A_JUDGE);
    const refusal = whyNot(judge, team, await conflictsOf(tx, [team.id]));
    if (refusal) throw conflict(refusal);
    const added = await tx
      .insert(judgeAssignments)
      .values({ stage, teamId: team.id, judgeId: judge.id })
      .onConflictDoNothing()
      .returning({ judgeId: judgeAssignments.judgeId });
    if (added.length > 0)
      await recordAudit(
        tx,
        adminId,
        'judging.assign',
        { type: 'team', id: team.id },
        {
          stage,
          judge_id: judge.id,
        },
      );
    return (await assignmentRows(tx, stage, team.id))[0]!;
  });
}

export const SUBMITTED_STAYS =
  'Juri ini sudah mengirim nilai untuk tim tersebut; penugasannya tidak dapat dihapus.';

/** Takes a judge off a team, unless their score is already submitted. */
export async function unassign(
  db: Db,
  adminId: number,
  stage: JudgingStage,
  pair: Pair,
): Promise<AssignmentRow> {
  return db.transaction(async (tx) => {
    requireOpen(await readStage(tx, stage, 'update'));
    const [submitted] = await tx
      .select({ judgeId: judgeScores.judgeId })
      .from(judgeScores)
      .where(
        and(
          eq(judgeScores.stage, stage),
          eq(judgeScores.teamId, pair.team_id),
          eq(judgeScores.judgeId, pair.judge_id),
          isNotNull(judgeScores.submittedAt),
        ),
      );
    if (submitted) throw conflict(SUBMITTED_STAYS);
    if (!(await dropAssignment(tx, stage, pair.team_id, pair.judge_id)))
      throw notFound('Penugasan juri ini untuk tim tersebut tidak ditemukan.');
    await recordAudit(
      tx,
      adminId,
      'judging.unassign',
      { type: 'team', id: pair.team_id },
      {
        stage,
        judge_id: pair.judge_id,
      },
    );
    return (await assignmentRows(tx, stage, pair.team_id))[0]!;
  });
}
