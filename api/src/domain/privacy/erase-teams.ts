import { and, eq, inArray, or, sql } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/client';
import { stageSubmissions } from '../../core/db/schema/events';
import { files } from '../../core/db/schema/files';
import { teamMembers, teams } from '../../core/db/schema/teams';
import { memberIds, namesOf, teamFacts } from '../notifications/members';
import { notify } from '../notifications/notify';
import { memberLeft } from '../notifications/texts';
import { nextLeader } from '../teams/next-leader';

/** How erased people are named in what their team is told. */
export const ERASED_MEMBER_NAME = 'Seorang anggota';

export interface TeamErasure {
  dissolved: number;
  handedOver: number;
}

/**
 * Takes the erased student out of their team under the team row's lock (the lock joining and
 * leaving take). Unlike leaving, this works at every stage: the last member's team is dissolved;
 * otherwise a leader hands over to the earliest-joined member. The team's own documents (payment
 * proof, submissions) stay with a team that goes on, owned by its leader from now on.
 */
export async function eraseFromTeam(ctx: AppContext, tx: Tx, userId: number): Promise<TeamErasure> {
  const [membership] = await tx.select().from(teamMembers).where(eq(teamMembers.userId, userId));
  if (!membership) return { dissolved: 0, handedOver: 0 };
  const [team] = await tx.select().from(teams).where(eq(teams.id, membership.teamId)).for('update');
  if (!team) return { dissolved: 0, handedOver: 0 };
  await tx.delete(teamMembers).where(eq(teamMembers.userId, userId));
  if (team.memberCount <= 1) {
    // The team's files are the erased student's own uploads: they go with the account.
    await tx.update(files).set({ teamId: null }).where(eq(files.teamId, team.id));
    await tx.update(teams).set({ paymentFileId: null }).where(eq(teams.id, team.id));
    await tx.delete(stageSubmissions).where(eq(stageSubmissions.teamId, team.id));
    await tx.delete(teams).where(eq(teams.id, team.id));
    return { dissolved: 1, handedOver: 0 };
  }
  // Someone is left (memberCount > 1), so a leaving leader always has a successor.
  const leader =
    team.leaderId === userId ? (await nextLeader(tx, team.id, userId))! : team.leaderId;
  await tx
    .update(teams)
    .set({ memberCount: sql`${teams.memberCount} - 1`, leaderId: leader })
    .where(eq(teams.id, team.id));
  const submitted = tx
    .select({ id: stageSubmissions.fileId })
    .from(stageSubmissions)
    .where(eq(stageSubmissions.teamId, team.id));
  await tx
    .update(files)
    .set({ ownerId: leader })
    .where(
      and(
        eq(files.ownerId, userId),
        or(
          team.paymentFileId ? eq(files.id, team.paymentFileId) : sql`false`,
          inArray(files.id, submitted),
        ),
      ),
    );
  const newLeaderName =
    leader !== team.leaderId ? ((await namesOf(tx, [leader])).get(leader) ?? null) : null;
  const notice = memberLeft(teamFacts(team), ERASED_MEMBER_NAME, userId, newLeaderName, new Date());
  await notify(ctx, tx, await memberIds(tx, team.id), notice);
  return { dissolved: 0, handedOver: leader !== team.leaderId ? 1 : 0 };
}
