import { and, eq } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/client';
import { stageSubmissions } from '../../core/db/schema/events';
import { teamMembers, teams } from '../../core/db/schema/teams';
import type { TeamRow } from '../../core/db/schema/teams';
import { conflict, notFound } from '../../core/http-error';
import { dropReplacedFile, insertFileRow } from '../../core/uploads';
import type { StoredUpload } from '../../core/uploads';
import { requireWindowOpen } from '../../domain/settings/windows';

export const ONLY_HACKATHON = 'Pengumpulan tahap hanya untuk tim Hackathon.';
const STAGE_STATUS = { 1: 'Stage-1', 2: 'Stage-2' } as const;

/** The caller's Hackathon team, locked, and only while it is at the stage being submitted. */
async function teamAtStage(tx: Tx, userId: number, stage: 1 | 2): Promise<TeamRow> {
  const [membership] = await tx.select().from(teamMembers).where(eq(teamMembers.userId, userId));
  if (!membership) throw notFound('Anda belum tergabung dalam tim.');
  const [team] = await tx.select().from(teams).where(eq(teams.id, membership.teamId)).for('update');
  if (!team) throw notFound('Anda belum tergabung dalam tim.');
  if (team.eventType !== 'hackathon') throw conflict(ONLY_HACKATHON);
  if (team.status !== STAGE_STATUS[stage])
    throw conflict(
      `Pengumpulan Tahap ${stage} hanya dibuka saat tim Anda berada di Tahap ${stage}.`,
    );
  const window = stage === 1 ? 'stage_1' : 'stage_2';
  await requireWindowOpen(tx, { event: 'hackathon', window, teamId: team.id });
  return team;
}

/** Stores the team's submission of a stage; a later one of the same stage replaces it. */
async function upsertSubmission(
  tx: Tx,
  teamId: number,
  userId: number,
  stage: 1 | 2,
  content: { fileId: string | null; videoUrl: string | null },
) {
  const values = { teamId, stage, ...content, submittedBy: userId, submittedAt: new Date() };
  await tx
    .insert(stageSubmissions)
    .values(values)
    .onConflictDoUpdate({ target: [stageSubmissions.teamId, stageSubmissions.stage], set: values });
}

export async function submitProposal(
  ctx: AppContext,
  userId: number,
  upload: StoredUpload,
): Promise<{ teamId: number; replacedKey: string | null }> {
  return ctx.db.transaction(async (tx) => {
    const team = await teamAtStage(tx, userId, 1);
    const [previous] = await tx
      .select({ fileId: stageSubmissions.fileId })
      .from(stageSubmissions)
      .where(and(eq(stageSubmissions.teamId, team.id), eq(stageSubmissions.stage, 1)));
    const replaced = previous?.fileId ?? null;
    await insertFileRow(tx, upload, userId, team.id, 'proposal', replaced);
    await upsertSubmission(tx, team.id, userId, 1, { fileId: upload.id, videoUrl: null });
    return { teamId: team.id, replacedKey: await dropReplacedFile(tx, replaced) };
  });
}

export async function submitVideo(
  ctx: AppContext,
  userId: number,
  videoUrl: string,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const team = await teamAtStage(tx, userId, 2);
    await upsertSubmission(tx, team.id, userId, 2, { fileId: null, videoUrl });
    return team.id;
  });
}
