import type { JudgingStage, JudgingStageInfo } from '@gcw/shared/contract';
import { eq } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import type { Db } from '../../core/db/client';
import { judgingStages } from '../../core/db/schema/judging';
import { conflict } from '../../core/http-error';
import { stageInfo } from './overview';
import { readStage } from './stage-store';

/**
 * Closes a stage's judging (no score changes any more; judges may now read the results) or opens
 * it again. A stage whose shortlist went out stays closed: the teams have been told.
 */
export async function setClosed(
  db: Db,
  adminId: number,
  stage: JudgingStage,
  closed: boolean,
): Promise<JudgingStageInfo> {
  return db.transaction(async (tx) => {
    const state = await readStage(tx, stage, 'update');
    if (closed && state.closedAt) throw conflict('Penjurian tahap ini sudah ditutup.');
    if (!closed && !state.closedAt) throw conflict('Penjurian tahap ini masih terbuka.');
    if (!closed && state.shortlistedAt)
      throw conflict(
        'Shortlist tahap ini sudah diumumkan; penjuriannya tidak dapat dibuka kembali.',
      );
    await tx
      .update(judgingStages)
      .set({ closedAt: closed ? new Date() : null })
      .where(eq(judgingStages.stage, stage));
    await recordAudit(tx, adminId, closed ? 'judging.close' : 'judging.reopen', {
      type: 'judging_stage',
      id: stage,
    });
    return stageInfo(tx, stage);
  });
}
