import { COMPETITION_EVENT_NAME, MAX_TEAM_SIZE } from '@gcw/shared/contract';
import type { CompetitionType, teamFieldsSchema } from '@gcw/shared/contract';
import { eq } from 'drizzle-orm';
import type { InferType } from 'yup';

import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/client';
import { UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../../core/db/pg-errors';
import { eventRegistrations } from '../../core/db/schema/events';
import { files } from '../../core/db/schema/files';
import { teamMembers, teams } from '../../core/db/schema/teams';
import { users } from '../../core/db/schema/users';
import type { UserRow } from '../../core/db/schema/users';
import { notFound } from '../../core/http-error';
import { insertFileRow } from '../../core/uploads';
import type { StoredUpload } from '../../core/uploads';
import { requireVerifiedEmail } from '../../domain/accounts/verification';
import { requireCompleteProfile } from '../../domain/profile/rules';
import { alreadyInCompetition } from './errors';
import { newJoinCode } from './join-code';

async function lockedProfile(tx: Tx, userId: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw notFound('Pengguna tidak ditemukan.');
  requireCompleteProfile(row);
  return row;
}

export async function ensureNotInTeam(ctx: AppContext, userId: number) {
  const [row] = await ctx.db.select().from(teamMembers).where(eq(teamMembers.userId, userId));
  if (row) throw alreadyInCompetition();
}

/**
 * Creates the team with its leader as first member. The unique index on team_members.user_id is
 * what makes two simultaneous registrations by one person end with exactly one team.
 */
export async function createTeam(
  ctx: AppContext,
  user: UserRow,
  eventType: CompetitionType,
  fields: InferType<typeof teamFieldsSchema>,
  upload: StoredUpload,
): Promise<number> {
  requireVerifiedEmail(ctx, user);
  requireCompleteProfile(user);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await ctx.db.transaction(async (tx) => {
        // The leader's row as it is now, locked: `user` was read before the upload, and a
        // profile save that changed the institution meanwhile must not leave the team on the
        // old one. A save that comes later waits here and then sees the membership.
        const leader = await lockedProfile(tx, user.id);
        await insertFileRow(tx, upload, user.id, null, 'payment-proof');
        const [team] = await tx
          .insert(teams)
          .values({
            eventType,
            teamName: fields.team_name,
            joinCode: newJoinCode(),
            institusi: leader.institusi ?? '',
            institutionId: leader.institutionId,
            leaderId: user.id,
            supervisor: fields.supervisor,
            supervisorNidn: fields.supervisor_nidn,
            paymentFileId: upload.id,
            maxMembers: MAX_TEAM_SIZE[eventType],
          })
          .returning({ id: teams.id });
        const teamId = team!.id;
        await tx.update(files).set({ teamId }).where(eq(files.id, upload.id));
        await tx.insert(teamMembers).values({ teamId, userId: user.id });
        await tx.insert(eventRegistrations).values({
          userId: user.id,
          event: COMPETITION_EVENT_NAME[eventType],
          status: 'Registered',
        });
        return teamId;
      });
    } catch (error) {
      if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
      // A join-code collision (about 1 in 10^14) is retried; anything else is a second registration.
      if (pgConstraint(error) === 'teams_join_code_key' && attempt < 3) continue;
      throw alreadyInCompetition();
    }
  }
}
