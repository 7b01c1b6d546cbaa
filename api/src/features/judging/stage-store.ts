import { JUDGING_STAGE_STATUS } from '@gcw/shared/contract';
import type { JudgingStage, RubricCriterion } from '@gcw/shared/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';

import type { Db, Tx } from '../../core/db/client';
import { judgingStages } from '../../core/db/schema/judging';
import { teams } from '../../core/db/schema/teams';
import { conflict } from '../../core/http-error';

export interface StageState {
  stage: JudgingStage;
  criteria: RubricCriterion[];
  judgesPerTeam: number;
  closedAt: Date | null;
  shortlistedAt: Date | null;
}

/** A stage nobody wrote a rubric for yet: no criteria, three judges per team (the column default). */
const blank = (stage: JudgingStage): StageState => ({
  stage,
  criteria: [],
  judgesPerTeam: 3,
  closedAt: null,
  shortlistedAt: null,
});

type Lock = 'update' | 'share' | null;

/**
 * The stage's row; with a lock, the row is made first so there is something to lock. Changes of a
 * stage's rubric, assignments, closing and shortlist lock it for update; saving a score locks it
 * for share, so scores never race the rubric or the closing, and judges never wait for each other.
 */
export async function readStage(db: Db | Tx, stage: JudgingStage, lock: Lock = null) {
  if (lock) {
    await db
      .insert(judgingStages)
      .values({ stage, criteria: [] })
      .onConflictDoNothing({ target: judgingStages.stage });
  }
  const query = db.select().from(judgingStages).where(eq(judgingStages.stage, stage));
  const [row] = await (lock ? query.for(lock) : query);
  if (!row) return blank(stage);
  return {
    stage,
    criteria: row.criteria,
    judgesPerTeam: row.judgesPerTeam,
    closedAt: row.closedAt,
    shortlistedAt: row.shortlistedAt,
  } satisfies StageState;
}

/** The Hackathon teams a stage judges: at its status and not set aside by an earlier shortlist. */
export const inStage = (stage: JudgingStage) =>
  and(
    eq(teams.eventType, 'hackathon'),
    eq(teams.status, JUDGING_STAGE_STATUS[stage].judges),
    isNull(teams.notSelectedAt),
  );

export function stageTeams(db: Db | Tx, stage: JudgingStage) {
  return db
    .select({
      id: teams.id,
      teamName: teams.teamName,
      institusi: teams.institusi,
      institutionId: teams.institutionId,
    })
    .from(teams)
    .where(inStage(stage))
    .orderBy(asc(teams.id));
}

export const STAGE_CLOSED =
  'Penjurian tahap ini sudah ditutup; buka kembali dulu untuk mengubahnya.';

/** Assignments and scores change only while the stage's judging is open. */
export function requireOpen(state: StageState) {
  if (state.closedAt) throw conflict(STAGE_CLOSED);
}
