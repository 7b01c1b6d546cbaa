import { COMPETITION_EVENT_NAME, JUDGING_STAGE_STATUS } from '@gcw/shared/contract';
import type { EventStatus, JudgingStage } from '@gcw/shared/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/client';
import { eventRegistrations } from '../../core/db/schema/events';
import { judgingStages } from '../../core/db/schema/judging';
import { teamMembers, teams } from '../../core/db/schema/teams';
import { badRequest, conflict } from '../../core/http-error';
import { memberIds } from '../../domain/notifications/members';
import { notify } from '../../domain/notifications/notify';
import { inStage, readStage } from './stage-store';
import { judgingNotSelected, judgingSelected } from './texts';

/**
 * Moves teams and their members' Hackathon registrations to a status together, as the teams
 * feature's status change does (features/teams/admin-actions.ts); the shortlist is one audited
 * step with its own notices, so it writes the same two rows itself.
 */
async function moveTeams(tx: Tx, ids: number[], status: EventStatus) {
  if (ids.length === 0) return;
  await tx.update(teams).set({ status }).where(inArray(teams.id, ids));
  const members = tx
    .select({ id: teamMembers.userId })
    .from(teamMembers)
    .where(inArray(teamMembers.teamId, ids));
  await tx
    .update(eventRegistrations)
    .set({ status, updatedAt: new Date() })
    .where(
      and(
        inArray(eventRegistrations.userId, members),
        eq(eventRegistrations.event, COMPETITION_EVENT_NAME.hackathon),
      ),
    );
}

/**
 * The shortlist of a closed stage, in one transaction with one audit record: the chosen teams
 * (all of them judged in this stage) move on to the next status, every other team of the stage
 * is marked not selected, and each team's members are told (bell and mail).
 */
export async function shortlist(
  ctx: AppContext,
  adminId: number,
  stage: JudgingStage,
  chosenIds: number[],
) {
  const next = JUDGING_STAGE_STATUS[stage].next;
  if (!next) throw conflict('Tahap final adalah tahap terakhir: tidak ada shortlist sesudahnya.');
  const chosen = new Set(chosenIds);
  if (chosen.size === 0)
    throw badRequest('Pilih minimal satu tim yang lolos', {
      team_ids: 'Pilih minimal satu tim yang lolos',
    });
  return ctx.db.transaction(async (tx) => {
    const state = await readStage(tx, stage, 'update');
    if (state.shortlistedAt) throw conflict('Shortlist tahap ini sudah ditetapkan.');
    if (!state.closedAt)
      throw conflict('Tutup penjurian tahap ini dulu sebelum menetapkan shortlist.');
    // Locked in id order, as the teams feature's status change locks them.
    const inThisStage = await tx
      .select({ id: teams.id, teamName: teams.teamName })
      .from(teams)
      .where(inStage(stage))
      .orderBy(asc(teams.id))
      .for('update');
    const known = new Set(inThisStage.map((t) => t.id));
    const strangers = [...chosen].filter((id) => !known.has(id));
    if (strangers.length > 0) {
      const message = `Tim berikut tidak sedang dinilai di tahap ini: ${strangers.join(', ')}`;
      throw badRequest(message, { team_ids: message });
    }
    const selected = inThisStage.filter((t) => chosen.has(t.id));
    const others = inThisStage.filter((t) => !chosen.has(t.id));
    const now = new Date();
    await moveTeams(
      tx,
      selected.map((t) => t.id),
      next,
    );
    if (others.length > 0)
      await tx
        .update(teams)
        .set({ notSelectedAt: now })
        .where(
          inArray(
            teams.id,
            others.map((t) => t.id),
          ),
        );
    await tx
      .update(judgingStages)
      .set({ shortlistedAt: now })
      .where(eq(judgingStages.stage, stage));
    const auditId = await recordAudit(
      tx,
      adminId,
      'judging.shortlist',
      { type: 'judging_stage', id: stage },
      {
        to: next,
        selected: selected.map((t) => t.id),
        not_selected: others.map((t) => t.id),
      },
    );
    for (const [list, text] of [
      [selected, judgingSelected],
      [others, judgingNotSelected],
    ] as const) {
      for (const team of list) {
        const notice = text({ teamId: team.id, teamName: team.teamName, stage, next, auditId });
        await notify(ctx, tx, await memberIds(tx, team.id), notice);
      }
    }
    return { moved: selected.length, not_selected: others.length };
  });
}
