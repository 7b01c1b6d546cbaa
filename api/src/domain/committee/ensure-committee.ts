import { ADMIN_ROLE } from '@gcw/shared/contract';
import type { DefaultRoleKey } from '@gcw/shared/contract';
import { and, eq, isNull } from 'drizzle-orm';

import type { Db, Tx } from '../../core/db/client';
import {
  committeeMemberRoles,
  committeeMembers,
  committeeRoles,
} from '../../core/db/schema/committee';
import { users } from '../../core/db/schema/users';
import { DEFAULT_ROLES } from './default-roles';

/**
 * At every start: the default roles (by key, their grants as the code has them), then every
 * admin not yet on the committee (an install from before the committee, or `admin:create`)
 * enrolled as Ketua panitia, so no admin is left with nothing and none gains a hidden power.
 */
export async function ensureCommittee(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const role of DEFAULT_ROLES) {
      await tx
        .insert(committeeRoles)
        .values(role)
        .onConflictDoUpdate({
          target: committeeRoles.key,
          set: { grants: role.grants, description: role.description },
        });
    }
    const strays = await tx
      .select({ id: users.id })
      .from(users)
      .leftJoin(committeeMembers, eq(committeeMembers.userId, users.id))
      .where(and(eq(users.role, ADMIN_ROLE), isNull(committeeMembers.userId)));
    for (const { id } of strays) await enrolMember(tx, id, ['ketua']);
  });
}

/** Puts a user on the committee with these default roles (idempotent). */
export async function enrolMember(
  db: Db | Tx,
  userId: number,
  keys: readonly DefaultRoleKey[],
  options: { invitedBy?: number | null; joined?: boolean } = {},
): Promise<void> {
  await db
    .insert(committeeMembers)
    .values({ userId, invitedBy: options.invitedBy ?? null, joined: options.joined ?? true })
    .onConflictDoNothing();
  for (const key of keys) {
    const [role] = await db
      .select({ id: committeeRoles.id })
      .from(committeeRoles)
      .where(eq(committeeRoles.key, key));
    if (!role) throw new Error(`default role ${key} is missing: ensureCommittee runs at start`);
    await db.insert(committeeMemberRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
  }
}
