import type { CommitteeMember, CommitteeRole, CommitteeSelf } from '@gcw/shared/contract';
import { DEFAULT_ROLE_KEYS } from '@gcw/shared/contract';
import { asc, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../core/db/client';
import {
  committeeMemberRoles,
  committeeMembers,
  committeeRoles,
} from '../../core/db/schema/committee';
import { institutions } from '../../core/db/schema/institutions';
import { users } from '../../core/db/schema/users';

export async function listRoles(db: Db): Promise<CommitteeRole[]> {
  const rows = await db.select().from(committeeRoles).orderBy(asc(committeeRoles.id));
  const order = (key: string | null) => {
    const i = DEFAULT_ROLE_KEYS.indexOf(key as (typeof DEFAULT_ROLE_KEYS)[number]);
    return i < 0 ? DEFAULT_ROLE_KEYS.length : i;
  };
  return rows
    .sort((a, b) => order(a.key) - order(b.key))
    .map((r) => ({
      id: r.id,
      key: r.key as CommitteeRole['key'],
      name: r.name,
      description: r.description,
      grants: r.grants,
    }));
}

/** The committee, or one member of it, with their roles (role ids in role order). */
export async function listMembers(db: Db, only?: number): Promise<CommitteeMember[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      institutionId: users.institutionId,
      institutionName: institutions.name,
      joined: committeeMembers.joined,
      invitedAt: committeeMembers.invitedAt,
    })
    .from(committeeMembers)
    .innerJoin(users, eq(users.id, committeeMembers.userId))
    .leftJoin(institutions, eq(institutions.id, users.institutionId))
    .where(only === undefined ? undefined : eq(committeeMembers.userId, only))
    .orderBy(asc(users.name), asc(users.id));
  const ids = rows.map((r) => r.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(committeeMemberRoles)
          .where(inArray(committeeMemberRoles.userId, ids))
          .orderBy(asc(committeeMemberRoles.roleId));
  return rows.map((r) => ({
    user_id: r.id,
    name: r.name,
    email: r.email,
    institution_id: r.institutionId,
    institution_name: r.institutionName,
    role_ids: links.filter((l) => l.userId === r.id).map((l) => l.roleId),
    joined: r.joined,
    invited_at: r.invitedAt.toISOString(),
  }));
}

export async function committeeSelf(db: Db, userId: number): Promise<CommitteeSelf> {
  const roles = await db
    .select({ id: committeeRoles.id, name: committeeRoles.name, grants: committeeRoles.grants })
    .from(committeeMemberRoles)
    .innerJoin(committeeRoles, eq(committeeRoles.id, committeeMemberRoles.roleId))
    .where(eq(committeeMemberRoles.userId, userId))
    .orderBy(asc(committeeRoles.id));
  const seen = new Map(
    roles.flatMap((r) => r.grants).map((g) => [`${g.permission}:${g.scope}`, g]),
  );
  return {
    user_id: userId,
    roles: roles.map(({ id, name }) => ({ id, name })),
    grants: [...seen.values()],
  };
}
