import type { JudgingStage, JudgingStageInfo, RubricPayload } from '@gcw/shared/contract';
import { and, eq, isNotNull } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import type { Db } from '../../core/db/client';
import { judgeScores, judgingStages } from '../../core/db/schema/judging';
import { conflict } from '../../core/http-error';
import { stageInfo } from './overview';
import { readStage } from './stage-store';

export const RUBRIC_LOCKED =
  'Rubrik tahap ini tidak dapat diubah: sudah ada juri yang mengirim nilai dengan rubrik ini.';

/**
 * Writes a stage's rubric. Once a judge submitted a score against it, it stays: a submitted
 * score means what its rubric said (the stage row's lock orders this against score saves).
 */
export async function saveRubric(
  db: Db,
  adminId: number,
  stage: JudgingStage,
  input: RubricPayload,
): Promise<JudgingStageInfo> {
  return db.transaction(async (tx) => {
    await readStage(tx, stage, 'update');
    const [submitted] = await tx
      .select({ judgeId: judgeScores.judgeId })
      .from(judgeScores)
      .where(and(eq(judgeScores.stage, stage), isNotNull(judgeScores.submittedAt)))
      .limit(1);
    if (submitted) throw conflict(RUBRIC_LOCKED);
    const criteria = input.criteria.map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description ?? '',
      weight: c.weight,
      min: c.min,
      max: c.max,
    }));
    await tx
      .update(judgingStages)
      .set({
        criteria,
        judgesPerTeam: input.judges_per_team,
        updatedBy: adminId,
        updatedAt: new Date(),
      })
      .where(eq(judgingStages.stage, stage));
    await recordAudit(
      tx,
      adminId,
      'judging.rubric',
      { type: 'judging_stage', id: stage },
      {
        criteria: criteria.map((c) => `${c.id}×${c.weight} [${c.min}..${c.max}]`),
        judges_per_team: input.judges_per_team,
      },
    );
    return stageInfo(tx, stage);
  });
}
