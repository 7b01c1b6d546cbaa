import { eq } from 'drizzle-orm';
import type { InferType } from 'yup';

import type { AppContext } from '../../core/context';
import { teamMembers } from '../../core/db/schema/teams';
import { users } from '../../core/db/schema/users';
import type { UserRow } from '../../core/db/schema/users';
import { conflict } from '../../core/http-error';
import { sameInstitution } from './rules';
import type { profileUpdateSchema } from './schema';

export const INSTITUTION_LOCKED = 'Institution cannot change while you are in a team';

/**
 * Saves the profile and marks it complete. A team member cannot move to another institution,
 * or the one-institution-per-team rule would break behind the team's back.
 */
export async function updateProfile(
  ctx: AppContext,
  user: UserRow,
  input: InferType<typeof profileUpdateSchema>,
): Promise<UserRow> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    const [membership] = await tx.select().from(teamMembers).where(eq(teamMembers.userId, user.id));
    if (membership && !sameInstitution(current?.institusi ?? null, input.institusi)) {
      throw conflict(INSTITUTION_LOCKED, { institusi: INSTITUTION_LOCKED });
    }
    const [row] = await tx
      .update(users)
      .set({
        name: input.name,
        phone: input.phone,
        major: input.major,
        institusi: input.institusi.replace(/\s+/g, ' '),
        nim: input.nim,
        socmedDocument: input.socmed_document,
        birthDate: input.birth_date,
        birthPlace: input.birth_place,
        gender: input.gender,
        profileHasUpdated: true,
      })
      .where(eq(users.id, user.id))
      .returning();
    return row!;
  });
}
